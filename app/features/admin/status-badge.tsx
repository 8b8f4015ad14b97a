import type { LeadStatus } from "#server/leads/types.ts";
import { cn } from "#app/lib/utils.ts";
import { statusLabels } from "./labels";

const tones: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  contacted: "bg-amber-50 text-amber-900 ring-amber-300",
  qualified: "bg-violet-50 text-violet-900 ring-violet-300",
  won: "bg-green-50 text-green-900 ring-green-300",
  lost: "bg-slate-100 text-slate-700 ring-slate-300",
  spam: "bg-red-50 text-red-900 ring-red-300",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

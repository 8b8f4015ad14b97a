import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { wrapAnywhere } from "./form-styles";
import { kindLabels } from "./labels";
import type { InboxRow } from "./list.server";
import { StatusBadge } from "./status-badge";

const deliveryTones = {
  failed: "font-semibold text-red-800",
  pending: "text-amber-900",
  delivered: "text-green-800",
  none: "text-slate-600",
};

const columns = [
  "Received (IST)",
  "Name",
  "Type",
  "Interest / service",
  "Status",
  "Source / campaign",
  "Delivery",
];

// Below 768 px each row is a card: cells stack, each led by its column name (data-label).
const cell = cn(
  "px-3 py-2 align-top",
  "max-md:grid max-md:grid-cols-[8.5rem_1fr] max-md:gap-2 max-md:px-0 max-md:py-1",
  "max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]",
  wrapAnywhere,
);

/** One cell; its content sits in one box so the card layout keeps it beside its label. */
function Cell({ column, className, children }: { column: number; className?: string; children: ReactNode }) {
  return (
    <td data-label={columns[column]} className={cn(cell, className)}>
      <div>{children}</div>
    </td>
  );
}

export function SubmissionTable({ rows }: { rows: InboxRow[] }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Enquiries and leads, newest first</caption>
      <thead className="bg-slate-100 text-slate-700 max-md:sr-only">
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" className="px-3 py-2 font-semibold">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {rows.map((r) => (
          <tr
            key={r.id}
            className="border-t border-slate-200 bg-white max-md:block max-md:rounded-xl max-md:border max-md:p-3"
          >
            <Cell column={0}>{r.received}</Cell>
            <Cell column={1}>
              <Link
                to={`/admin/submissions/${encodeURIComponent(r.id)}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {r.name}
              </Link>
              {r.subject && <span className="block text-slate-600">{r.subject}</span>}
            </Cell>
            <Cell column={2}>{kindLabels[r.kind]}</Cell>
            <Cell column={3}>{r.interest || "—"}</Cell>
            <Cell column={4}>
              <StatusBadge status={r.status} />
            </Cell>
            <Cell column={5}>
              {r.source}
              {r.campaign && <span className="block text-slate-600">{r.campaign}</span>}
            </Cell>
            <Cell column={6} className={deliveryTones[r.delivery.tone]}>
              {r.delivery.text}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/utils.ts";
import type { DetailActionData, StatusChange } from "./detail.server";
import { REASON_MAX, statusLabels } from "./labels";
import type { pipeline } from "./labels";

/** One fetcher for every one-tap status change, so the notice that undoes it outlives the card it came from. */
const QUICK_STATUS = "quick-status";
const UNDO_MS = 10_000;

const recordAction = (id: string) => `/admin/submissions/${encodeURIComponent(id)}`;

/**
 * A one-tap status change. It posts to the record's page: with JavaScript the page stays and
 * the undo notice shows; without, the record's page opens with it.
 */
export function StatusButton({
  id,
  status,
  label,
  className,
  children,
}: {
  id: string;
  status: (typeof pipeline)[number];
  /** The accessible name when the button shows only an icon. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher<DetailActionData>({ key: QUICK_STATUS });
  return (
    <fetcher.Form method="post" action={recordAction(id)}>
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        aria-label={label}
        disabled={fetcher.state !== "idle"}
        className={cn(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60",
          className,
        )}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

/** Lost, with an optional reason kept as a note. */
export function LostForm({ id, name }: { id: string; name: string }) {
  const fetcher = useFetcher<DetailActionData>({ key: QUICK_STATUS });
  const field = `lost-reason-${id}`;
  return (
    <fetcher.Form method="post" action={recordAction(id)} className="space-y-2">
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="status" value="lost" />
      <label htmlFor={field} className="block text-sm font-semibold text-ink">
        Why lost? (optional)
      </label>
      <input id={field} name="reason" maxLength={REASON_MAX} className={cn(inputClass, "mt-0")} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} className="min-h-11 w-full">
        Mark {name} lost
      </Button>
    </fetcher.Form>
  );
}

/**
 * "Kavya: Contacted" with Undo for 10 s after a one-tap change (always there when the page came
 * back from a post without JavaScript: `posted`).
 */
export function UndoNotice({ posted }: { posted?: StatusChange }) {
  const fetcher = useFetcher<DetailActionData>({ key: QUICK_STATUS });
  const latest = fetcher.data?.done;
  const [expired, setExpired] = useState<StatusChange>();
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setExpired(latest), UNDO_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  const done = latest ? (latest === expired ? undefined : latest) : posted;
  return (
    // A live region without the status role: the page's own notices keep that one.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-3"
    >
      {done && (
        <div className="pointer-events-auto flex w-full max-w-md items-center justify-between gap-3 rounded-xl bg-ink px-4 py-2 text-white shadow-lg">
          <p className="min-w-0 [overflow-wrap:anywhere]">
            {done.undo ? "Undone: " : ""}
            {done.name}: {statusLabels[done.to]}
          </p>
          {!done.undo && done.from !== "spam" && (
            <fetcher.Form method="post" action={recordAction(done.id)}>
              <input type="hidden" name="intent" value="set-status" />
              <input type="hidden" name="status" value={done.from} />
              <input type="hidden" name="undo" value="1" />
              <button
                type="submit"
                className="min-h-11 rounded-lg px-3 font-semibold text-accent-400 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
              >
                Undo
              </button>
            </fetcher.Form>
          )}
        </div>
      )}
    </div>
  );
}

import { startTransition, useEffect, useMemo, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { BATCH_MODE_LABELS, BATCH_STATUS_LABELS, type ListedBatch } from "#app/content/live/batches.ts";
import { cn } from "#app/lib/utils.ts";
import { InlineScript } from "#app/lib/nonce.tsx";
import type { BatchSeats } from "#app/content/live/bookable.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import {
  batchMonth,
  formatMonth,
  formatStartDate,
  generateBatches,
  type Batch,
  type BatchCourseGroup,
} from "#common/batches/generate-batches.ts";
import { localSessionText } from "./local-time";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BookButton, seatsText } from "./book-button";
import { earlyFileLinkScript } from "./early-file-link";

/**
 * The batches the company entered, or the catalogue the generated schedule is built from; `seats`:
 * the seats left of those that can be booked, by batch key (of the server's date for the schedule).
 */
export type BatchCalendarProps = {
  today: string;
  listed?: ListedBatch[];
  groups?: BatchCourseGroup[];
  seats?: Record<string, BatchSeats>;
};

/**
 * The upcoming batches: those the company entered, as the loader sends them, or else the
 * generated schedule. The server renders that for its own date (`today`, from the loader);
 * after hydration it is recomputed from the browser's clock, so a page that stays open or is
 * served from a cache still shows next month's batches.
 */
export function BatchCalendar({ today, groups, listed, seats }: BatchCalendarProps) {
  const [now, setNow] = useState(today);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  useEffect(() => {
    // A transition: redrawing every card for the browser's date and time zone yields to the
    // visitor's input instead of blocking the main thread in one long task.
    startTransition(() => {
      setNow(new Date().toISOString());
      setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
    });
  }, []);

  const batches = useMemo<(Batch | ListedBatch)[]>(
    () => listed ?? generateBatches(new Date(now), groups ?? []),
    [now, groups, listed],
  );
  const month = formatMonth(batchMonth(new Date(now)));
  const byGroup = useMemo(() => {
    const map = new Map<string, (Batch | ListedBatch)[]>();
    for (const b of batches) map.set(b.group, [...(map.get(b.group) ?? []), b]);
    return [...map.entries()];
  }, [batches]);

  return (
    <section id="upcoming-batches" aria-labelledby="upcoming-batches-heading" className="py-14 md:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="upcoming-batches-heading" className="text-2xl font-bold text-ink md:text-3xl">
          {listed ? "Upcoming batches" : <>Batches starting in {month}</>}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-600">
          Weekday batches meet Monday to Friday evenings; weekend batches meet Saturday and Sunday.{" "}
          {listed
            ? "Each batch runs in our Chennai classroom, live online, or both (hybrid)."
            : "Every batch runs in our Chennai classroom and live online at the same time."}
        </p>
        {byGroup.map(([group, list]) => (
          <div key={group} className="mt-10">
            <h3 className="text-xl font-semibold text-ink">{group}</h3>
            <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {list.map((batch) => (
                <BatchCard
                  key={`${batch.courseId} ${batch.startDate} ${batch.type}`}
                  batch={batch}
                  timeZone={timeZone}
                  seats={seats?.[batchKeyOf(batch)]}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* Shows a calendar file is on its way as soon as its link is tapped (early-file-link.ts). */}
      <InlineScript source={earlyFileLinkScript} />
    </section>
  );
}

const STATUS_BADGE: Record<ListedBatch["status"], string> = {
  open: "bg-emerald-100 text-emerald-900",
  "filling-fast": "bg-accent-400 text-brand-950",
  full: "bg-slate-200 text-slate-800",
};

function BatchCard({
  batch,
  timeZone,
  seats,
}: {
  batch: Batch | ListedBatch;
  timeZone: string | null;
  seats?: BatchSeats;
}) {
  const entered = "mode" in batch ? batch : undefined;
  const local = timeZone ? localSessionText(batch, timeZone) : null;
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-batch={batch.courseId}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={batch.iconClass} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h4 className="text-lg font-semibold leading-snug text-ink">{batch.course}</h4>
          <div className="mt-1 flex flex-wrap gap-2">
            <span
              className={
                batch.type === "Weekend"
                  ? "rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900"
                  : "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
              }
            >
              {batch.type}
            </span>
            {batch.note && (
              <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-semibold text-brand-950">
                {batch.note}
              </span>
            )}
            {entered && (
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  STATUS_BADGE[entered.status],
                )}
              >
                {BATCH_STATUS_LABELS[entered.status]}
              </span>
            )}
          </div>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Starts</dt>
        <dd className="font-semibold text-ink">
          <time dateTime={batch.startDate}>{formatStartDate(batch.startDate)}</time>
        </dd>
        <dt className="font-medium text-slate-600">Timings</dt>
        <dd className="text-ink">
          {batch.timings}
          {local && <span className="mt-0.5 block text-slate-600">{local}</span>}
        </dd>
        {entered && (
          <>
            <dt className="font-medium text-slate-600">Mode</dt>
            <dd className="text-ink">{BATCH_MODE_LABELS[entered.mode]}</dd>
          </>
        )}
        {/* Of a generated batch only the seats left: the heading's text says how each one runs. */}
        {(entered || seats) && (
          <>
            <dt className="font-medium text-slate-600">Seats</dt>
            <dd className="text-ink">{seats ? seatsText(seats) : entered?.seats}</dd>
          </>
        )}
        {entered && (
          <>
            <dt className="font-medium text-slate-600">Fee</dt>
            <dd className="font-semibold text-ink">{entered.fee}</dd>
          </>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {seats && <BookButton batch={batch} full={seats.full} />}
        <AddToCalendarButton batch={batch} />
      </div>
    </li>
  );
}

import { useEffect, useState } from "react";
import { BATCH_MODE_LABELS } from "#app/content/live/batches.ts";
import type { BatchSeats } from "#app/content/live/bookable.ts";
import type { OpenBatch } from "#app/features/booking/open-batches.server.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { SEATS_LEFT_PATH } from "#common/booking/batch-key.ts";
import { BookButton, seatsText } from "./book-button";

type Seats = Record<string, BatchSeats>;

/**
 * The seats left of the bookable batches, read once the page is live: a prerendered page
 * would otherwise show the count of the hour it was rendered. Undefined until then, and
 * where the read fails (the booking page still shows the count).
 */
export function useLiveSeats(wanted: boolean): Seats | undefined {
  const [seats, setSeats] = useState<Seats>();
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(SEATS_LEFT_PATH, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Seats>) : undefined))
      .then(setSeats, () => {});
    return () => controller.abort();
  }, [wanted]);
  return seats;
}

/**
 * A course's open batches, as the batch calendar books them: each its start, timing and mode,
 * its seats left once read (a line kept for them, so nothing moves), and Book a seat, or the
 * waiting list once none is left.
 */
export function CourseBatches({ batches, seats }: { batches: OpenBatch[]; seats?: Seats }) {
  // The seats read live name every batch still bookable: a generated batch of a month gone by
  // (the page is prerendered, the schedule moves on) is dropped, not linked to a 404.
  const shown = seats ? batches.filter((b) => b.key in seats) : batches;
  if (shown.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-ink">Open batches</p>
      <ul className="mt-2 space-y-2">
        {shown.map((batch) => {
          const live = seats?.[batch.key];
          return (
            <li
              key={batch.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <span>
                <time dateTime={batch.startDate} className="block font-semibold text-ink">
                  {formatStartDate(batch.startDate)}
                </time>
                <span className="block text-slate-600">
                  {batch.type} · {BATCH_MODE_LABELS[batch.mode]}
                </span>
                <span className="block min-h-5 font-medium text-ink">{live && seatsText(live)}</span>
              </span>
              <BookButton batch={batch} full={live?.full ?? false} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

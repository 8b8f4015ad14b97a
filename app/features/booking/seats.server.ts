import type { AppLoadContext } from "react-router";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { bookable, isFull, type BatchSeats } from "#app/content/live/bookable.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import "./load-context";

/**
 * The seats left of the batches a page lists that can be booked, read now (one query for all),
 * by batch key. Without bookings on this server (or while prerendering) none is bookable.
 */
export async function seatsOf(
  context: AppLoadContext,
  listed: readonly ListedBatch[],
  courses: SiteContent["courses"],
): Promise<Record<string, BatchSeats>> {
  if (!context.bookings) return {};
  const batches = listed.flatMap((b) => bookable(b, courses) ?? []);
  const left = await context.bookings.seatsLeft(batches);
  return Object.fromEntries(
    batches.map((b) => [b.key, { left: left[b.key] ?? b.seats, full: isFull(b, left[b.key]) }]),
  );
}

import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import type { BookingDestination } from "#server/leads/types.ts";

/** A note on a booking's record for the inbox (as the lead store writes one), which counts as its latest activity. */
export async function noteOnBooking(
  trx: Db,
  bookingId: string,
  body: string,
  actor: string | null | undefined,
  at: string,
): Promise<void> {
  await trx
    .insertInto("activity")
    .values({
      id: randomUUID(),
      submission_id: bookingId,
      kind: "note",
      body,
      actor: actor ?? null,
      created_at: at,
    })
    .execute();
  await trx.updateTable("submissions").set({ last_activity_at: at }).where("id", "=", bookingId).execute();
}

/** The visitor's emails about a booking (server/bookings/booking-emails.ts). */
export type VisitorEmail = BookingDestination;

/** Queues one of the visitor's emails for the outbox to send once, at `at` (now, or a reminder's time). */
export async function queueVisitorEmail(
  trx: Db,
  bookingId: string,
  destination: VisitorEmail,
  at: string,
  { again = false }: { again?: boolean } = {},
): Promise<void> {
  await trx
    .insertInto("deliveries")
    .values({ submission_id: bookingId, destination, status: "pending", attempts: 0, next_attempt_at: at })
    .onConflict((oc) =>
      again
        ? oc.columns(["submission_id", "destination"]).doUpdateSet({
            status: "pending",
            attempts: 0,
            last_error: null,
            next_attempt_at: at,
            delivered_at: null,
          })
        : oc.columns(["submission_id", "destination"]).doNothing(),
    )
    .execute();
}

/**
 * The bookings' minute job, on every instance: holds and offers that ended unpaid are expired
 * (so the inbox, the reports and the visitor's page agree), then freed seats are offered to
 * the waiting lists. Every step is a guarded move, so instances running it at once change
 * nothing twice. Online holds are left to the payments' reconciling job while Razorpay is
 * configured: it asks Razorpay first, as a payment may have been made at the last moment.
 */
import type { BookingState } from "#common/booking/booking-lifecycle.ts";
import type { Db } from "#server/db/index.ts";
import { errorText, log } from "#server/log.ts";
import { moveBooking } from "./move-booking";
import { offerFreedSeats, type OfferDeps } from "./waiting-list";

export const SWEEP_EVERY_MS = 60_000;

/** Expires the bookings in `states` whose hold ended before `endedBefore`; how many. */
export async function expireEndedHolds(
  db: Db,
  { states, endedBefore, at }: { states: readonly BookingState[]; endedBefore: string; at: string },
): Promise<number> {
  const ended = await db
    .selectFrom("bookings")
    .select(["id", "state"])
    .where("state", "in", states)
    .where("hold_until", "<", endedBefore)
    .orderBy("hold_until")
    .limit(200)
    .execute();
  let expired = 0;
  for (const b of ended) {
    const moved = await db.transaction().execute((trx) =>
      moveBooking(trx, {
        id: b.id,
        event: "expire",
        at,
        from: [b.state],
        holdEndedBefore: endedBefore,
        note: b.state === "offered" ? "The seat offer ended unbooked." : "The hold ended unpaid.",
      }),
    );
    if (moved.moved) expired++;
  }
  return expired;
}

export type SweepDeps = OfferDeps & {
  /** Whether the payments' reconciling job looks after online holds (Razorpay configured). */
  reconciledOnline: boolean;
};

export async function sweepBookings(deps: SweepDeps): Promise<{ expired: number; offered: number }> {
  const now = deps.now?.() ?? new Date();
  const states: BookingState[] = deps.reconciledOnline
    ? ["awaiting_office", "offered"]
    : ["awaiting_office", "offered", "held"];
  const expired = await expireEndedHolds(deps.db, {
    states,
    endedBefore: now.toISOString(),
    at: now.toISOString(),
  });
  const offered = await offerFreedSeats(deps);
  return { expired, offered };
}

/** Runs the sweep every minute; `wake` is called after a sweep that queued emails. stop() waits for a run. */
export function startBookingSweeps(deps: SweepDeps & { wake?: () => void }, everyMs = SWEEP_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepBookings(deps)
      .then((r) => {
        if (r.offered > 0) deps.wake?.();
      })
      .catch((error: unknown) =>
        log.warn({ error: errorText(error) }, "The bookings' sweep failed; it runs again"),
      );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    /** Runs once now (tests, and a seat freed by the inbox). */
    run: () => {
      run();
      return running;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

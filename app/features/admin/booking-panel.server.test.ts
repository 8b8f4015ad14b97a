import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { inboxBookingsOn } from "#server/bookings/inbox-payments.ts";
import { moveBooking } from "#server/bookings/move-booking.ts";
import { CCNA_KEY, seedBooking } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookingPanel } from "./booking-panel.server";

describe.each(testBackends)("a booking's panel in the inbox on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(() => database.cleanup());

  it("shows sales the batch's waiting list in the order joined, with the seat offered", async () => {
    const at = (minute: number) => `2026-12-02T10:0${minute}:00.000Z`;
    const paid = await seedBooking(db, { batch_key: CCNA_KEY, state: "paid", name: "Paid Person" });
    const first = await seedBooking(db, {
      batch_key: CCNA_KEY,
      state: "waiting",
      name: "Asha Raman",
      created_at: at(1),
    });
    const second = await seedBooking(db, {
      batch_key: CCNA_KEY,
      state: "waiting",
      name: "Ravi Kumar",
      created_at: at(2),
    });
    await db.transaction().execute((trx) =>
      moveBooking(trx, {
        id: first,
        event: "offer",
        at: at(3),
        set: { hold_until: "2026-12-03T04:30:00.000Z" },
      }),
    );
    const inbox = inboxBookingsOn(db, { queued: () => {} });
    const queue = await inbox.queue(CCNA_KEY);
    expect(queue.map((p) => [p.name, p.state])).toEqual([
      ["Asha Raman", "offered"],
      ["Ravi Kumar", "waiting"],
    ]);
    const field = async (id: string) =>
      bookingPanel((await inbox.get(id))!, "sales", queue).fields.find(
        ([label]) => label === "Waiting list of this batch",
      )?.[1];
    expect(await field(second)).toBe(
      "2 waiting: 1. Asha Raman (seat offered until 03 Dec 2026, 10:00 IST); 2. Ravi Kumar (this record)",
    );
    expect(await field(paid)).toMatch(/^2 waiting: 1\. Asha Raman/);
  });
});

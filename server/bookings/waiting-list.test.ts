import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import {
  bookableBatch,
  bookSeat,
  CCNA_BATCH,
  CCNA_KEY,
  publishTestBatch,
  TEST_FORM_TOKENS,
  testBookingDesk,
} from "#tests/bookings.ts";
import { publishedSeats } from "./batch-seats";
import { expireEndedHolds, sweepBookings } from "./booking-sweeps";
import { offerFreedSeats, joinWaitingRow } from "./waiting-list";

const NOW = new Date("2026-11-29T10:00:00.000Z");
/** The online hold made at NOW ends at 10:15. */
const AFTER_HOLD = new Date("2026-11-29T10:16:00.000Z");
const OFFER_HOURS = 24;
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

describe.each(testBackends)("the waiting list on $name", (backend) => {
  let database: TestDatabase;
  let instances: Db[];
  let db: Db;
  let store: LeadStore;
  let fills = 0;

  beforeEach(async () => {
    database = await backend.create();
    instances = [await database.open()];
    if (database.options.databaseUrl) instances.push(await database.open());
    [db] = instances;
    store = createLeadStore(db, ["email"]);
  });
  afterEach(async () => {
    await store.close();
    for (const d of instances) await d.destroy();
    await database.cleanup();
  });

  const seatsOf = (trx: Db, key: string) => publishedSeats(trx, key);
  const offerAt = (now: Date, on: Db = db) =>
    offerFreedSeats({ db: on, seatsOf, offerHours: OFFER_HOURS, now: () => now });

  /** Someone joins the test batch's queue at `at`: their enquiry saved, then its place taken. */
  async function wait(name: string, at: Date): Promise<string> {
    const { id } = await store.save({
      kind: "enquiry",
      idempotencyKey: `wait-${++fills}`,
      name,
      email: `${name.toLowerCase()}@example.in`,
      phone: "+91 98400 12345",
      interestType: "IT Training",
      courseInterest: "CCNA",
      message: "Please tell me when a seat opens.",
      consentVersion: "booking-notice-2026-11",
      consentAt: at.toISOString(),
      source: "booking",
    });
    await db
      .transaction()
      .execute((trx) =>
        joinWaitingRow(trx, { id, batch: bookableBatch(), onlinePayments: false, at: at.toISOString() }),
      );
    return id;
  }

  const booking = (id: string) =>
    db.selectFrom("bookings").select(["state", "hold_until"]).where("id", "=", id).executeTakeFirstOrThrow();
  const seatOffers = () =>
    db
      .selectFrom("deliveries")
      .select(["submission_id", "status"])
      .where("destination", "=", "seat-offer")
      .execute();
  const notes = async (id: string) =>
    (
      await db
        .selectFrom("activity")
        .select("body")
        .where("submission_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((a) => a.body);

  /** A 1-seat batch: its seat held from NOW (online, 15 minutes), Asha then Bala waiting. */
  async function fullBatch() {
    await publishTestBatch(db, 1);
    expect(await seatsOf(db, CCNA_KEY)).toBe(1);
    const holder = await bookSeat(db, { seats: 1, now: NOW });
    expect(holder).toBeDefined();
    const first = await wait("Asha", plus(NOW, 1_000));
    const second = await wait("Bala", plus(NOW, 2_000));
    return { holder: holder!, first, second };
  }

  it("queues a record once, in the order joined, holding no seat", async () => {
    const { first, second } = await fullBatch();
    expect(await booking(first)).toEqual({ state: "waiting", hold_until: "2026-11-29T10:00:01.000Z" });
    expect(await booking(second)).toEqual({ state: "waiting", hold_until: "2026-11-29T10:00:02.000Z" });
    // Joining again changes nothing.
    await db.transaction().execute((trx) =>
      joinWaitingRow(trx, {
        id: first,
        batch: bookableBatch(),
        onlinePayments: false,
        at: NOW.toISOString(),
      }),
    );
    expect(await booking(first)).toEqual({ state: "waiting", hold_until: "2026-11-29T10:00:01.000Z" });
    expect(await notes(first)).toEqual(["Joined the waiting list."]);
  });

  it("offers nothing while the seat is held", async () => {
    const { first, second } = await fullBatch();
    expect(await offerAt(plus(NOW, 60_000))).toBe(0);
    expect(await booking(first)).toMatchObject({ state: "waiting" });
    expect(await booking(second)).toMatchObject({ state: "waiting" });
    expect(await seatOffers()).toEqual([]);
  });

  it("offers the seat to the first one waiting once the hold has expired", async () => {
    const { holder, first, second } = await fullBatch();
    expect(
      await expireEndedHolds(db, {
        states: ["held"],
        endedBefore: AFTER_HOLD.toISOString(),
        at: AFTER_HOLD.toISOString(),
      }),
    ).toBe(1);
    expect(await booking(holder)).toMatchObject({ state: "expired" });

    expect(await offerAt(AFTER_HOLD)).toBe(1);
    expect(await booking(first)).toEqual({
      state: "offered",
      hold_until: plus(AFTER_HOLD, OFFER_HOURS * 3600_000).toISOString(),
    });
    expect(await booking(second)).toMatchObject({ state: "waiting" });
    expect(await seatOffers()).toEqual([{ submission_id: first, status: "pending" }]);
    expect(await notes(first)).toEqual([
      "Joined the waiting list.",
      "A seat opened: it is held for them and they were emailed a link to book it. On the waiting list → Seat offered from the waiting list.",
    ]);

    // Run again: the seat is offered already.
    expect(await offerAt(plus(AFTER_HOLD, 60_000))).toBe(0);
    expect(await seatOffers()).toHaveLength(1);
    expect(await booking(second)).toMatchObject({ state: "waiting" });
  });

  it("offers a seat whose hold ran out even before the sweep marks it", async () => {
    const { holder, first } = await fullBatch();
    expect(await offerAt(AFTER_HOLD)).toBe(1);
    expect(await booking(first)).toMatchObject({ state: "offered" });
    // The ended hold is not in the way, whatever its row still says.
    expect(await booking(holder)).toMatchObject({ state: "held" });
  });

  it("offers the seat once when two offer at once", async () => {
    const { first, second } = await fullBatch();
    const made = await Promise.all([
      offerAt(AFTER_HOLD, instances[0]),
      offerAt(AFTER_HOLD, instances.at(-1)),
    ]);
    expect(made[0] + made[1]).toBe(1);
    expect(await booking(first)).toMatchObject({ state: "offered" });
    expect(await booking(second)).toMatchObject({ state: "waiting" });
    expect(await seatOffers()).toEqual([{ submission_id: first, status: "pending" }]);
  });

  it("offers the seat to the next one waiting when an offer lapses", async () => {
    const { first, second } = await fullBatch();
    const sweep = (now: Date) =>
      sweepBookings({ db, seatsOf, offerHours: OFFER_HOURS, now: () => now, reconciledOnline: false });
    // The hold ends: it is expired and Asha is offered the seat.
    expect(await sweep(AFTER_HOLD)).toEqual({ expired: 1, offered: 1 });
    const offerEnds = plus(AFTER_HOLD, OFFER_HOURS * 3600_000);
    expect(await booking(first)).toEqual({ state: "offered", hold_until: offerEnds.toISOString() });

    // A minute before the offer ends, nothing moves.
    expect(await sweep(plus(offerEnds, -60_000))).toEqual({ expired: 0, offered: 0 });
    expect(await booking(second)).toMatchObject({ state: "waiting" });

    // Asha lets it pass: her offer expires and Bala is asked.
    const later = plus(offerEnds, 60_000);
    expect(await sweep(later)).toEqual({ expired: 1, offered: 1 });
    expect(await booking(first)).toMatchObject({ state: "expired" });
    expect(await booking(second)).toEqual({
      state: "offered",
      hold_until: plus(later, OFFER_HOURS * 3600_000).toISOString(),
    });
    expect((await seatOffers()).map((d) => d.submission_id).sort()).toEqual([first, second].sort());
    expect((await notes(first)).at(-1)).toBe(
      "The seat offer ended unbooked. Seat offered from the waiting list → Hold ended, not paid.",
    );
  });
});

describe.each(testBackends)("a seat offered through the booking desk on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let now: Date;
  const meta = { clientKey: "203.0.113.9" };
  const fields = (n: number) => ({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.in`,
    phone: `+91 98400 1234${n}`,
    billingState: "Karnataka",
    gstin: "",
  });
  /** A page view's token, issued ten seconds before the desk's now. */
  const token = () => TEST_FORM_TOKENS.issue(now.getTime() - 10_000);

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, ["email"]);
    now = new Date("2026-11-29T08:00:00.000Z");
  });
  afterEach(async () => {
    await store.close();
    await db.destroy();
    await database.cleanup();
  });

  it("queues one who found no seat, offers the freed seat, and books it once", async () => {
    const desk = testBookingDesk(db, store, { now: () => now });
    const batch = bookableBatch({ ...CCNA_BATCH, seats: 1 });
    expect(await desk.book(batch, { ...fields(1), formIssuedAt: token() }, meta)).toMatchObject({
      kind: "held",
    });

    const lateToken = token();
    const late = await desk.book(batch, { ...fields(2), formIssuedAt: lateToken }, meta);
    expect(late).toMatchObject({ kind: "no-seat" });
    const recordId = (late as { recordId: string }).recordId;
    expect(await desk.seatsLeft([batch])).toEqual({ [batch.key]: 0 });

    expect(await desk.joinWaitingList(batch, { recordId, formIssuedAt: lateToken }, meta)).toEqual({
      kind: "joined",
      id: recordId,
    });
    expect(
      await db
        .selectFrom("bookings")
        .select(["state", "total_paise"])
        .where("id", "=", recordId)
        .executeTakeFirst(),
    ).toEqual({ state: "waiting", total_paise: 0 });
    expect(await desk.offer(recordId)).toBeUndefined();

    // The office hold (48 hours) ends unpaid; the seat is offered to the one waiting.
    now = new Date("2026-12-01T08:01:00.000Z");
    expect(await offerFreedSeats({ db, seatsOf: async () => 1, offerHours: 24, now: () => now })).toBe(1);
    expect(await desk.offer(recordId)).toMatchObject({
      id: recordId,
      batchKey: batch.key,
      name: "Visitor 2",
    });

    const accept = () =>
      desk.book(
        batch,
        { ...fields(2), offer: recordId, formIssuedAt: TEST_FORM_TOKENS.issue(now.getTime()) },
        meta,
      );
    expect(await accept()).toEqual({
      kind: "held",
      id: recordId,
      redirectTo: `/it-training/booking/${recordId}`,
    });
    expect(await desk.view(recordId)).toMatchObject({
      state: "awaiting_office",
      plan: "full",
      paymentMode: "offline",
      taxablePaise: 2_500_000,
      igstPaise: 450_000,
      totalPaise: 2_950_000,
      billingState: "Karnataka",
      holdUntil: "2026-12-03T08:01:00.000Z",
    });
    expect(await store.get(recordId)).toMatchObject({ kind: "booking" });
    expect(
      await db
        .selectFrom("deliveries")
        .select("destination")
        .where("submission_id", "=", recordId)
        .where("destination", "in", ["seat-offer", "hold-notice"])
        .orderBy("destination")
        .execute(),
    ).toEqual([{ destination: "hold-notice" }, { destination: "seat-offer" }]);

    // A second accept (a double click) is sent to the same booking, and holds no second seat.
    now = new Date("2026-12-01T08:02:00.000Z");
    expect(await accept()).toEqual({
      kind: "held",
      id: recordId,
      redirectTo: `/it-training/booking/${recordId}`,
    });
    expect(await desk.view(recordId)).toMatchObject({
      state: "awaiting_office",
      holdUntil: "2026-12-03T08:01:00.000Z",
    });
    expect(await desk.seatsLeft([batch])).toEqual({ [batch.key]: 0 });
    expect(await db.selectFrom("bookings").select("id").execute()).toHaveLength(2);
  });

  it("sends an online accept on to pay, held for the online hold", async () => {
    const desk = testBookingDesk(db, store, { onlinePayments: true, now: () => now });
    const batch = bookableBatch({ ...CCNA_BATCH, seats: 1 });
    await desk.book(batch, { ...fields(1), formIssuedAt: token() }, meta);
    const lateToken = token();
    const { recordId } = (await desk.book(batch, { ...fields(2), formIssuedAt: lateToken }, meta)) as {
      recordId: string;
    };
    await desk.joinWaitingList(batch, { recordId, formIssuedAt: lateToken }, meta);
    now = new Date("2026-11-29T08:16:00.000Z");
    expect(await offerFreedSeats({ db, seatsOf: async () => 1, offerHours: 24, now: () => now })).toBe(1);
    const accepted = await desk.book(
      batch,
      { ...fields(2), offer: recordId, formIssuedAt: TEST_FORM_TOKENS.issue(now.getTime()) },
      meta,
    );
    expect(accepted).toEqual({
      kind: "held",
      id: recordId,
      redirectTo: `/it-training/booking/${recordId}/pay`,
    });
    expect(await desk.view(recordId)).toMatchObject({
      state: "held",
      paymentMode: "online",
      totalPaise: 2_950_000,
      holdUntil: "2026-11-29T08:31:00.000Z",
    });
  });

  it("refuses an offer that has lapsed, keeping the booking's state", async () => {
    const desk = testBookingDesk(db, store, { now: () => now });
    const batch = bookableBatch({ ...CCNA_BATCH, seats: 1 });
    await desk.book(batch, { ...fields(1), formIssuedAt: token() }, meta);
    const lateToken = token();
    const { recordId } = (await desk.book(batch, { ...fields(2), formIssuedAt: lateToken }, meta)) as {
      recordId: string;
    };
    await desk.joinWaitingList(batch, { recordId, formIssuedAt: lateToken }, meta);
    now = new Date("2026-12-01T08:01:00.000Z");
    await offerFreedSeats({ db, seatsOf: async () => 1, offerHours: 24, now: () => now });
    // A day and a minute later the offer has ended.
    now = new Date("2026-12-02T08:02:00.000Z");
    expect(
      await desk.book(
        batch,
        { ...fields(2), offer: recordId, formIssuedAt: TEST_FORM_TOKENS.issue(now.getTime()) },
        meta,
      ),
    ).toMatchObject({ kind: "refused", status: 409 });
    expect(await desk.view(recordId)).toMatchObject({ state: "expired", totalPaise: 0 });
  });
});

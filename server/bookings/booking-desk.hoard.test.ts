import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingErrors } from "#common/booking/booking-fields.ts";
import type { Db } from "#server/db/index.ts";
import { createFormTokens } from "#server/leads/form-token.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { bookableBatch, CCNA_BATCH, CCNA_NAME, TEST_FORM_TOKENS, testBookingDesk } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";

const visitor = (n: number, more: Record<string, string> = {}) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.in`,
  phone: `+91 98400 1234${n}`,
  billingState: "Karnataka",
  gstin: "",
  ...more,
});
const meta = { clientKey: "203.0.113.9" };

describe.each(testBackends)("the booking desk against hoarding on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let now: Date;
  const desk = () => testBookingDesk(db, store, { now: () => now, holdLimits: { perBatch: 2, overall: 4 } });
  /** A page view's token, issued ten seconds before the desk's now. */
  const token = () => TEST_FORM_TOKENS.issue(now.getTime() - 10_000);
  const batch = bookableBatch({ ...CCNA_BATCH, seats: 30 });

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

  const bookings = () => db.selectFrom("bookings").select(["id", "state"]).execute();
  const refused = { kind: "refused", status: 400, error: bookingErrors.formExpired };

  it("holds nothing for a bare post, nor for one with a forged, old or future token", async () => {
    const issued = token();
    const [signed] = issued.split(/\.(?=[^.]*$)/);
    const forged = [
      // No page of ours before it.
      undefined,
      "",
      // Signed with another key.
      createFormTokens().issue(now.getTime() - 10_000),
      // Our token with its time moved back.
      issued.replace(/^\d+/, String(now.getTime() - 60_000)),
      // Our signature on nothing.
      `${signed}.${"A".repeat(43)}`,
      // A day and more old, and from the future.
      TEST_FORM_TOKENS.issue(now.getTime() - 25 * 3600_000),
      TEST_FORM_TOKENS.issue(now.getTime() + 60_000),
    ];
    for (const formIssuedAt of forged) {
      const input = formIssuedAt === undefined ? visitor(1) : visitor(1, { formIssuedAt });
      expect(await desk().book(batch, input, meta)).toEqual(refused);
    }
    expect(await bookings()).toEqual([]);
    expect((await store.list({})).total).toBe(0);
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 30 });
  });

  it("sends a second post of the same page view to the first booking, whoever it names", async () => {
    const formIssuedAt = token();
    const first = await desk().book(batch, visitor(1, { formIssuedAt }), meta);
    expect(first).toMatchObject({ kind: "held" });
    const again = await desk().book(batch, visitor(2, { formIssuedAt, phone: "+91 90000 55555" }), {
      clientKey: "198.51.100.7",
    });
    expect(again).toEqual(first);
    expect(await bookings()).toEqual([{ id: (first as { id: string }).id, state: "awaiting_office" }]);
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 29 });
    // The record is the first visitor's, as typed.
    expect(await store.get((first as { id: string }).id)).toMatchObject({
      name: "Visitor 1",
      email: "visitor1@example.in",
    });
    expect((await store.list({})).total).toBe(1);
  });

  it("makes its own booking for a post naming another visitor's old key but with its own token", async () => {
    const first = (await desk().book(
      batch,
      visitor(1, { formIssuedAt: token(), idempotencyKey: "fill-1-0000" }),
      meta,
    )) as {
      kind: string;
      id: string;
    };
    expect(first.kind).toBe("held");
    const record = await db
      .selectFrom("submissions")
      .select("idempotency_key")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    // Neither the form's field nor the stored key of the first makes the second post a repeat.
    for (const [n, stolen] of [
      [2, "fill-1-0000"],
      [3, record.idempotency_key],
    ] as const) {
      const other = await desk().book(batch, visitor(n, { formIssuedAt: token(), idempotencyKey: stolen }), {
        clientKey: `198.51.100.${n}`,
      });
      expect(other).toMatchObject({ kind: "held" });
      expect((other as { id: string }).id).not.toBe(first.id);
    }
    expect(await bookings()).toHaveLength(3);
    expect(await store.get(first.id)).toMatchObject({ name: "Visitor 1" });
  });

  it("holds two seats for one address, and keeps the third as an enquiry over the limit", async () => {
    const outcomes = [];
    for (const n of [1, 2, 3])
      outcomes.push(await desk().book(batch, visitor(n, { formIssuedAt: token() }), meta));
    expect(outcomes.map((o) => o.kind)).toEqual(["held", "held", "over-limit"]);
    const third = outcomes[2] as { kind: "over-limit"; recordId: string; limit: string };
    expect(third.limit).toBe("batch");

    expect(
      await db.selectFrom("bookings").select("id").where("id", "=", third.recordId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db
        .selectFrom("submissions")
        .select(["kind", "name", "subject"])
        .where("id", "=", third.recordId)
        .executeTakeFirst(),
    ).toEqual({
      kind: "enquiry",
      name: "Visitor 3",
      subject: `Booking attempt over the limit of seats held: ${CCNA_NAME}`,
    });
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 28 });
    // Sales still hear of all three.
    expect((await store.list({})).total).toBe(3);
  });

  it("lets the visitor over the limit hold again once a hold has ended", async () => {
    for (const n of [1, 2]) await desk().book(batch, visitor(n, { formIssuedAt: token() }), meta);
    // Offline holds last 48 hours.
    now = new Date("2026-12-01T08:00:00.001Z");
    expect(await desk().book(batch, visitor(3, { formIssuedAt: token() }), meta)).toMatchObject({
      kind: "held",
    });
  });
});

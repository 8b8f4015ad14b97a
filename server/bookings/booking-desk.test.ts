import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { bookableBatch, CCNA_BATCH, CCNA_NAME, TEST_FORM_TOKENS, testBookingDesk } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";

/** One page view per visitor: its token issued a minute before the tests' clock. */
const tokens = new Map<number, string>();
const pageView = (n: number) => {
  if (!tokens.has(n)) tokens.set(n, TEST_FORM_TOKENS.issue(Date.parse("2026-11-29T07:59:00.000Z")));
  return tokens.get(n)!;
};
const visitor = (n: number, more: Record<string, string> = {}) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.in`,
  phone: "+91 98400 12345",
  billingState: "Karnataka",
  gstin: "",
  formIssuedAt: pageView(n),
  ...more,
});
const meta = { clientKey: "203.0.113.9" };

describe.each(testBackends)("the booking desk on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let now: Date;
  const desk = (onlinePayments = false) => testBookingDesk(db, store, { onlinePayments, now: () => now });

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, ["email"]);
    now = new Date("2026-11-29T08:00:00.000Z");
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("saves the record, then holds a seat priced from our fee, never the form's", async () => {
    const batch = bookableBatch();
    const outcome = await desk().book(batch, { ...visitor(1), fee_paise: "100", totalPaise: "1" }, meta);
    expect(outcome).toMatchObject({ kind: "held" });
    const id = (outcome as { id: string }).id;
    expect(outcome).toEqual({ kind: "held", id, redirectTo: `/it-training/booking/${id}` });

    const record = await store.get(id);
    expect(record).toMatchObject({
      kind: "booking",
      source: "booking",
      name: "Visitor 1",
      courseInterest: "CCNA",
      subject: `Booking: ${CCNA_NAME}`,
    });
    // Sales are told as for any record; the visitor gets how to pay now, and a reminder before the hold ends.
    expect(record?.deliveries.map((d) => d.destination)).toEqual(["email", "hold-notice", "hold-reminder"]);
    expect(record?.deliveries.find((d) => d.destination === "hold-reminder")?.nextAttemptAt).toBe(
      "2026-11-30T20:00:00.000Z",
    );
    const view = await desk().view(id);
    expect(view).toMatchObject({
      state: "awaiting_office",
      plan: "full",
      paymentMode: "offline",
      taxablePaise: 2_500_000,
      igstPaise: 450_000,
      cgstPaise: 0,
      totalPaise: 2_950_000,
      billingState: "Karnataka",
      // An offline hold lasts 48 hours: nobody pays at the office in 15 minutes.
      holdUntil: "2026-12-01T08:00:00.000Z",
    });
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 2 });
  });

  it("charges the deposit and its GST within Tamil Nadu, and sends online bookings to pay", async () => {
    const outcome = await desk(true).book(
      bookableBatch(),
      visitor(2, { billingState: "Tamil Nadu", plan: "deposit", gstin: "33aakca1234f1z7" }),
      meta,
    );
    const id = (outcome as { id: string }).id;
    expect(outcome).toEqual({ kind: "held", id, redirectTo: `/it-training/booking/${id}/pay` });
    expect(await desk().view(id)).toMatchObject({
      plan: "deposit",
      paymentMode: "online",
      taxablePaise: 500_000,
      cgstPaise: 45_000,
      sgstPaise: 45_000,
      totalPaise: 590_000,
      gstin: "33AAKCA1234F1Z7",
    });
  });

  it("makes one booking of a fill sent twice", async () => {
    const batch = bookableBatch();
    const first = await desk().book(batch, visitor(3), meta);
    const again = await desk().book(batch, visitor(3), meta);
    expect(again).toEqual(first);
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 2 });
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const outcome = await desk().book(
      bookableBatch(),
      visitor(4, { email: "nope", gstin: "29AAKCA1234F1ZW", billingState: "Kerala" }),
      meta,
    );
    expect(outcome).toEqual({
      kind: "invalid",
      status: 400,
      fieldErrors: {
        email: "Email address is invalid.",
        gstin: "This GSTIN is registered in another state: its first two digits are its state's code.",
      },
    });
    expect((await store.list({})).total).toBe(0);
  });

  it("keeps a visitor who finds no seat as an enquiry, and puts them on the waiting list in one step", async () => {
    const batch = bookableBatch({ ...CCNA_BATCH, seats: 1 });
    expect(await desk().book(batch, visitor(5), meta)).toMatchObject({ kind: "held" });
    const late = await desk().book(batch, visitor(6), meta);
    expect(late).toMatchObject({ kind: "no-seat" });
    const recordId = (late as { recordId: string }).recordId;
    expect(await store.get(recordId)).toMatchObject({
      kind: "enquiry",
      subject: `Booking attempt, no seat left: ${CCNA_NAME}`,
      name: "Visitor 6",
    });
    expect(await desk().view(recordId)).toBeUndefined();

    const joined = await desk().joinWaitingList(batch, { recordId, formIssuedAt: pageView(6) }, meta);
    expect(joined).toEqual({ kind: "joined", id: recordId });
    expect(await store.get(recordId)).toMatchObject({
      kind: "enquiry",
      subject: `Waiting list: ${CCNA_NAME}`,
    });
    expect((await store.list({})).total).toBe(2);
  });

  it("takes a full batch's waiting list as a new enquiry", async () => {
    const batch = bookableBatch({ ...CCNA_BATCH, status: "full" });
    const outcome = await desk().joinWaitingList(batch, visitor(7), meta);
    const id = (outcome as { id: string }).id;
    expect(await store.get(id)).toMatchObject({
      kind: "enquiry",
      source: "booking",
      subject: `Waiting list: ${CCNA_NAME}`,
    });
    expect(await desk().joinWaitingList(batch, { name: "X", formIssuedAt: pageView(9) }, meta)).toMatchObject(
      {
        kind: "invalid",
      },
    );
  });

  it("shows a hold as ended once its time has passed, and frees its seat", async () => {
    const batch = bookableBatch();
    const { id } = (await desk(true).book(batch, visitor(8), meta)) as { id: string };
    now = new Date("2026-11-29T08:15:00.001Z");
    expect(await desk().view(id)).toMatchObject({ state: "expired" });
    expect(await desk().seatsLeft([batch])).toEqual({ [batch.key]: 3 });
    expect(await desk().view("not-a-uuid")).toBeUndefined();
  });
});

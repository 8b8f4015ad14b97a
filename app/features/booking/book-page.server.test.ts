import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { enteredBatches } from "#app/features/batches/calendar-event.server.ts";
import {
  CCNA_BATCH,
  CCNA_KEY,
  contentWith,
  TEST_FORM_TOKENS,
  testBookingDesk,
  weekAfter,
} from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import type { Batch } from "#app/content/live/schema.ts";
import { bookPageAction, bookPageLoader } from "./book-page.server";
import { bookingPageLoader } from "./booking-page.server";
import { seatsOf } from "./seats.server";
import { loader as seatsLeftLoader } from "#app/routes/it-training.seats-left.ts";

const KEY = CCNA_KEY;
const PAGE = `http://localhost/it-training/book/${KEY}`;
const post = (fields: Record<string, string>) =>
  new Request(`http://localhost/it-training/book/${KEY}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
const typed = {
  name: "Asha Raman",
  email: "asha@example.in",
  phone: "+91 98400 12345",
  billingState: "Kerala",
  gstin: "",
  formIssuedAt: TEST_FORM_TOKENS.issue(),
};

/** What a thrown or returned react-router `data()` carries. */
const unwrap = (value: unknown) =>
  value as { data: Record<string, unknown>; init: { status?: number } | null };

describe.each(testBackends)("the booking page's loader and action on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;

  const contextFor = (batch: Batch = CCNA_BATCH): AppLoadContext => {
    const desk = testBookingDesk(db, store);
    const meta = { clientKey: "203.0.113.9" };
    return {
      liveContent: async () => ({ version: 1, content: contentWith(batch) }),
      bookings: {
        onlinePayments: false,
        seatsLeft: desk.seatsLeft,
        view: desk.view,
        offer: desk.offer,
        book: (b, input) => desk.book(b, input, meta),
        joinWaitingList: (b, input) => desk.joinWaitingList(b, input, meta),
      },
    } as AppLoadContext;
  };

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, []);
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("shows the seats left, read at each request, and a 404 for a batch it does not list", async () => {
    const context = contextFor();
    expect(await bookPageLoader(context, KEY, PAGE)).toMatchObject({ left: 3, full: false, closed: false });
    await bookPageAction(post(typed), context, KEY);
    expect(await bookPageLoader(context, KEY, PAGE)).toMatchObject({ left: 2, full: false });
    const thrown = await bookPageLoader(
      context,
      CCNA_KEY.replace(CCNA_BATCH.startDate, weekAfter(CCNA_BATCH.startDate)),
      PAGE,
    ).catch((e: unknown) => e);
    expect(unwrap(thrown).init?.status).toBe(404);
  });

  it("sends a booking on to its page with a 303, and its page shows the bank details", async () => {
    const response = (await bookPageAction(post(typed), contextFor(), KEY)) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/it-training\/booking\/[0-9a-f-]{36}$/);
    const page = await bookingPageLoader(contextFor(), location.split("/").pop());
    expect(page).toMatchObject({
      course: "CCNA",
      booking: { state: "awaiting_office", totalPaise: 2_950_000, name: "Asha Raman" },
      billing: { upiId: "arivutech@hdfcbank", ifsc: "HDFC0001234" },
    });
    const unknown = await bookingPageLoader(contextFor(), "00000000-0000-4000-8000-000000000000").catch(
      (e) => e,
    );
    expect(unwrap(unknown).init?.status).toBe(404);
  });

  it("answers bad input with its messages and everything typed, never a 500", async () => {
    const reply = unwrap(
      await bookPageAction(post({ ...typed, phone: "12", gstin: "32AAKCA1234F1Z" }), contextFor(), KEY),
    );
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({
      fieldErrors: {
        phone: "Enter a phone number of 10 to 15 digits, like +91 98400 12345.",
        gstin: "A GSTIN has 15 characters, like 33ABCDE1234F1Z7.",
      },
      values: { ...typed, phone: "12", gstin: "32AAKCA1234F1Z" },
    });
    const empty = unwrap(
      await bookPageAction(
        new Request(`http://localhost/it-training/book/${KEY}`, { method: "POST", body: "not a form" }),
        contextFor(),
        KEY,
      ),
    );
    expect(empty.init?.status).toBe(400);
  });

  it("offers the waiting list in place, with what was typed, when no seat is left", async () => {
    const reply = unwrap(
      await bookPageAction(post(typed), contextFor({ ...CCNA_BATCH, status: "full" }), KEY),
    );
    expect(reply.init?.status).toBe(409);
    expect(reply.data).toMatchObject({ noSeat: { recordId: expect.any(String) }, values: typed });
  });

  it("gives the calendar each bookable batch's seats, full when marked so or none is left", async () => {
    const full = { ...CCNA_BATCH, startDate: weekAfter(CCNA_BATCH.startDate), status: "full" as const };
    const onRequest = {
      ...CCNA_BATCH,
      startDate: weekAfter(CCNA_BATCH.startDate, 2),
      fee: "Contact for Pricing",
    };
    const content = { ...contentWith(), batches: [CCNA_BATCH, full, onRequest] };
    const seats = await seatsOf(contextFor(), enteredBatches(content), content.courses);
    expect(seats).toEqual({
      [KEY]: { left: 3, full: false },
      [CCNA_KEY.replace(CCNA_BATCH.startDate, full.startDate)]: { left: 3, full: true },
    });
  });

  it("answers the seats left live at /it-training/seats-left, for the pages prerendered without them", async () => {
    const context = contextFor();
    const read = async () => {
      const res = await seatsLeftLoader({
        context,
        request: new Request("http://localhost/"),
        params: {},
      } as never);
      return { cache: res.headers.get("Cache-Control"), seats: await res.json() };
    };
    expect(await read()).toEqual({ cache: "no-store", seats: { [KEY]: { left: 3, full: false } } });
    await bookPageAction(post(typed), context, KEY);
    expect((await read()).seats).toEqual({ [KEY]: { left: 2, full: false } });
  });
});

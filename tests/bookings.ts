/**
 * Bookings for tests: a bookable batch as the calendar lists it (CCNA_BATCH, contentWith),
 * content published with it, and bookings as the booking page stores them: the inbox record
 * (kind "booking") and its bookings row of the same id, either written as is (seedBooking) or
 * with its seat held (bookSeat).
 */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import type { Supplier } from "#server/bookings/invoice.ts";
import { holdSeat, type NewBooking } from "#server/bookings/seats.ts";
import { createBookingDesk } from "#server/bookings/booking-desk.ts";
import { holderOf, type HoldLimits } from "#server/bookings/hold-limits.ts";
import { createFormTokens } from "#server/leads/form-token.ts";
import { memoryLimiter } from "#server/http/rate-limit.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "#app/content/live/apply.ts";
import { listedBatches } from "#app/content/live/batches.ts";
import { bookable, type BookableBatch } from "#app/content/live/bookable.ts";
import type { Batch, SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { todayInIst } from "#common/ist-time.ts";

/** A Saturday five to six weeks from today (IST): always upcoming, whenever the tests run. */
function saturdayAhead(): string {
  const day = new Date(`${todayInIst()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 35 + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/** CCNA on a weekend, ₹25,000, with a ₹5,000 seat deposit. */
export const CCNA_BATCH: Batch = {
  courseId: "ccna",
  startDate: saturdayAhead(),
  mode: "classroom",
  timing: "weekend",
  seats: 3,
  fee: "₹25,000",
  status: "open",
};

/** The seed content with `batch` entered and the CCNA deposit set. */
export function contentWith(batch: Batch = CCNA_BATCH, deposit = "₹5,000"): SiteContent {
  const content = seedContent();
  return {
    ...content,
    batches: [batch],
    courses: content.courses.map((c) => (c.id === batch.courseId ? { ...c, deposit } : c)),
  };
}

export function bookableBatch(batch: Batch = CCNA_BATCH, deposit = "₹5,000"): BookableBatch {
  const content = contentWith(batch, deposit);
  const [listed] = listedBatches(content.batches, withFees(courseGroups, content.courses), todayInIst());
  return bookable(listed, content.courses)!;
}

/** The test batch's key (such as "ccna-2027-01-09-weekend") and name in records ("CCNA, Sat, 9 Jan 2027 weekend batch"): its date moves with today. */
export const CCNA_KEY = batchKeyOf({ ...CCNA_BATCH, type: "Weekend" });
export const CCNA_NAME = `CCNA, ${formatStartDate(CCNA_BATCH.startDate)} weekend batch`;

/** A week after the test batch's start, for a second batch of the same course. */
export function weekAfter(date: string, weeks = 1): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * weeks);
  return day.toISOString().slice(0, 10);
}

export const TEST_SUPPLIER: Supplier = {
  legalName: "Arivu Technologies Private Limited",
  address: ["4th Floor, Sigma Tower, 142 Rajiv Gandhi Salai", "Thoraipakkam, Chennai, Tamil Nadu 600097"],
  gstin: "33AAECA1234F1ZD",
  state: "Tamil Nadu",
};

/** ₹25,000 + 18% GST within Tamil Nadu. */
export const TEST_TOTAL_PAISE = 2_950_000;

/** A CCNA seat booked from Tamil Nadu: ₹25,000 + CGST + SGST = ₹29,500, as holdSeat is given it. */
function newBooking(id: string, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    id,
    batch_key: "ccna-2026-12-07-weekend",
    course_id: "ccna",
    start_date: "2026-12-07",
    plan: "full",
    payment_mode: "offline",
    fee_paise: 2_500_000,
    taxable_paise: 2_500_000,
    cgst_paise: 225_000,
    sgst_paise: 225_000,
    igst_paise: 0,
    total_paise: TEST_TOTAL_PAISE,
    billing_state: "Tamil Nadu",
    gstin: null,
    ...overrides,
  };
}

/** The same seat as a stored row: awaiting its payment at the office, with its hold running. */
export function bookingRow(id: string, overrides: Partial<Insertable<BookingsTable>> = {}) {
  const now = new Date().toISOString();
  const holdUntil = new Date(Date.now() + 15 * 60_000).toISOString();
  return {
    ...newBooking(id),
    state: overrides.payment_mode === "online" ? "held" : "awaiting_office",
    hold_until: holdUntil,
    hold_limit: overrides.hold_until ?? holdUntil,
    client_hash: null,
    email_hash: null,
    phone_hash: null,
    payment_link_id: null,
    payment_link_url: null,
    payment_id: null,
    paid_at: null,
    paid_paise: 0,
    refunded_paise: 0,
    invoice_number: null,
    invoice_date: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  } satisfies Insertable<BookingsTable>;
}

/** The inbox record a booking hangs off, as the lead store saves it. Gives its id. */
async function saveBookingRecord(
  db: Db,
  {
    id = randomUUID(),
    name = "Priya Raman",
    email = "priya@example.in",
    at = new Date(),
  }: { id?: string; name?: string; email?: string; at?: Date } = {},
): Promise<string> {
  const when = at.toISOString();
  await db
    .insertInto("submissions")
    .values({
      id,
      kind: "booking",
      idempotency_key: id,
      name,
      email,
      phone: "+91 98840 12345",
      interest_type: "IT Training",
      course_interest: "CCNA",
      subject: null,
      message: "Booking a seat in the CCNA batch starting 7 Dec 2026",
      service: null,
      consent_version: "2026-10",
      consent_at: when,
      source: "booking",
      created_at: when,
      search_text: `${name} ${email}`.toLowerCase(),
      spam_reasons: null,
      traffic_source: "direct",
      first_landing_page: null,
      first_referrer: null,
      first_seen_at: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      gclid: null,
      fbclid: null,
      msclkid: null,
      landing_page: null,
      page: null,
      owner_id: null,
      follow_up_at: null,
      last_activity_at: when,
      read_at: null,
    })
    .execute();
  return id;
}

/** Stores a booking (its record and its row, pending unless told) without asking for a seat. Gives the id. */
export async function seedBooking(
  db: Db,
  { name, email, ...overrides }: Partial<Insertable<BookingsTable>> & { name?: string; email?: string } = {},
): Promise<string> {
  const id = await saveBookingRecord(db, { id: overrides.id, name, email });
  await db.insertInto("bookings").values(bookingRow(id, overrides)).execute();
  return id;
}

/** The form tokens the test desk checks: a page view's token is `TEST_FORM_TOKENS.issue()`. */
export const TEST_FORM_TOKENS = createFormTokens();

/** Limits on live holds no test reaches unless it says so. */
export const ROOMY_LIMITS: HoldLimits = { perBatch: 1000, overall: 1000 };

/** The booking desk on `db` and `store`: online holds of 15 minutes, offline of 48 hours, payment at the office unless told. */
export function testBookingDesk(
  db: Db,
  store: LeadStore,
  {
    onlinePayments = false,
    now,
    holdLimits = ROOMY_LIMITS,
  }: { onlinePayments?: boolean; now?: () => Date; holdLimits?: HoldLimits } = {},
) {
  return createBookingDesk({
    db,
    store,
    limits: {
      soft: memoryLimiter({ limit: 100, windowMs: 60_000 }),
      hard: memoryLimiter({ limit: 100, windowMs: 60_000 }),
    },
    formTokens: TEST_FORM_TOKENS,
    holdLimits,
    holdMinutes: 15,
    offlineHoldHours: 48,
    offlineReminderHours: 12,
    onlinePayments,
    now,
  });
}

/** Publishes `content` as the newest version, as the content editor would; every instance shows it within a second. */
async function publishContent(db: Db, content: SiteContent): Promise<void> {
  const last = await db
    .selectFrom("content_versions")
    .select("version")
    .orderBy("version", "desc")
    .executeTakeFirst();
  await db
    .insertInto("content_versions")
    .values({
      version: Number(last?.version ?? 0) + 1,
      data: JSON.stringify(content),
      published_by: "marketing@arivu.in",
      published_at: new Date().toISOString(),
      note: null,
    })
    .execute();
}

/** Publishes the seed content with the test batch, of `seats` seats. */
export async function publishTestBatch(db: Db, seats: number): Promise<void> {
  await publishContent(db, contentWith({ ...CCNA_BATCH, seats }));
}

/**
 * A pending online booking of `batch_key` (the test batch, CCNA_BATCH, unless told) holding its seat from
 * `now` when fewer than `seats` are taken; undefined when none is left.
 */
export async function bookSeat(
  db: Db,
  {
    now = new Date(),
    seats = 5,
    holdMinutes = 15,
    email = "priya@example.in",
    ...booking
  }: { now?: Date; seats?: number; holdMinutes?: number; email?: string } & Partial<NewBooking> = {},
): Promise<string | undefined> {
  const id = await saveBookingRecord(db, { email, at: now });
  const held = await holdSeat(
    db,
    newBooking(id, {
      batch_key: CCNA_KEY,
      start_date: CCNA_BATCH.startDate,
      payment_mode: "online",
      ...booking,
    }),
    { seats, holdMinutes, now, holder: holderOf(`test-${id}`, email, ""), limits: ROOMY_LIMITS },
  );
  return held.held ? id : undefined;
}

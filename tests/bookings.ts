/**
 * Bookings for tests, as the booking page stores them: the inbox record (kind "booking") and
 * its bookings row of the same id, either written as is (seedBooking) or with its seat held
 * (bookSeat); and content published with a bookable batch.
 */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import type { Supplier } from "#server/bookings/invoice.ts";
import { holdSeat, type NewBooking } from "#server/bookings/seats.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";

export const TEST_SUPPLIER: Supplier = {
  legalName: "Arivu Technologies Private Limited",
  address: ["4th Floor, Sigma Tower, 142 Rajiv Gandhi Salai", "Thoraipakkam, Chennai, Tamil Nadu 600097"],
  gstin: "33AAECA1234F1Z5",
  state: "Tamil Nadu",
};

/** ₹25,000 + 18% GST within Tamil Nadu. */
export const TEST_TOTAL_PAISE = 2_950_000;

/** A CCNA seat booked from Tamil Nadu: ₹25,000 + CGST + SGST = ₹29,500, as holdSeat is given it. */
export function newBooking(id: string, overrides: Partial<NewBooking> = {}): NewBooking {
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

/** The same seat as a stored row: pending with its hold running. */
export function bookingRow(id: string, overrides: Partial<Insertable<BookingsTable>> = {}) {
  const now = new Date().toISOString();
  return {
    ...newBooking(id),
    state: "pending",
    hold_until: new Date(Date.now() + 15 * 60_000).toISOString(),
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
export async function saveBookingRecord(
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

/** The batch the payment tests publish and book. */
export const TEST_BATCH = { courseId: "ccna", startDate: "2027-01-09", timing: "weekend" } as const;
export const TEST_BATCH_KEY = "ccna-2027-01-09-weekend";

/** Publishes `content` as the newest version, as the content editor would; every instance shows it within a second. */
export async function publishContent(db: Db, content: SiteContent): Promise<void> {
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

/** Publishes the seed content with the test batch of `seats` seats. */
export async function publishTestBatch(db: Db, seats: number): Promise<void> {
  const batch = { ...TEST_BATCH, mode: "classroom" as const, seats, fee: "", status: "open" as const };
  await publishContent(db, { ...seedContent(), batches: [batch] });
}

/**
 * A pending online booking of `batch_key` (the test batch unless told) holding its seat from
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
      batch_key: TEST_BATCH_KEY,
      start_date: TEST_BATCH.startDate,
      payment_mode: "online",
      ...booking,
    }),
    { seats, holdMinutes, now },
  );
  return held.held ? id : undefined;
}

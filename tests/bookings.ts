/** Bookings for tests: a record and its held seat as the booking page stores them, and a published batch. */
import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import { holdSeat, type NewBooking } from "#server/bookings/seats.ts";
import { seedContent } from "#app/content/live/seed.ts";

export const TEST_BATCH = { courseId: "ccna", startDate: "2027-01-09", timing: "weekend" } as const;
export const TEST_BATCH_KEY = "ccna-2027-01-09-weekend";
/** ₹25,000 + 18% GST within Tamil Nadu. */
export const TEST_TOTAL_PAISE = 2_950_000;

/** Publishes the seed content with the test batch of `seats` seats, as the content editor would. */
export async function publishTestBatch(db: Db, seats: number): Promise<void> {
  const content = seedContent();
  const batch = { ...TEST_BATCH, mode: "classroom", seats, fee: "", status: "open" };
  const last = await db
    .selectFrom("content_versions")
    .select("version")
    .orderBy("version", "desc")
    .executeTakeFirst();
  await db
    .insertInto("content_versions")
    .values({
      version: Number(last?.version ?? 0) + 1,
      data: JSON.stringify({ ...content, batches: [batch] }),
      published_by: "marketing@arivu.in",
      published_at: new Date().toISOString(),
      note: null,
    })
    .execute();
}

/** A pending booking of the test batch holding its seat from `now` (seats as published), or undefined when none is left. */
export async function bookSeat(
  db: Db,
  { now = new Date(), seats = 5, holdMinutes = 15, email = "priya@example.in" } = {},
): Promise<string | undefined> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("submissions")
    .values({
      id,
      kind: "booking",
      idempotency_key: id,
      name: "Priya Raman",
      email,
      phone: "+91 98840 12345",
      interest_type: "IT Training",
      course_interest: "CCNA",
      subject: null,
      message: `Booking: ${TEST_BATCH_KEY}`,
      service: null,
      consent_version: "2026-10",
      consent_at: at,
      source: "booking",
      created_at: at,
      search_text: "priya raman",
      spam_reasons: null,
      traffic_source: null,
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
      last_activity_at: null,
      read_at: null,
    })
    .execute();
  const booking: NewBooking = {
    id,
    batch_key: TEST_BATCH_KEY,
    course_id: TEST_BATCH.courseId,
    start_date: TEST_BATCH.startDate,
    plan: "full",
    payment_mode: "online",
    fee_paise: 2_500_000,
    taxable_paise: 2_500_000,
    cgst_paise: 225_000,
    sgst_paise: 225_000,
    igst_paise: 0,
    total_paise: TEST_TOTAL_PAISE,
    billing_state: "Tamil Nadu",
    gstin: null,
  };
  const held = await holdSeat(db, booking, { seats, holdMinutes, now });
  return held.held ? id : undefined;
}

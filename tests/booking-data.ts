import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import type { Supplier } from "#server/bookings/invoice.ts";

export const TEST_SUPPLIER: Supplier = {
  legalName: "Arivu Technologies Private Limited",
  address: ["4th Floor, Sigma Tower, 142 Rajiv Gandhi Salai", "Thoraipakkam, Chennai, Tamil Nadu 600097"],
  gstin: "33AAECA1234F1Z5",
  state: "Tamil Nadu",
};

/** A CCNA seat booked from Tamil Nadu: ₹25,000 + CGST + SGST = ₹29,500, pending with its hold running. */
export function bookingRow(id: string, overrides: Partial<Insertable<BookingsTable>> = {}) {
  const now = new Date().toISOString();
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
    total_paise: 2_950_000,
    billing_state: "Tamil Nadu",
    gstin: null,
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

/**
 * Stores a booking as the booking page does: its inbox record (kind "booking") and its
 * bookings row of the same id. Gives the id.
 */
export async function seedBooking(
  db: Db,
  {
    name = "Priya Raman",
    email = "priya@example.in",
    ...overrides
  }: Partial<Insertable<BookingsTable>> & { name?: string; email?: string } = {},
): Promise<string> {
  const id = overrides.id ?? randomUUID();
  const now = new Date().toISOString();
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
      consent_at: now,
      source: "booking",
      created_at: now,
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
      last_activity_at: now,
      read_at: null,
    })
    .execute();
  await db.insertInto("bookings").values(bookingRow(id, overrides)).execute();
  return id;
}

import { istTime } from "#common/ist-time.ts";
import type { BookingRow, InboxBookings } from "#server/bookings/inbox-bookings.ts";
import type { Activity, LeadStore, StoredSubmission } from "#server/leads/types.ts";
import { toCsv } from "./csv";
import type { OfficeHours } from "#server/reports/office-hours.ts";
import { storeFilter, type FilterContext, type InboxFilter } from "./filters";

export const CSV_HEADER = [
  "Received (IST)",
  "Received (UTC)",
  "Type",
  "Source",
  "Name",
  "Email",
  "Phone",
  "Interest",
  "Course",
  "Service",
  "Subject",
  "Message",
  "Consent version",
  "Consent given (UTC)",
  "Deliveries",
  "Reference",
  // Added with the pipeline and attribution; appended so existing spreadsheets keep their columns.
  "Status",
  "Traffic source",
  "First landing page",
  "First referrer",
  "First seen",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "gclid",
  "fbclid",
  "msclkid",
  "Landing page",
  "Sent from page",
  // Added with owners and follow-ups.
  "Owner",
  "Follow-up (IST)",
  "Last activity (UTC)",
  "Notes",
  // Added with bookings (empty for other records); amounts in rupees, as numbers.
  "Batch",
  "Plan",
  "Total (INR)",
  "Payment state",
  "Payment id",
  "Invoice number",
  "Refunded (INR)",
  // Added with the course choice: what a visitor wrote for "Other" (this CSV is for sales).
  "Course wanted (Other)",
];

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A booking's columns, or as many empty cells. */
function bookingCells(b: BookingRow | undefined): string[] {
  if (!b) return ["", "", "", "", "", "", ""];
  return [
    b.batch_key,
    b.plan,
    rupees(b.total_paise),
    b.state,
    b.payment_id ?? "",
    b.invoice_number ?? "",
    rupees(Number(b.refunded_paise)),
  ];
}

function deliveriesText(s: StoredSubmission): string {
  if (!s.deliveries.length) return "not forwarded (no destination set)";
  return s.deliveries
    .map((d) => `${d.destination}: ${d.status} (${d.attempts} ${d.attempts === 1 ? "attempt" : "attempts"})`)
    .join("; ");
}

/** Each note on its own line: "21 Nov 2026, 10:00 IST, priya@arivu.in: Called back". */
function notesText(notes: Activity[]): string {
  return notes.map((n) => `${istTime(n.createdAt)}${n.actor ? `, ${n.actor}` : ""}: ${n.body}`).join("\n");
}

export function csvRow(s: StoredSubmission, notes: Activity[] = [], booking?: BookingRow): string[] {
  const a = s.attribution ?? {};
  return [
    istTime(s.createdAt),
    s.createdAt,
    s.kind,
    s.source,
    s.name,
    s.email,
    s.phone ?? "",
    s.interestType ?? "",
    s.courseInterest ?? "",
    s.service ?? "",
    s.subject ?? "",
    s.message,
    s.consentVersion,
    s.consentAt,
    deliveriesText(s),
    s.id,
    s.status,
    s.trafficSource,
    a.firstLandingPage ?? "",
    a.firstReferrer ?? "",
    a.firstSeenAt ?? "",
    a.utmSource ?? "",
    a.utmMedium ?? "",
    a.utmCampaign ?? "",
    a.utmTerm ?? "",
    a.utmContent ?? "",
    a.gclid ?? "",
    a.fbclid ?? "",
    a.msclkid ?? "",
    a.landingPage ?? "",
    a.page ?? "",
    s.owner ? s.owner.name || s.owner.email : "",
    istTime(s.followUpAt),
    s.lastActivityAt,
    notesText(notes),
    ...bookingCells(booking),
    s.courseOther ?? "",
  ];
}

/** Every record matching the filters (Today and Mine are `me`'s), as CSV rows, fetched in store-sized pages. */
async function allMatching(
  store: Pick<LeadStore, "list" | "notes">,
  f: InboxFilter,
  who: FilterContext,
  bookings?: Pick<InboxBookings, "many">,
): Promise<string[][]> {
  const out: string[][] = [];
  const limit = 500;
  for (let offset = 0; offset < 100_000; offset += limit) {
    const { items, total } = await store.list({ ...storeFilter(f, who), limit, offset });
    const ids = items.map((s) => s.id);
    const [notes, booked] = await Promise.all([store.notes(ids), bookings?.many(ids) ?? new Map()]);
    out.push(...items.map((s) => csvRow(s, notes.get(s.id), booked.get(s.id))));
    if (items.length < limit || out.length >= total) break;
  }
  return out;
}

/** The CSV download of the inbox as filtered, named with today's date. */
export async function exportCsv(
  store: Pick<LeadStore, "list" | "notes">,
  f: InboxFilter,
  now = new Date(),
  me?: string,
  bookings?: Pick<InboxBookings, "many">,
  officeHours?: OfficeHours,
): Promise<Response> {
  const rows = await allMatching(store, f, { me, now, officeHours }, bookings);
  // The byte-order mark lets spreadsheet programs read Tamil and other non-Latin names correctly.
  return new Response(`\uFEFF${toCsv([CSV_HEADER, ...rows])}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="arivu-enquiries-${now.toISOString().slice(0, 10)}.csv"`,
    },
  });
}

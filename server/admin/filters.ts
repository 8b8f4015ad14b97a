import { interestTypes } from "#common/enquiry/enquiry-fields.ts";
import {
  leadStatuses,
  type InboxSort,
  type InboxView,
  type LeadStatus,
  type SubmissionFilter,
  type SubmissionKind,
  submissionKinds,
} from "#server/leads/types.ts";
import { todayInIst } from "#common/ist-time.ts";
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "#server/reports/office-hours.ts";
import { funnelStages, origins, type FunnelStage, type Origin } from "#server/leads/report-terms.ts";

export const inboxViews = ["today", "mine", "all"] as const satisfies readonly InboxView[];
const officeSides = ["inside", "outside"] as const;
export const inboxSorts = ["received", "activity", "follow-up"] as const satisfies readonly InboxSort[];

/** The inbox's filters as they appear in its query string (no status: every status but spam). */
export type InboxFilter = {
  /** Unset: Today on a phone, All elsewhere (list.server.ts); a status means All. */
  view?: InboxView;
  status?: LeadStatus;
  type?: SubmissionKind;
  interest?: string;
  /** StoredSubmission.trafficSource. */
  source?: string;
  /** utm_campaign. */
  campaign?: string;
  /** The report's filters (server/leads/report-terms.ts): where from, which course, how far, released spam. */
  origin?: Origin;
  course?: string;
  reached?: FunnelStage;
  released?: "1";
  /** Who gave the first answer: a staff email, "anyone" or "nobody" (report-terms.ts answeredBy). */
  answered?: string;
  /** The record reached sales inside or outside the office hours. */
  hours?: "inside" | "outside";
  /** Bookings paid for. */
  paid?: "1";
  /** Bookings of a course id, or "any". */
  booked?: string;
  /** Paid bookings of a batch (its key). */
  seat?: string;
  /** IST days, yyyy-mm-dd. */
  from?: string;
  to?: string;
  q?: string;
  /** Unset: newest received first. */
  sort?: InboxSort;
  page: number;
};

type Query = URLSearchParams | Record<string, unknown>;

const isDate = (v: unknown): v is string =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const short = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 200) || undefined : undefined);

/** Reads the query; anything unknown or malformed is ignored rather than an error. */
export function parseFilter(query: Query): InboxFilter {
  const get = (key: string): unknown =>
    query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  const page = Number.parseInt(short(get("page")) ?? "1", 10);
  const type = get("type");
  return {
    view: inboxViews.find((v) => v === get("view")),
    status: leadStatuses.find((s) => s === get("status")),
    type: submissionKinds.find((k) => k === type),
    interest: interestTypes.find((t) => t === get("interest")),
    source: short(get("source")),
    campaign: short(get("campaign")),
    origin: origins.find((o) => o === get("origin")),
    course: short(get("course")),
    reached: funnelStages.find((s) => s === get("reached")),
    released: get("released") === "1" ? "1" : undefined,
    answered: short(get("answered")),
    hours: officeSides.find((h) => h === get("hours")),
    paid: get("paid") === "1" ? "1" : undefined,
    booked: short(get("booked")),
    seat: short(get("seat")),
    from: isDate(get("from")) ? (get("from") as string) : undefined,
    to: isDate(get("to")) ? (get("to") as string) : undefined,
    q: short(get("q")),
    sort: inboxSorts.find((v) => v === get("sort") && v !== "received"),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The IST day of `now`, and the instant it ends (the Today view's follow-ups are due by then). */
export function endOfIstDay(now: Date): string {
  const day = todayInIst(now);
  return new Date(`${day}T23:59:59.999+05:30`).toISOString();
}

/** Who asks, and the office hours the content gives now (the default hours when not given). */
export type FilterContext = { me?: string; now?: Date; officeHours?: OfficeHours };

/**
 * The store's filter. Dates are days in IST, where the sales team works. The Today and Mine
 * views are the signed-in person's (`me`); Today's follow-ups are those due by the end of `now`'s day.
 */
export function storeFilter(f: InboxFilter, who: FilterContext = {}): SubmissionFilter {
  const view = f.status ? "all" : f.view;
  return {
    view: view === "all" ? undefined : view,
    me: who.me,
    dueBy: who.me ? endOfIstDay(who.now ?? new Date()) : undefined,
    sort: f.sort,
    kind: f.type,
    status: f.status,
    interestType: f.interest,
    trafficSource: f.source,
    utmCampaign: f.campaign,
    origin: f.origin,
    course: f.course,
    reached: f.reached,
    released: f.released === "1" || undefined,
    answeredBy: f.answered,
    arrived: f.hours && { inside: f.hours === "inside", hours: who.officeHours ?? DEFAULT_OFFICE_HOURS },
    paid: f.paid === "1" || undefined,
    bookedCourse: f.booked,
    seatIn: f.seat,
    from: f.from && `${f.from}T00:00:00.000+05:30`,
    to: f.to && `${f.to}T23:59:59.999+05:30`,
    q: f.q,
  };
}

/**
 * "?status=new&type=lead&..." for links that keep the filters, with `change` applied (a key set
 * to undefined drops it); empty when nothing is left. Any change but the page goes back to page 1.
 */
export function filterQuery(f: InboxFilter, change: Partial<InboxFilter> = {}): string {
  const next = { ...f, ...change };
  if (!("page" in change) && Object.keys(change).length > 0) next.page = 1;
  const params = new URLSearchParams();
  for (const key of [
    "view",
    "status",
    "type",
    "interest",
    "source",
    "campaign",
    "origin",
    "course",
    "reached",
    "released",
    "answered",
    "hours",
    "paid",
    "booked",
    "seat",
    "from",
    "to",
    "q",
    "sort",
  ] as const) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  if (next.page && next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

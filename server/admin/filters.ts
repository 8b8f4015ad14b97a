import { interestTypes } from "../../app/features/contact/enquiry-fields";
import type { SubmissionFilter, SubmissionKind } from "../leads/types";

/** The inbox's filters as they appear in its query string. */
export type InboxFilter = { type?: SubmissionKind; interest?: string; from?: string; to?: string; q?: string; page: number };

const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** Reads the query; anything unknown or malformed is ignored rather than an error. */
export function parseFilter(query: Record<string, unknown>): InboxFilter {
  const type = text(query.type);
  const interest = text(query.interest);
  const q = text(query.q)?.trim().slice(0, 200);
  const page = Number.parseInt(text(query.page) ?? "1", 10);
  return {
    type: type === "enquiry" || type === "lead" ? type : undefined,
    interest: interestTypes.find((t) => t === interest),
    from: isDate(query.from) ? query.from : undefined,
    to: isDate(query.to) ? query.to : undefined,
    q: q || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The store's filter. Dates are days in IST, where the sales team works. */
export function storeFilter(f: InboxFilter): SubmissionFilter {
  return {
    kind: f.type,
    interestType: f.interest,
    from: f.from && `${f.from}T00:00:00.000+05:30`,
    to: f.to && `${f.to}T23:59:59.999+05:30`,
    q: f.q,
  };
}

/** "?type=lead&..." for links that keep the filters (empty when there are none). */
export function filterQuery(f: InboxFilter, change: { page?: number } = {}): string {
  const params = new URLSearchParams();
  const page = "page" in change ? change.page : f.page;
  for (const [key, value] of Object.entries({ type: f.type, interest: f.interest, from: f.from, to: f.to, q: f.q })) {
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

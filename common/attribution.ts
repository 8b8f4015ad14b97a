/**
 * Where a visitor came from, sent with every enquiry and chat lead (plain data, no zod: the
 * browser's bundle stays small; server/leads/attribution.ts validates and caps it).
 *
 * - first touch: the visit that first brought this browser here, kept for 30 days;
 * - `landingPage`: the first page of this visit;
 * - `page`: the page the form or the chat was sent from.
 * Pages are a path with its query string ("/?utm_source=google"), never a full URL.
 */
export type Attribution = {
  firstLandingPage?: string;
  /** The referring page of the first touch (another site's URL; empty for direct visits). */
  firstReferrer?: string;
  /** ISO time of the first touch. */
  firstSeenAt?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  gclid?: string;
  fbclid?: string;
  msclkid?: string;
  landingPage?: string;
  page?: string;
};

export const attributionFields = [
  "firstLandingPage",
  "firstReferrer",
  "firstSeenAt",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "gclid",
  "fbclid",
  "msclkid",
  "landingPage",
  "page",
] as const satisfies readonly (keyof Attribution)[];

/** Query parameters read on the first touch, and the Attribution field each one fills. */
export const trackedParams = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
  gclid: "gclid",
  fbclid: "fbclid",
  msclkid: "msclkid",
} as const satisfies Record<string, keyof Attribution>;

/** The body field that carries it, on POST /api/enquiries and POST /api/leads. */
export const ATTRIBUTION_FIELD = "attribution";

/** How long the first touch is kept in the browser. */
export const FIRST_TOUCH_DAYS = 30;

/** The first-touch fields read from a page's query string (the no-JavaScript form has only that). */
export function paramsAttribution(search: string): Attribution {
  const params = new URLSearchParams(search);
  const out: Attribution = {};
  for (const [param, field] of Object.entries(trackedParams)) {
    const value = params.get(param);
    if (value) out[field] = value;
  }
  return out;
}

import { FIRST_TOUCH_DAYS, paramsAttribution, trackedParams, type Attribution } from "#common/attribution.ts";

/**
 * The browser side of attribution: the first touch (localStorage, 30 days) and this visit's
 * landing page (sessionStorage), recorded once when the app starts, and read back into the
 * body of an enquiry or a chat lead. Runs on every page: plain code, no dependencies.
 * Storage may be missing or throw (private mode, blocked cookies): nothing here throws, and
 * what could not be stored is kept in memory for as long as the page lives.
 */

export const FIRST_TOUCH_KEY = "arivu:first-touch";
export const LANDING_KEY = "arivu:landing";
/**
 * The first page of this browser session as the early-events script saw it as it was painted,
 * stored when that page is left (app/lib/early-events.ts): `[pathname, search, referrer]`. A
 * visitor who follows a link before that page is live still has it recorded as where the visit began.
 */
export const ARRIVAL_KEY = "arivu:arrival";

/** Longest string kept per field, so a lead with its attribution stays far below the API's body limit. */
export const MAX_PAGE_LENGTH = 500;
export const MAX_PARAM_LENGTH = 150;

const DAY_MS = 24 * 3600_000;

export type VisitLocation = Pick<Location, "pathname" | "search" | "origin">;
export type VisitStorage = Pick<Storage, "getItem" | "setItem">;
export type VisitStores = { local: VisitStorage | null; session: VisitStorage | null };

type FirstTouch = Omit<Attribution, "landingPage" | "page">;

/** What could not be stored: the page's own copy, used only in its place. */
let memory: { firstTouch?: FirstTouch; landing?: string } = {};

/** Forgets the in-memory copy (for tests). */
export function resetCaptureMemory() {
  memory = {};
}

/** localStorage and sessionStorage, or null where reading them throws. */
export function browserStores(): VisitStores {
  return {
    local: safely(() => window.localStorage) ?? null,
    session: safely(() => window.sessionStorage) ?? null,
  };
}

/** A page as a path with its query string, capped. */
export function pagePath(loc: Pick<Location, "pathname" | "search">): string {
  return (loc.pathname + loc.search).slice(0, MAX_PAGE_LENGTH);
}

/** The referring page when it is another site's; empty for direct visits and our own pages. */
export function externalReferrer(referrer: string, origin: string): string {
  if (!referrer) return "";
  const referrerOrigin = safely(() => new URL(referrer).origin);
  if (!referrerOrigin || referrerOrigin === "null" || referrerOrigin === origin) return "";
  return referrer.slice(0, MAX_PAGE_LENGTH);
}

/**
 * Records this visit: a new first touch when there is none or it is older than
 * FIRST_TOUCH_DAYS (a valid one is never overwritten, even by a visit with UTM parameters),
 * and this browser session's landing page, once. Call once when the app starts.
 */
export function recordVisit(
  loc: VisitLocation = window.location,
  referrer: string = document.referrer,
  stores: VisitStores = browserStores(),
  now: Date = new Date(),
): void {
  const arrival = readArrival(stores.session);
  if (arrival) {
    loc = { ...arrival, origin: loc.origin };
    referrer = arrival.referrer;
  }
  const page = pagePath(loc);

  const stored = readFirstTouch(stores.local) ?? memory.firstTouch;
  if (!stored || expired(stored, now)) {
    const firstTouch: FirstTouch = {
      firstLandingPage: page,
      firstReferrer: externalReferrer(referrer, loc.origin),
      firstSeenAt: now.toISOString(),
      ...capParams(paramsAttribution(loc.search)),
    };
    memory.firstTouch = store(stores.local, FIRST_TOUCH_KEY, JSON.stringify(firstTouch))
      ? undefined
      : firstTouch;
  }

  const landing = safely(() => stores.session?.getItem(LANDING_KEY)) ?? memory.landing;
  if (!landing) {
    memory.landing = store(stores.session, LANDING_KEY, page) ? undefined : page;
  }
}

/**
 * The attribution to send now: the first touch, this visit's landing page, and the current
 * page (`loc`, path and query). Never throws; fields that are not known are left out.
 */
export function currentAttribution(
  loc: Pick<Location, "pathname" | "search"> = window.location,
  stores: VisitStores = browserStores(),
): Attribution {
  const out: Attribution = { ...(readFirstTouch(stores.local) ?? memory.firstTouch) };
  const landing = safely(() => stores.session?.getItem(LANDING_KEY)) ?? memory.landing;
  if (landing) out.landingPage = landing.slice(0, MAX_PAGE_LENGTH);
  out.page = pagePath(loc);
  return out;
}

/** The session's first page as the early-events script saw it, if it is there and readable. */
function readArrival(
  storage: VisitStorage | null,
): { pathname: string; search: string; referrer: string } | undefined {
  const parsed = safely(() => JSON.parse(storage?.getItem(ARRIVAL_KEY) ?? "null") as unknown);
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === "string"))
    return undefined;
  const [pathname, search, referrer] = parsed as string[];
  return pathname.startsWith("/") ? { pathname, search, referrer } : undefined;
}

/** The stored first touch, with only its known string fields; null when absent or unreadable. */
function readFirstTouch(storage: VisitStorage | null): FirstTouch | null {
  const raw = safely(() => storage?.getItem(FIRST_TOUCH_KEY));
  if (!raw) return null;
  const parsed = safely(() => JSON.parse(raw) as unknown);
  if (!parsed || typeof parsed !== "object") return null;
  const record = parsed as Record<string, unknown>;
  const out: FirstTouch = {};
  const pages = ["firstLandingPage", "firstReferrer", "firstSeenAt"] as const;
  for (const field of pages) {
    const value = record[field];
    if (typeof value === "string") out[field] = value.slice(0, MAX_PAGE_LENGTH);
  }
  for (const field of Object.values(trackedParams)) {
    const value = record[field];
    if (typeof value === "string" && value) out[field] = value.slice(0, MAX_PARAM_LENGTH);
  }
  return out;
}

function expired(firstTouch: FirstTouch, now: Date): boolean {
  const seen = Date.parse(firstTouch.firstSeenAt ?? "");
  // An unreadable time counts as expired; so does one in the future (a clock set wrong).
  return (
    Number.isNaN(seen) || now.getTime() - seen > FIRST_TOUCH_DAYS * DAY_MS || seen > now.getTime() + DAY_MS
  );
}

function capParams(params: Attribution): Attribution {
  const out: Attribution = {};
  for (const [field, value] of Object.entries(params) as [keyof Attribution, string][])
    out[field] = value.slice(0, MAX_PARAM_LENGTH);
  return out;
}

/** Whether the value was stored. */
function store(storage: VisitStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  return safely(() => (storage.setItem(key, value), true)) ?? false;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

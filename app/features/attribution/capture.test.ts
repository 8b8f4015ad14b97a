import { beforeEach, describe, expect, it } from "vitest";
import {
  ARRIVAL_KEY,
  FIRST_TOUCH_KEY,
  LANDING_KEY,
  MAX_PAGE_LENGTH,
  MAX_PARAM_LENGTH,
  currentAttribution,
  externalReferrer,
  recordVisit,
  resetCaptureMemory,
  type VisitStorage,
  type VisitStores,
} from "./capture";

const origin = "https://www.arivu.example";

/** A Storage with only what capture.ts uses; `broken` throws on every call, as in some private modes. */
function fakeStorage(broken = false): VisitStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem(key) {
      if (broken) throw new DOMException("The operation is insecure.", "SecurityError");
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (broken) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      data.set(key, String(value));
    },
  };
}

function at(pathAndQuery: string) {
  const url = new URL(pathAndQuery, origin);
  return { pathname: url.pathname, search: url.search, origin: url.origin };
}

function browser() {
  const local = fakeStorage();
  return { local, session: fakeStorage() };
}

/** A new browser session (tab closed and opened again): localStorage stays, sessionStorage is new. */
const newSession = (stores: ReturnType<typeof browser>): VisitStores => ({
  local: stores.local,
  session: fakeStorage(),
});

const day = 24 * 3600_000;
const t0 = new Date("2026-11-02T05:00:00.000Z");

beforeEach(() => resetCaptureMemory());

describe("recordVisit and currentAttribution", () => {
  it("records the first touch with the campaign and click ids, and the landing page", () => {
    const stores = browser();
    recordVisit(
      at(
        "/it-training/ccna?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov&utm_term=ccna%20course&utm_content=ad-2&gclid=abc123&fbclid=fb1&msclkid=ms1&other=x",
      ),
      "https://www.google.com/",
      stores,
      t0,
    );
    expect(JSON.parse(stores.local.data.get(FIRST_TOUCH_KEY)!)).toEqual({
      firstLandingPage:
        "/it-training/ccna?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov&utm_term=ccna%20course&utm_content=ad-2&gclid=abc123&fbclid=fb1&msclkid=ms1&other=x",
      firstReferrer: "https://www.google.com/",
      firstSeenAt: "2026-11-02T05:00:00.000Z",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "ccna-nov",
      utmTerm: "ccna course",
      utmContent: "ad-2",
      gclid: "abc123",
      fbclid: "fb1",
      msclkid: "ms1",
    });
    expect(stores.session.data.get(LANDING_KEY)).toBe(
      "/it-training/ccna?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov&utm_term=ccna%20course&utm_content=ad-2&gclid=abc123&fbclid=fb1&msclkid=ms1&other=x",
    );
  });

  it("sends the first touch, this visit's landing page and the current page", () => {
    const stores = browser();
    recordVisit(at("/?utm_source=google&utm_campaign=ccna-nov"), "", stores, t0);
    expect(currentAttribution(at("/contact?interest=IT%20Training#enquiry"), stores)).toEqual({
      firstLandingPage: "/?utm_source=google&utm_campaign=ccna-nov",
      firstReferrer: "",
      firstSeenAt: t0.toISOString(),
      utmSource: "google",
      utmCampaign: "ccna-nov",
      landingPage: "/?utm_source=google&utm_campaign=ccna-nov",
      page: "/contact?interest=IT%20Training",
    });
  });

  it("keeps the referrer only when it is another site", () => {
    expect(externalReferrer("", origin)).toBe("");
    expect(externalReferrer(`${origin}/courses`, origin)).toBe("");
    expect(externalReferrer("not a url", origin)).toBe("");
    expect(externalReferrer("https://www.bing.com/", origin)).toBe("https://www.bing.com/");
    expect(externalReferrer("http://www.arivu.example/", origin)).toBe("http://www.arivu.example/");

    const stores = browser();
    recordVisit(at("/courses"), `${origin}/`, stores, t0);
    expect(currentAttribution(at("/courses"), stores).firstReferrer).toBe("");
  });

  it("a later visit with a campaign does not replace a first touch still within 30 days", () => {
    const stores = browser();
    recordVisit(at("/"), "", stores, t0);
    const later = new Date(t0.getTime() + 29 * day);
    recordVisit(
      at("/courses?utm_source=facebook&utm_medium=social&fbclid=zz"),
      "https://facebook.com/",
      newSession(stores),
      later,
    );
    const attribution = currentAttribution(at("/contact"), newSession(stores));
    expect(attribution).toMatchObject({
      firstLandingPage: "/",
      firstReferrer: "",
      firstSeenAt: t0.toISOString(),
    });
    expect(attribution).not.toHaveProperty("utmSource");
    expect(attribution).not.toHaveProperty("fbclid");
  });

  it("a first touch older than 30 days is replaced on the next visit", () => {
    const stores = browser();
    recordVisit(at("/?utm_source=google"), "", stores, t0);
    const later = new Date(t0.getTime() + 30 * day + 1);
    const session = newSession(stores);
    recordVisit(
      at("/courses?utm_source=newsletter&utm_medium=email"),
      "https://mail.example.com/",
      session,
      later,
    );
    expect(currentAttribution(at("/courses"), session)).toEqual({
      firstLandingPage: "/courses?utm_source=newsletter&utm_medium=email",
      firstReferrer: "https://mail.example.com/",
      firstSeenAt: later.toISOString(),
      utmSource: "newsletter",
      utmMedium: "email",
      landingPage: "/courses?utm_source=newsletter&utm_medium=email",
      page: "/courses",
    });
  });

  it("an unreadable first touch is replaced", () => {
    const stores = browser();
    stores.local.data.set(FIRST_TOUCH_KEY, "{not json");
    recordVisit(at("/about"), "", stores, t0);
    expect(currentAttribution(at("/about"), stores)).toMatchObject({
      firstLandingPage: "/about",
      firstSeenAt: t0.toISOString(),
    });
    stores.local.data.set(
      FIRST_TOUCH_KEY,
      JSON.stringify({ firstLandingPage: "/x", firstSeenAt: "yesterday" }),
    );
    recordVisit(at("/about"), "", stores, t0);
    expect(currentAttribution(at("/about"), stores).firstLandingPage).toBe("/about");
  });

  it("sets the landing page once per browser session", () => {
    const stores = browser();
    recordVisit(at("/?utm_source=google"), "", stores, t0);
    recordVisit(at("/courses"), "", stores, t0);
    expect(currentAttribution(at("/contact"), stores).landingPage).toBe("/?utm_source=google");

    const session = newSession(stores);
    recordVisit(at("/blog"), "", session, t0);
    expect(currentAttribution(at("/contact"), session)).toMatchObject({
      firstLandingPage: "/?utm_source=google",
      landingPage: "/blog",
    });
  });

  it("a visit that began on a page left before it was live is recorded from that page, as the early script saw it", () => {
    const stores = browser();
    stores.session.setItem(
      ARRIVAL_KEY,
      JSON.stringify(["/it-training", "?utm_source=google&gclid=g1", "https://www.google.com/"]),
    );
    recordVisit(at("/contact"), `${origin}/it-training`, stores, t0);
    expect(currentAttribution(at("/contact"), stores)).toMatchObject({
      firstLandingPage: "/it-training?utm_source=google&gclid=g1",
      firstReferrer: "https://www.google.com/",
      utmSource: "google",
      gclid: "g1",
      landingPage: "/it-training?utm_source=google&gclid=g1",
      page: "/contact",
    });
  });

  it("an unreadable arrival is ignored", () => {
    const stores = browser();
    stores.session.setItem(ARRIVAL_KEY, "{not json");
    recordVisit(at("/contact?utm_source=mail"), "", stores, t0);
    expect(currentAttribution(at("/contact"), stores)).toMatchObject({
      firstLandingPage: "/contact?utm_source=mail",
      utmSource: "mail",
    });
  });

  it("never throws when storage is missing or throws, and returns what is known", () => {
    const broken: VisitStores = { local: fakeStorage(true), session: fakeStorage(true) };
    expect(() => recordVisit(at("/?utm_source=google"), "https://www.google.com/", broken, t0)).not.toThrow();
    // Kept in memory for the life of the page.
    expect(currentAttribution(at("/contact"), broken)).toEqual({
      firstLandingPage: "/?utm_source=google",
      firstReferrer: "https://www.google.com/",
      firstSeenAt: t0.toISOString(),
      utmSource: "google",
      landingPage: "/?utm_source=google",
      page: "/contact",
    });

    resetCaptureMemory();
    expect(currentAttribution(at("/contact"), { local: null, session: null })).toEqual({ page: "/contact" });
    expect(currentAttribution(at("/contact"), broken)).toEqual({ page: "/contact" });
  });

  it("caps long values and ignores unknown stored fields", () => {
    const stores = browser();
    const long = `/?utm_source=${"g".repeat(1000)}`;
    recordVisit(at(long), "", stores, t0);
    const attribution = currentAttribution(at(`/contact?q=${"x".repeat(2000)}`), stores);
    expect(attribution.firstLandingPage).toHaveLength(MAX_PAGE_LENGTH);
    expect(attribution.page).toHaveLength(MAX_PAGE_LENGTH);
    expect(attribution.utmSource).toHaveLength(MAX_PARAM_LENGTH);

    stores.local.data.set(
      FIRST_TOUCH_KEY,
      JSON.stringify({ firstLandingPage: "/", firstSeenAt: t0.toISOString(), evil: "x", utmSource: 5 }),
    );
    expect(currentAttribution(at("/"), stores)).toEqual({
      firstLandingPage: "/",
      firstSeenAt: t0.toISOString(),
      landingPage: long.slice(0, MAX_PAGE_LENGTH),
      page: "/",
    });
  });
});

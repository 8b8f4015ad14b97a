import { z } from "zod";
import { attributionFields, paramsAttribution, type Attribution } from "#common/attribution.ts";

/** Pages and referrers are capped at this many characters, other values at SHORT. */
const LONG = 500;
const SHORT = 150;
const longFields = new Set<string>(["firstLandingPage", "firstReferrer", "landingPage", "page"]);

/** A text is stripped of control characters, trimmed and cut to its cap; anything else is dropped. */
function capped(max: number) {
  return z
    .string()
    .transform(
      (v) =>
        v
          .replace(/\p{Cc}/gu, "")
          .trim()
          .slice(0, max) || undefined,
    )
    .optional()
    .catch(undefined);
}

const schema = z.object(
  Object.fromEntries(attributionFields.map((f) => [f, capped(longFields.has(f) ? LONG : SHORT)])) as Record<
    (typeof attributionFields)[number],
    ReturnType<typeof capped>
  >,
);

/**
 * The attribution a browser sent (an object in a JSON body, or its JSON text in a form field),
 * validated: unknown keys are dropped and long values cut, but a bad value never refuses the
 * enquiry (attribution is a bonus, the lead is not).
 */
export function readAttribution(input: unknown): Attribution {
  if (typeof input === "string") input = parseJson(input);
  const parsed = schema.safeParse(input && typeof input === "object" && !Array.isArray(input) ? input : {});
  if (!parsed.success) return {};
  const seen = parsed.data.firstSeenAt;
  const out = Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => v !== undefined),
  ) as Attribution;
  if (seen !== undefined && Number.isNaN(Date.parse(seen))) delete out.firstSeenAt;
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What the server can see of a form posted without JavaScript: the page it was sent from
 * (the same-origin Referer, else the posted URL) with its query string. That page is also
 * the best guess of this visit's first touch.
 */
export function serverSeenAttribution(postedUrl: string, referer: string | undefined): Attribution {
  const posted = new URL(postedUrl);
  let from = posted;
  try {
    const r = referer ? new URL(referer) : undefined;
    if (r && r.origin === posted.origin) from = r;
  } catch {
    // an unreadable Referer: keep the posted URL
  }
  const page = `${from.pathname}${from.search}`;
  return readAttribution({
    ...paramsAttribution(from.search),
    firstLandingPage: page,
    landingPage: page,
    page,
  });
}

/** The acquisition source sales filter by: the campaign's source, else the referring site, else direct. */
export function trafficSource(a: Attribution): string {
  if (a.utmSource) return a.utmSource.toLowerCase();
  if (a.gclid) return "google";
  if (a.fbclid) return "facebook";
  if (a.msclkid) return "bing";
  if (a.firstReferrer) {
    try {
      return new URL(a.firstReferrer).hostname.replace(/^www\./, "");
    } catch {
      return "referral";
    }
  }
  return "direct";
}

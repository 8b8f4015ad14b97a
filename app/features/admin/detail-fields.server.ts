import type { Activity, Delivery, StoredSubmission } from "#server/leads/types.ts";
import { brand } from "#app/content/brand.ts";
import { istTime } from "#common/ist-time.ts";
import { phoneLinks } from "#common/phone-links.ts";
import { kindLabels, sourceLabels } from "./labels";

// Times are printed here, on the server: the browser gets text, and no date code.

/** A label, its value, and a link for the value (the email and the phone). */
export type Field = [label: string, value: string | undefined | null, href?: string];

export function submissionFields(s: StoredSubmission): Field[] {
  // Spam offers no way to answer it.
  const links = s.status !== "spam";
  return [
    ["Received", istTime(s.createdAt)],
    ["Type", kindLabels[s.kind]],
    ["Sent with", sourceLabels[s.source]],
    ["Name", s.name],
    ["Email", s.email, links ? `mailto:${encodeURIComponent(s.email).replace(/%40/g, "@")}` : undefined],
    ["Phone", s.phone, links ? phoneLinks(s.phone)?.tel : undefined],
    ["Interest", s.interestType],
    ["Course", s.courseInterest],
    ["Course wanted (Other)", s.courseOther],
    ["Service", s.service],
    ["Subject", s.subject],
    ["Message", s.message],
    ["Consent version", s.consentVersion],
    ["Consent given", istTime(s.consentAt)],
    ["Reference", s.id],
  ];
}

/** Where the visitor came from: the first touch (kept 30 days in their browser), then this visit; only what is known. */
export function attributionFields(s: StoredSubmission): Field[] {
  const a = s.attribution ?? {};
  const fields: Field[] = [
    ["Traffic source", s.trafficSource],
    ["First landing page", a.firstLandingPage],
    ["First referrer", a.firstReferrer],
    ["First seen", istTime(a.firstSeenAt)],
    ["UTM source", a.utmSource],
    ["UTM medium", a.utmMedium],
    ["UTM campaign", a.utmCampaign],
    ["UTM term", a.utmTerm],
    ["UTM content", a.utmContent],
    ["gclid", a.gclid],
    ["fbclid", a.fbclid],
    ["msclkid", a.msclkid],
    ["This visit's landing page", a.landingPage],
    ["Sent from page", a.page],
  ];
  return fields.filter(([, value]) => Boolean(value));
}

export function deliveryView(d: Delivery) {
  return { ...d, delivered: istTime(d.deliveredAt), nextAttempt: istTime(d.nextAttemptAt) };
}
export type DeliveryView = ReturnType<typeof deliveryView>;

export function activityView(a: Activity) {
  return { ...a, body: a.kind === "follow-up" ? istTime(a.body) : a.body, when: istTime(a.createdAt) };
}
export type ActivityView = ReturnType<typeof activityView>;

/** The reply's subject: the chat lead's service, else the enquiry as a whole. */
export function replySubject(s: Pick<StoredSubmission, "kind" | "service">): string {
  return s.kind === "lead" && s.service ? `Re: ${s.service}` : `Re: your enquiry to ${brand.productName}`;
}

/** Reply by email, and chat or call when the visitor left a usable phone number; nothing for spam. */
export function quickActions(s: StoredSubmission) {
  if (s.status === "spam") return undefined;
  const phone = phoneLinks(s.phone);
  return {
    mailto: `mailto:${encodeURIComponent(s.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(s))}`,
    whatsapp: phone?.whatsapp,
    tel: phone?.tel,
  };
}
export type QuickActionLinks = NonNullable<ReturnType<typeof quickActions>>;

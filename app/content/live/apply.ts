/**
 * How the edited content meets the rest of the site's text. Pure and free of zod: public
 * pages run these in the browser too. Every page's chrome (header, footer, offer banner) uses
 * this file, so it imports nothing heavy; the batches' helpers are in ./batches.ts.
 */
import type { CourseGroup, FaqItem, PriceTrack } from "#app/content/schema.ts";
import type { CourseFee, HeroText, Offer, SiteContent } from "./schema";

/** The catalogue with the edited fees and durations. */
export function withFees(groups: readonly CourseGroup[], fees: readonly CourseFee[]): CourseGroup[] {
  const byId = new Map(fees.map((f) => [f.id, f]));
  return groups.map((g) => ({
    ...g,
    subgroups: g.subgroups.map((s) => ({
      ...s,
      courses: s.courses.map((c) => {
        const fee = byId.get(c.id);
        return fee ? { ...c, price: fee.price, duration: fee.duration } : c;
      }),
    })),
  }));
}

/** The plans & pricing page's tracks, each with its courses' ids in catalogue order. */
export function priceTracksOf({ tracks, courses }: Pick<SiteContent, "tracks" | "courses">): PriceTrack[] {
  return tracks.map((t) => ({ ...t, courseIds: courses.filter((c) => c.track === t.id).map((c) => c.id) }));
}

/** The offer while it runs: on, and its end date (IST) not passed. */
export function runningOffer(offer: Offer, todayIst: string): Offer | undefined {
  return offer.enabled && (!offer.endsOn || offer.endsOn >= todayIst) ? offer : undefined;
}

/** The office address as the lines of a postal address. */
export function addressLines(c: SiteContent["contact"]): string[] {
  return [c.street, `${c.locality}, Chennai ${c.postalCode}`, `${c.region}, India`];
}

/** The banner's text: "10% OFF - Enquire on WhatsApp". */
export function offerBannerText(offer: Pick<Offer, "percent" | "text">): string {
  return `${offer.percent}% OFF - ${offer.text}`;
}

/** "mailto:" link, with a subject when given. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The FAQs of one category, or all of them. */
export function faqsIn(faqs: SiteContent["faqs"], category?: FaqItem["category"]): SiteContent["faqs"] {
  return category ? faqs.filter((f) => f.category === category) : faqs;
}

/** The hero slides with their edited text (the images stay in app/content/home.ts). */
export function withHeroText<S extends HeroText>(slides: readonly S[], texts: readonly HeroText[]): S[] {
  return slides.map((slide, i) => ({ ...slide, ...texts[i] }));
}

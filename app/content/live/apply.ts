/**
 * How the edited content meets the rest of the site's text. Pure and free of zod: public
 * pages run these in the browser too.
 */
import { IST_OFFSET_MINUTES } from "#common/batches/generate-batches.ts";
import type { CourseGroup } from "#app/content/schema.ts";
import type { CourseFee, Offer, SiteContent } from "./schema";

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

/** The offer while it runs: on, and its end date (IST) not passed. */
export function runningOffer(offer: Offer, todayIst: string): Offer | undefined {
  return offer.enabled && (!offer.endsOn || offer.endsOn >= todayIst) ? offer : undefined;
}

/** Today's calendar date in Chennai, "2027-04-05". */
export function todayInIst(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The office address as the lines of a postal address. */
export function addressLines(c: SiteContent["contact"]): string[] {
  return [c.street, `${c.locality}, Chennai ${c.postalCode}`, `${c.region}, India`];
}

/** "tel:" link for a phone number (digits and the leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

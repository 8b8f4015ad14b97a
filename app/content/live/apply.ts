/**
 * How the edited content meets the rest of the site's text. Pure and free of zod: public
 * pages run these in the browser too.
 */
import {
  IST_OFFSET_MINUTES,
  WEEKDAY_SLOTS,
  WEEKEND_SLOTS,
  iconForGroup,
  type Batch as ScheduledBatch,
} from "#common/batches/generate-batches.ts";
import type { CourseGroup, FaqItem } from "#app/content/schema.ts";
import { priceAmounts } from "#app/content/course-rules.ts";
import type { Batch, CourseFee, HeroText, Offer, SiteContent } from "./schema";

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

const inr = new Intl.NumberFormat("en-IN");

/** The lowest and highest rupee amounts in some fees ("₹12,000", "₹1,20,000"); none if all are on request. */
export function feeRange(prices: readonly string[]): { low: string; high: string } | undefined {
  const amounts = prices.flatMap(priceAmounts);
  if (amounts.length === 0) return undefined;
  return { low: `₹${inr.format(Math.min(...amounts))}`, high: `₹${inr.format(Math.max(...amounts))}` };
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

/** The banner's text: "10% OFF - Enquire on WhatsApp". */
export function offerBannerText(offer: Pick<Offer, "percent" | "text">): string {
  return `${offer.percent}% OFF - ${offer.text}`;
}

/** Entered batches that have not started before today (IST), soonest first. */
export function upcomingBatches(batches: readonly Batch[], todayIst: string): Batch[] {
  return batches
    .filter((b) => b.startDate >= todayIst)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Each course's soonest upcoming entered batch: its start date and mode. */
export type NextBatches = Record<string, Pick<Batch, "startDate" | "mode">>;

export function nextBatches(batches: readonly Batch[], todayIst: string): NextBatches {
  const next: NextBatches = {};
  for (const { courseId, startDate, mode } of upcomingBatches(batches, todayIst)) {
    next[courseId] ??= { startDate, mode };
  }
  return next;
}

/**
 * An entered batch as the calendar shows it: the generated schedule's shape (so the local
 * time and the calendar file work the same), with its mode, seats, fee and status.
 */
export type ListedBatch = ScheduledBatch & Pick<Batch, "mode" | "seats" | "status"> & { fee: string };

/**
 * The upcoming entered batches of catalogue courses, by catalogue group, soonest first in
 * each. `groups` carries the edited fees (withFees): a batch without its own fee costs the course's.
 */
export function listedBatches(
  batches: readonly Batch[],
  groups: readonly CourseGroup[],
  todayIst: string,
): ListedBatch[] {
  const courses = new Map(
    groups.flatMap((g, groupIndex) =>
      g.subgroups.flatMap((s) =>
        s.courses.map((c) => [c.id, { course: c, group: g.title, groupIndex }] as const),
      ),
    ),
  );
  const listed = upcomingBatches(batches, todayIst).flatMap((b) => {
    const found = courses.get(b.courseId);
    if (!found) return [];
    const weekend = b.timing === "weekend";
    const slot = weekend ? WEEKEND_SLOTS[0] : WEEKDAY_SLOTS[0];
    const batch: ListedBatch & { groupIndex: number } = {
      courseId: b.courseId,
      course: found.course.name,
      group: found.group,
      groupIndex: found.groupIndex,
      iconClass: iconForGroup(found.group),
      type: weekend ? "Weekend" : "Weekday",
      startDate: b.startDate,
      timings: slot.timings,
      slot: { start: slot.start, end: slot.end },
      mode: b.mode,
      seats: b.seats,
      status: b.status,
      fee: b.fee || found.course.price,
    };
    return [batch];
  });
  // A stable sort: within a group, the soonest stays first.
  return listed.sort((a, b) => a.groupIndex - b.groupIndex).map(({ groupIndex: _, ...batch }) => batch);
}

/** "mailto:" link, with a subject when given. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

export const BATCH_MODE_LABELS: Record<Batch["mode"], string> = {
  classroom: "Classroom",
  online: "Online",
  hybrid: "Hybrid",
};

export const BATCH_STATUS_LABELS: Record<Batch["status"], string> = {
  open: "Open",
  "filling-fast": "Filling fast",
  full: "Full",
};

/** The FAQs of one category, or all of them. */
export function faqsIn(faqs: SiteContent["faqs"], category?: FaqItem["category"]): SiteContent["faqs"] {
  return category ? faqs.filter((f) => f.category === category) : faqs;
}

/** The hero slides with their edited text (the images stay in app/content/home.ts). */
export function withHeroText<S extends HeroText>(slides: readonly S[], texts: readonly HeroText[]): S[] {
  return slides.map((slide, i) => ({ ...slide, ...texts[i] }));
}

import type { CourseGroup, PriceTrack } from "./schema";

/** Catalogue limits: prices ₹12,000 to ₹1,20,000, durations 2 days to 18 weeks. */
export const PRICE_MIN = 12_000;
export const PRICE_MAX = 120_000;
export const DURATION_MIN_DAYS = 2;
export const DURATION_MAX_DAYS = 18 * 7;
export const CURRICULUM_MIN = 6;
export const CURRICULUM_MAX = 10;
export const CONTACT_FOR_PRICING = "Contact for Pricing";

/** The highest fee a training course may have: ₹10,00,000. */
export const FEE_MAX = 10_00_000;

/** Why a fee text is refused (app/content/schema.ts has a message for each). */
export type FeeProblem = "shape" | "digits" | "zero" | "tooHigh" | "rangeOrder" | "rangeSame";

const FEE_PATTERN = /^₹([^\s₹]*?)(?: - ₹([^\s₹]*))?$/;
/** 18500, 18,500 (thousands) or 1,20,000 (Indian lakhs); no leading zero. */
const AMOUNT_PATTERN = /^(?:[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3})$/;

function readAmount(text: string): number | FeeProblem {
  if (!/\d/.test(text)) return "digits";
  const value = Number(text.replace(/,/g, ""));
  if (/^[0,]+$/.test(text)) return "zero";
  if (!AMOUNT_PATTERN.test(text) || !Number.isFinite(value)) return "digits";
  return value > FEE_MAX ? "tooHigh" : value;
}

/**
 * What a fee text says: its rupee amounts (one, or a range's low and high; none for
 * "Contact for Pricing"), or why it is not a fee a course can have.
 */
export function readFee(price: string): { amounts: number[] } | { problem: FeeProblem } {
  if (price === CONTACT_FOR_PRICING) return { amounts: [] };
  const m = FEE_PATTERN.exec(price);
  if (!m) return { problem: "shape" };
  const amounts: number[] = [];
  for (const text of m[2] === undefined ? [m[1]] : [m[1], m[2]]) {
    const amount = readAmount(text);
    if (typeof amount === "string") return { problem: amount };
    amounts.push(amount);
  }
  if (amounts.length === 2 && amounts[0] > amounts[1]) return { problem: "rangeOrder" };
  if (amounts.length === 2 && amounts[0] === amounts[1]) return { problem: "rangeSame" };
  return { amounts };
}

/**
 * Rupee amounts in a price text: one for "₹18,500", two for a range, none for "Contact for
 * Pricing" and none for a text that is not a fee (so nothing ever reads "₹," as ₹0).
 */
export function priceAmounts(price: string): number[] {
  const fee = readFee(price);
  return "amounts" in fee ? fee.amounts : [];
}

const inr = new Intl.NumberFormat("en-IN");

/** The lowest and highest rupee amounts in some fees ("₹12,000", "₹1,20,000"); none if all are on request. */
export function feeRange(prices: readonly string[]): { low: string; high: string } | undefined {
  const amounts = prices.flatMap(priceAmounts);
  if (amounts.length === 0) return undefined;
  return { low: `₹${inr.format(Math.min(...amounts))}`, high: `₹${inr.format(Math.max(...amounts))}` };
}

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const ISO_UNIT: Record<string, string> = { day: "D", week: "W", month: "M" };

function parseDuration(duration: string): { from: number; to: number; unit: string } | null {
  const m = /^(\d+)(?:-(\d+))? (day|week|month)s?$/.exec(duration);
  if (!m) return null;
  return { from: Number(m[1]), to: Number(m[2] ?? m[1]), unit: m[3] };
}

/** Shortest and longest length of a duration text, in days ("8 weeks" is [56, 56]). */
export function durationDays(duration: string): [number, number] | null {
  const d = parseDuration(duration);
  return d ? [d.from * UNIT_DAYS[d.unit], d.to * UNIT_DAYS[d.unit]] : null;
}

/** ISO 8601 duration for structured data ("8 weeks" is "P8W"; a range uses its upper end). */
export function isoDuration(duration: string): string | undefined {
  const d = parseDuration(duration);
  return d ? `P${d.to}${ISO_UNIT[d.unit]}` : undefined;
}

/** Rules the schema cannot express: value ranges, unique ids and complete track/section coverage. */
export function catalogueProblems(
  groups: CourseGroup[],
  tracks: PriceTrack[],
  sections: { id: string; groupIds: string[] }[],
): string[] {
  const problems: string[] = [];
  const courses = groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));
  const seen = new Set<string>();
  for (const c of courses) {
    if (seen.has(c.id)) problems.push(`course id "${c.id}" is used twice`);
    seen.add(c.id);
    const amounts = priceAmounts(c.price);
    if (c.price !== CONTACT_FOR_PRICING && amounts.length === 0)
      problems.push(`${c.id}: price "${c.price}" has no amount`);
    if (amounts.some((a) => a < PRICE_MIN || a > PRICE_MAX))
      problems.push(`${c.id}: price "${c.price}" is outside ₹12,000-₹1,20,000`);
    if (amounts.length === 2 && amounts[0] >= amounts[1])
      problems.push(`${c.id}: price range "${c.price}" must go up`);
    const days = durationDays(c.duration);
    if (!days || days[0] < DURATION_MIN_DAYS || days[1] > DURATION_MAX_DAYS)
      problems.push(`${c.id}: duration "${c.duration}" is outside 2 days-18 weeks`);
    if (c.prerequisites.length === 0) problems.push(`${c.id}: no prerequisites`);
    if (c.curriculum.length < CURRICULUM_MIN || c.curriculum.length > CURRICULUM_MAX)
      problems.push(`${c.id}: curriculum needs 6-10 items`);
  }

  const groupIds = new Set(groups.map((g) => g.id));
  if (groupIds.size !== groups.length) problems.push("group ids must be unique");
  const sectionGroups = sections.flatMap((s) => s.groupIds);
  for (const id of groupIds) {
    const n = sectionGroups.filter((g) => g === id).length;
    if (n !== 1) problems.push(`group "${id}" appears in ${n} program sections (expected 1)`);
  }
  for (const id of sectionGroups)
    if (!groupIds.has(id)) problems.push(`program section names unknown group "${id}"`);

  const tracked = tracks.flatMap((t) => t.courseIds);
  for (const id of seen) {
    const n = tracked.filter((t) => t === id).length;
    if (n !== 1) problems.push(`course "${id}" appears in ${n} price tracks (expected 1)`);
  }
  for (const id of tracked) if (!seen.has(id)) problems.push(`price track names unknown course "${id}"`);
  return problems;
}

/** The contact form, preset to IT Training and this course. */
export function courseEnquiryHref(courseName: string): string {
  return `/contact?interest=IT%20Training&course=${encodeURIComponent(courseName)}`;
}

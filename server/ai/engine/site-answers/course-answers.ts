import type { Batch } from "#app/content/live/schema.ts";
import type { Course } from "#app/content/schema.ts";
import {
  batchCourseGroups,
  formatStartDate,
  generateBatches,
  WEEKDAY_SLOTS,
  WEEKEND_SLOTS,
} from "#common/batches/generate-batches.ts";
import type { AiSource } from "#server/ai/types.ts";
import type { CourseIntent } from "./intents";
import type { AskedAt } from "./knowledge";
import { pageSource, uniqueSources } from "./sources";
import { todayInIst } from "#common/ist-time.ts";

const EMI_THRESHOLD = 25_000;
/** Entered batches named in one answer, soonest first. */
const MAX_BATCHES = 3;
/** Entered batches of every course named under the batch calendar's answer. */
const MAX_CALENDAR_BATCHES = 5;

/** The lowest rupee amount in a price string ("₹45,000 - ₹55,000" gives 45000), or undefined. */
function rupees(price: string): number | undefined {
  const amounts = [...price.matchAll(/₹\s?([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, "")));
  return amounts.length ? Math.min(...amounts) : undefined;
}

function priced(c: Course): string {
  return rupees(c.price) === undefined ? "priced on request (contact us for a quote)" : `**${c.price}**`;
}

const modeText: Record<Batch["mode"], string> = {
  classroom: "in our Chennai classroom",
  online: "online",
  hybrid: "in the classroom and online (hybrid)",
};
const timingText: Record<Batch["timing"], string> = { weekday: "weekday", weekend: "weekend" };
const statusText: Record<Batch["status"], string> = {
  open: "open for enrolment",
  "filling-fast": "filling fast",
  full: "full",
};

function enteredBatchLine(b: Batch): string {
  const fee = b.fee ? `, fee for this batch ${b.fee}` : "";
  return `**${formatStartDate(b.startDate)}**: ${timingText[b.timing]} batch ${modeText[b.mode]}, ${b.seats} seats, ${statusText[b.status]}${fee}`;
}

/** The batches the company has entered (for one course, or all) that have not started before today (IST), soonest first. */
function upcomingBatches(site: AskedAt, courseId?: string): Batch[] {
  const today = todayInIst(site.now);
  return site.content.batches
    .filter((b) => (!courseId || b.courseId === courseId) && b.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The batch calendar's answer, followed by the next batches the company entered, if any. */
export function calendarAnswer(site: AskedAt, answer: string): string {
  const next = upcomingBatches(site).slice(0, MAX_CALENDAR_BATCHES);
  if (!next.length) return answer;
  const name = (id: string) => site.catalogue.courseById(id)?.name ?? id;
  return [
    answer,
    "",
    "Next batches:",
    "",
    ...next.map((b) => `- **${name(b.courseId)}**, ${enteredBatchLine(b)}`),
  ].join("\n");
}

/** The course's next batch: the ones the company entered, else the generated schedule's of today. */
function batchLine(site: AskedAt, c: Course): string {
  const entered = upcomingBatches(site, c.id);
  if (entered.length) {
    const lines = entered.slice(0, MAX_BATCHES).map((b) => `- ${enteredBatchLine(b)}`);
    const allFull = entered.every((b) => b.status === "full");
    return [
      `Upcoming **${c.name}** ${entered.length === 1 ? "batch" : "batches"}:`,
      "",
      ...lines,
      "",
      allFull
        ? "For a seat in a later batch, message us on WhatsApp (the Enquire Now button)."
        : "The Batch Calendar page has the details.",
    ].join("\n");
  }
  const generated = generateBatches(site.now, batchCourseGroups(site.catalogue.groups)).find(
    (b) => b.courseId === c.id,
  );
  if (!generated) return "The Batch Calendar page lists each course's next start date.";
  const others = (generated.type === "Weekend" ? WEEKEND_SLOTS : WEEKDAY_SLOTS)
    .map((s) => s.timings)
    .filter((t) => t !== generated.timings);
  return `The next **${c.name}** batch starts on **${formatStartDate(generated.startDate)}**: a **${generated.type}** batch, ${generated.timings} (other ${generated.type.toLowerCase()} slots: ${others.join(", ")}). The Batch Calendar page lists every course's next start date.`;
}

export function courseAnswer(site: AskedAt, id: string, intent: CourseIntent): string {
  const c = site.catalogue.courseById(id);
  if (!c) return "";
  const amount = rupees(c.price);
  switch (intent) {
    case "price": {
      const emi =
        amount !== undefined && amount > EMI_THRESHOLD
          ? " No-cost EMI over 3 or 6 months is available on it."
          : "";
      return `**${c.name}** costs ${priced(c)} per learner (excluding 18% GST; the exam voucher is paid to the vendor separately). The course runs for **${c.duration}**.${emi}`;
    }
    case "duration":
      return `**${c.name}** runs for **${c.duration}** (${c.level} level), fee ${priced(c)}.\n\n${batchLine(site, c)}`;
    case "batch":
      return batchLine(site, c);
    case "prereq":
      return [
        `Prerequisites for **${c.name}** (${c.duration}, ${c.price}):`,
        "",
        ...c.prerequisites.map((p) => `- ${p}`),
      ].join("\n");
    case "syllabus":
      return [
        `**${c.name}** (${c.duration}) covers:`,
        "",
        ...c.curriculum.slice(0, 6).map((t) => `- ${t}`),
        "",
        "The full curriculum is on the Programs page.",
      ].join("\n");
    default:
      return `**${c.name}**: ${c.summary} It runs for **${c.duration}** at ${priced(c)} (${c.level} level).`;
  }
}

export function courseSources(id: string, intent: CourseIntent): AiSource[] {
  const programs = pageSource("/it-training/programs", `course-${id}`);
  const pricing = pageSource("/it-training/plans-pricing", `price-${id}`);
  if (intent === "price") return [pricing, programs];
  if (intent === "batch") return [pageSource("/it-training/batch-calendar"), programs];
  return [programs, pricing];
}

/** Two or three courses side by side, one line each. */
export function compareCourses(
  site: AskedAt,
  ids: string[],
  intent: CourseIntent,
): { text: string; sources: AiSource[] } {
  const courses = ids
    .map((id) => site.catalogue.courseById(id))
    .filter((c): c is Course => Boolean(c))
    .slice(0, 3);
  const lines = courses.map((c) => `- **${c.name}** (${c.level}): ${c.duration}, ${c.price}. ${c.summary}`);
  return {
    text: [
      "Here is how they compare:",
      "",
      ...lines,
      "",
      "You can also compare courses side by side on the Plans & Pricing page.",
    ].join("\n"),
    sources: uniqueSources(courses.map((c) => courseSources(c.id, intent)[0])),
  };
}

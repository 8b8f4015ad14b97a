import { allCourses, courseById, priceTracks } from "#app/content/courses.ts";
import type { Course } from "#app/content/schema.ts";
import { batchType, WEEKDAY_SLOTS, WEEKEND_SLOTS } from "#common/batches/generate-batches.ts";
import type { AiSource } from "#server/ai/types.ts";
import type { CourseIntent } from "./intents";
import { pageSource, uniqueSources } from "./sources";

const EMI_THRESHOLD = 25_000;

/** The lowest rupee amount in a price string ("₹45,000 - ₹55,000" gives 45000), or undefined. */
function rupees(price: string): number | undefined {
  const amounts = [...price.matchAll(/₹\s?([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, "")));
  return amounts.length ? Math.min(...amounts) : undefined;
}

function priced(c: Course): string {
  return rupees(c.price) === undefined ? "priced on request (contact us for a quote)" : `**${c.price}**`;
}

function batchLine(c: Course): string {
  const index = allCourses().findIndex((x) => x.id === c.id);
  const type = batchType(c.name, Math.max(index, 0));
  const slots = (type === "Weekend" ? WEEKEND_SLOTS : WEEKDAY_SLOTS).map((s) => s.timings).join(", ");
  return `**${c.name}** runs as a **${type}** batch (slots: ${slots}). Next month's start dates are on the Batch Calendar page.`;
}

export function courseAnswer(id: string, intent: CourseIntent): string {
  const c = courseById(id);
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
      return `**${c.name}** runs for **${c.duration}** (${c.level} level), fee ${priced(c)}. ${batchLine(c)}`;
    case "batch":
      return batchLine(c);
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
export function compareCourses(ids: string[], intent: CourseIntent): { text: string; sources: AiSource[] } {
  const courses = ids
    .map((id) => courseById(id))
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

/** The track a course is priced in, for search keywords. */
export function trackOf(id: string): string {
  return priceTracks.find((t) => t.courseIds.includes(id))?.title ?? "";
}

/**
 * A batch's calendar file (.ics), made on the server: the page links to it, so "Add to calendar"
 * is a plain download that works from the first paint, with no generator in the page's code.
 */
import { createEvent, type EventAttributes } from "ics";
import { brand } from "#app/content/brand.ts";
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "#app/content/live/apply.ts";
import { listedBatches, type ListedBatch } from "#app/content/live/batches.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { icsFileName, type BatchKey } from "#common/batches/batch-file.ts";
import {
  batchCourseGroups,
  generateBatches,
  sessionInstants,
  type Batch,
} from "#common/batches/generate-batches.ts";
import { IST_OFFSET_MINUTES, todayInIst } from "#common/ist-time.ts";
import { env } from "#server/env.ts";

const LOCATIONS: Record<ListedBatch["mode"], string> = {
  classroom: `${brand.productName}, Chennai`,
  online: "Online",
  hybrid: `${brand.productName}, Chennai / Online`,
};

/** The .ics event of a batch's first session; times are converted from IST and written in UTC. */
export function batchEvent(batch: Batch | ListedBatch, pageUrl: string): EventAttributes {
  const { start, end } = sessionInstants(batch);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return {
    uid: `${batch.courseId}-${batch.startDate}@arivutech.in`,
    productId: "arivutech.in/batch-calendar",
    title: `${batch.course} batch — ${brand.productName}`,
    description: `${batch.type} batch, first session. Timings: ${batch.timings}. Details and enquiries: ${pageUrl}`,
    location: LOCATIONS["mode" in batch ? batch.mode : "hybrid"],
    url: pageUrl,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    status: "CONFIRMED",
    busyStatus: "BUSY",
  };
}

/** The upcoming batches the company entered, as the batch calendar lists them (empty: it shows the schedule). */
export function enteredBatches(content: Pick<SiteContent, "batches" | "courses">, todayIst = todayInIst()) {
  return listedBatches(content.batches, withFees(courseGroups, content.courses), todayIst);
}

/**
 * The batch `key` names, as the batch calendar shows it: one the company entered while any is
 * upcoming; else one of the generated schedule. The page draws that schedule for the visitor's
 * own date, which may differ from the server's, so any month's schedule counts: a batch starting
 * in a month is one generated on a day of the month before.
 */
export function findBatch(
  content: Pick<SiteContent, "batches" | "courses">,
  key: BatchKey,
  todayIst = todayInIst(),
): Batch | ListedBatch | undefined {
  const same = (b: Batch) =>
    b.courseId === key.courseId && b.startDate === key.startDate && b.type === key.type;
  const entered = enteredBatches(content, todayIst);
  if (entered.length > 0) return entered.find(same);
  const [year, month] = key.startDate.split("-").map(Number);
  // Noon in Chennai on the 15th of the month before the start.
  const monthBefore = new Date(Date.UTC(year, month - 2, 15, 12) - IST_OFFSET_MINUTES * 60_000);
  return generateBatches(monthBefore, batchCourseGroups(courseGroups)).find(same);
}

/** The batch's .ics file, saved as "ccna-batch-2027-04-05.ics". */
export function calendarFileResponse(batch: Batch | ListedBatch): Response {
  const { error, value } = createEvent(batchEvent(batch, `${env.SITE_URL}/it-training/batch-calendar`));
  if (error || !value) throw error ?? new Error("Empty calendar file");
  return new Response(value, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(batch)}"`,
      // Asked again each time: a batch the company edits or removes is so at once.
      "Cache-Control": "public, no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * A batch's calendar file (.ics), made on the server: the page links to it, so "Add to calendar"
 * is a plain download that works from the first paint, with no generator in the page's code.
 */
import { createEvent, type EventAttributes } from "ics";
import { brand } from "#app/content/brand.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { icsFileName } from "#common/batches/batch-file.ts";
import { sessionInstants, type Batch } from "#common/batches/generate-batches.ts";
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

/** Its home is calendar-batches.ts; tests still import it from here. */
export { enteredBatches } from "#app/content/live/calendar-batches.ts";

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

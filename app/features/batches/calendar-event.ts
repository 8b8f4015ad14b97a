import type { EventAttributes } from "ics";
import { brand } from "#app/content/brand.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { sessionInstants, type Batch } from "#common/batches/generate-batches.ts";

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

export function icsFileName(batch: Batch): string {
  return `${batch.courseId}-batch-${batch.startDate}.ics`;
}

/** Builds the .ics file in the browser (the generator loads only on first use) and downloads it. */
export async function downloadBatchIcs(batch: Batch | ListedBatch, pageUrl: string): Promise<void> {
  const { createEvent } = await import("ics");
  const { error, value } = createEvent(batchEvent(batch, pageUrl));
  if (error || !value) throw error ?? new Error("Empty calendar file");
  const url = URL.createObjectURL(new Blob([value], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = icsFileName(batch);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

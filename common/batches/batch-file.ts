/**
 * The address of a batch's calendar file, which the page links to and the server reads back:
 * /it-training/batch-calendar/ccna-2027-04-05-weekday.ics. The course, the start date and the
 * timing together name one batch (the company may run a course's weekday and weekend batches
 * from the same day). The file is saved under the name the visitor sees, icsFileName.
 */
import type { Batch, BatchType } from "./generate-batches";

export const BATCH_FILE_BASE = "/it-training/batch-calendar";

/** What names a batch: its course, first day (IST, "2027-04-05") and timing. */
export type BatchKey = { courseId: string; startDate: string; type: BatchType };

export function batchFilePath(batch: BatchKey): string {
  return `${BATCH_FILE_BASE}/${batch.courseId}-${batch.startDate}-${batch.type.toLowerCase()}.ics`;
}

const FILE = /^([a-z0-9-]+)-(\d{4}-\d{2}-\d{2})-(weekday|weekend)\.ics$/;

/** The batch a file name (the last part of batchFilePath) names, or undefined when it names none. */
export function parseBatchFile(file: string): BatchKey | undefined {
  const match = FILE.exec(file);
  if (!match) return undefined;
  return { courseId: match[1], startDate: match[2], type: match[3] === "weekend" ? "Weekend" : "Weekday" };
}

/** The name the file is saved under: "ccna-batch-2027-04-05.ics". */
export function icsFileName(batch: Pick<Batch, "courseId" | "startDate">): string {
  return `${batch.courseId}-batch-${batch.startDate}.ics`;
}

/**
 * A batch's key, "ccna-2027-04-05-weekday": the bookings table's batch_key and the booking
 * page's address (/it-training/book/ccna-2027-04-05-weekday). The same three parts name a
 * batch's calendar file (common/batches/batch-file.ts), which reads it back.
 */
import { parseBatchFile, type BatchKey } from "#common/batches/batch-file.ts";

export const BOOK_PATH = "/it-training/book";

/** The seats left of the bookable batches, read live (JSON): for pages prerendered without them. */
export const SEATS_LEFT_PATH = "/it-training/seats-left";

export const batchKeyOf = ({ courseId, startDate, type }: BatchKey): string =>
  `${courseId}-${startDate}-${type.toLowerCase()}`;

/** The batch a key names, or undefined for one that names none. */
export const parseBatchKey = (key: string): BatchKey | undefined => parseBatchFile(`${key}.ics`);

/** Where a batch is booked, or its waiting list joined when it is full. */
export const bookingPagePath = (batch: BatchKey): string => `${BOOK_PATH}/${batchKeyOf(batch)}`;

/** A booking's own page; its id (a UUID) is the visitor's key to it. */
export const bookingPath = (id: string): string => `/it-training/booking/${id}`;

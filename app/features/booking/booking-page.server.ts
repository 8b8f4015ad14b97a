/**
 * A booking's own page, on the server: its state (an unpaid hold that has ended reads as
 * expired), its course and batch, the company's bank and UPI details while it waits for an
 * offline payment, and whether its batch still has a seat for booking again.
 */
import { data, type AppLoadContext } from "react-router";
import { allCourses } from "#app/content/courses.ts";
import { bookable, isFull } from "#app/content/live/bookable.ts";
import { calendarBatch } from "#app/content/live/calendar-batches.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { parseBatchKey } from "#common/booking/batch-key.ts";
import { istTime } from "#common/ist-time.ts";
import "./load-context";

export async function bookingPageLoader(context: AppLoadContext, id: string | undefined) {
  const booking = id ? await context.bookings?.view(id) : undefined;
  if (!booking) throw data("No such booking.", { status: 404, statusText: "Page not found" });
  const { content } = await liveContent(context);
  const course = allCourses().find((c) => c.id === booking.courseId)?.name ?? booking.courseId;
  // Booking again: only while the booking page takes the batch (batchFor's lookup) and a seat is left.
  let bookAgain = false;
  if (booking.state === "expired") {
    const named = parseBatchKey(booking.batchKey);
    const listed = named && calendarBatch(content, named);
    const batch = listed && bookable(listed, content.courses);
    if (batch) {
      const left = (await context.bookings!.seatsLeft([batch]))[batch.key];
      bookAgain = !isFull(batch, left);
    }
  }
  return {
    booking,
    // Written here: the date library stays out of the page's JavaScript.
    holdUntilText: istTime(booking.holdUntil),
    course,
    bookAgain,
    // Only an offline booking waiting for its payment shows where to pay.
    billing: booking.state === "awaiting_office" ? content.billing : undefined,
    supplier: content.billing.legalName,
  };
}

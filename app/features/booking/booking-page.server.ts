/**
 * A booking's own page, on the server: its state (an unpaid hold that has ended reads as
 * expired), its course and batch, the company's bank and UPI details while it waits for an
 * offline payment, and whether its batch still has a seat for booking again.
 */
import { data, type AppLoadContext } from "react-router";
import { allCourses } from "#app/content/courses.ts";
import { bookable, isFull } from "#app/content/live/bookable.ts";
import { enteredBatches } from "#app/features/batches/calendar-event.server.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import "./load-context";

export async function bookingPageLoader(context: AppLoadContext, id: string | undefined) {
  const booking = id ? await context.bookings?.view(id) : undefined;
  if (!booking) throw data("No such booking.", { status: 404, statusText: "Page not found" });
  const { content } = await liveContent(context);
  const course = allCourses().find((c) => c.id === booking.courseId)?.name ?? booking.courseId;
  // Booking again: only while the batch is listed, bookable and has a seat left.
  let bookAgain = false;
  if (booking.state === "expired") {
    const listed = enteredBatches(content).find(
      (b) => b.courseId === booking.courseId && b.startDate === booking.startDate,
    );
    const batch = listed && bookable(listed, content.courses);
    if (batch && batch.key === booking.batchKey) {
      const left = (await context.bookings!.seatsLeft([batch]))[batch.key];
      bookAgain = !isFull(batch, left);
    }
  }
  return {
    booking,
    course,
    bookAgain,
    // Only an offline booking waiting for its payment shows where to pay.
    billing: booking.state === "pending" && booking.paymentMode === "offline" ? content.billing : undefined,
    supplier: content.billing.legalName,
  };
}

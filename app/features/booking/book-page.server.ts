/**
 * The booking page's loader and action, on the server: the batch named by the address (an
 * upcoming entered batch with a fee of one amount), its seats left read per request, and the
 * posts of its forms (book, join the waiting list). A bad post answers its messages with what
 * was typed; nothing here answers a 500 for bad input.
 */
import { data, redirect, redirectDocument, type AppLoadContext } from "react-router";
import { bookable, isFull, type BookableBatch } from "#app/content/live/bookable.ts";
import { calendarBatch } from "#app/content/live/calendar-batches.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { parseBatchKey } from "#common/booking/batch-key.ts";
import { bookingFields } from "#common/booking/booking-fields.ts";
import { FORM_TOKEN_FIELD, enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import { istTime } from "#common/ist-time.ts";
import { bookingErrors, OFFER_FIELD } from "#common/booking/booking-fields.ts";
import { formValues, requestForm, type FormReply } from "#common/forms.ts";
import "./load-context";

/** The page's batch: what it shows and what a booking is priced from. */
export type BookPageBatch = Pick<
  BookableBatch,
  | "key"
  | "courseId"
  | "course"
  | "startDate"
  | "type"
  | "timings"
  | "mode"
  | "seats"
  | "status"
  | "fee"
  | "feePaise"
  | "depositPaise"
  | "slot"
>;

export type BookReply = FormReply<"book" | "waitlist"> & {
  /** No seat was left, or the visitor holds too many: the record to put on the waiting list. */
  noSeat?: { recordId: string };
  /** Which limit on live holds refused it (server/bookings/hold-limits.ts). */
  overLimit?: "batch" | "overall";
  joined?: boolean;
};

/**
 * The bookable batch of the calendar a key names (one the company entered, or while it has
 * published none one of the generated schedule), or a 404 (the site's page for an unknown address).
 */
export async function batchFor(context: AppLoadContext, key: string | undefined): Promise<BookableBatch> {
  const named = key ? parseBatchKey(key) : undefined;
  const { content } = await liveContent(context);
  const listed = named && calendarBatch(content, named);
  const batch = listed && bookable(listed, content.courses);
  if (!batch) throw data("No such batch to book.", { status: 404, statusText: "Page not found" });
  return batch;
}

export async function bookPageLoader(context: AppLoadContext, key: string | undefined, url: string) {
  const batch = await batchFor(context, key);
  // A seat offered from the waiting list, booked from its email's link: the form is theirs, filled in.
  const offerId = new URL(url).searchParams.get(OFFER_FIELD);
  const found = offerId ? await context.bookings?.offer(offerId) : undefined;
  const offer =
    found && found.batchKey === batch.key ? { ...found, holdUntilText: istTime(found.holdUntil) } : undefined;
  const left = context.bookings
    ? ((await context.bookings.seatsLeft([batch]))[batch.key] ?? batch.seats)
    : undefined;
  const {
    key: k,
    courseId,
    course,
    startDate,
    type,
    timings,
    mode,
    seats,
    status,
    fee,
    feePaise,
    depositPaise,
    slot,
  } = batch;
  return {
    batch: {
      key: k,
      courseId,
      course,
      startDate,
      type,
      timings,
      mode,
      seats,
      status,
      fee,
      feePaise,
      depositPaise,
      slot,
    },
    left,
    full: isFull(batch, left),
    /** No bookings on this server (none configured): the page says so instead of a form. */
    closed: !context.bookings,
    onlinePayments: context.bookings?.onlinePayments ?? false,
    /** An offer that was asked for but has ended or was used: the page says so. */
    offer,
    offerGone: Boolean(offerId) && !offer,
    /**
     * One signed token per page view: a bare post holds nothing, and a double submit or a retry
     * of the same page view makes one booking, which no other page view can name.
     */
    formToken: context.issueFormToken?.() ?? "",
  };
}

/** What was typed, kept for the form shown again (bounded: a post may carry anything). */
const kept = (input: Record<string, string>) =>
  Object.fromEntries(
    [...bookingFields, FORM_TOKEN_FIELD, OFFER_FIELD].map((f) => [f, (input[f] ?? "").slice(0, 300)]),
  );

export async function bookPageAction(request: Request, context: AppLoadContext, key: string | undefined) {
  const batch = await batchFor(context, key);
  const input = formValues(await requestForm(request));
  const intent = input.intent === "waitlist" ? "waitlist" : "book";
  const values = kept(input);
  const bookings = context.bookings;
  if (!bookings)
    return data<BookReply>({ intent, error: enquiryErrors.configuration, values }, { status: 503 });
  if (intent === "waitlist") {
    const outcome = await bookings.joinWaitingList(batch, input);
    if (outcome.kind === "joined") return data<BookReply>({ intent, joined: true, values });
    if (outcome.kind === "invalid")
      return data<BookReply>({ intent, fieldErrors: outcome.fieldErrors, values }, { status: 400 });
    return data<BookReply>(
      { intent, error: outcome.error, values: refusedValues(outcome.error, values) },
      { status: outcome.status },
    );
  }
  const outcome = await bookings.book(batch, input);
  switch (outcome.kind) {
    case "held":
      if (!outcome.redirectTo.endsWith("/pay")) return redirect(outcome.redirectTo, 303);
      // A form posted as HTML (tapped before the page was live) may not be redirected to another
      // site: the CSP's form-action 'self' blocks the chain. It lands on the booking's page, whose
      // Pay link goes on to Razorpay. From the live page, the browser loads /pay (the router cannot).
      return request.headers.get("Sec-Fetch-Mode") === "cors" ||
        request.headers.get("Sec-Fetch-Mode") === "same-origin"
        ? redirectDocument(outcome.redirectTo, 303)
        : redirect(outcome.redirectTo.replace(/\/pay$/, ""), 303);
    case "existing":
      return redirect(outcome.redirectTo, 303);
    case "no-seat":
      return data<BookReply>({ intent, noSeat: { recordId: outcome.recordId }, values }, { status: 409 });
    case "over-limit":
      return data<BookReply>(
        { intent, noSeat: { recordId: outcome.recordId }, overLimit: outcome.limit, values },
        { status: 429 },
      );
    case "invalid":
      return data<BookReply>({ intent, fieldErrors: outcome.fieldErrors, values }, { status: 400 });
    case "refused":
      return data<BookReply>(
        // An expired form is sent again with the page's fresh token, not its old one.
        { intent, error: outcome.error, values: refusedValues(outcome.error, values) },
        { status: outcome.status },
      );
  }
}

const refusedValues = (error: string, values: Record<string, string>) =>
  error === bookingErrors.formExpired ? { ...values, [FORM_TOKEN_FIELD]: "" } : values;

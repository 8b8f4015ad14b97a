/**
 * The booking's Razorpay Payment Link: made once (reference_id = the booking id), then reused.
 * Razorpay wants expire_by at least 15 minutes ahead, so a hold shorter than that is extended to
 * the link's end, but never past its first end plus a fixed grace (hold_limit).
 */
import type { Db } from "#server/db/index.ts";
import { errorText, log } from "#server/log.ts";
import { bookingPath } from "#common/booking/batch-key.ts";
import { holdIsLive } from "#common/booking/booking-lifecycle.ts";
import { RazorpayError, type RazorpayClient, type PaymentLink } from "./razorpay";

/** Razorpay refuses an expire_by less than 15 minutes ahead; one more minute covers the call's own time. */
export const LINK_MIN_MINUTES = 16;

export type LinkDeps = { db: Db; razorpay: RazorpayClient; siteUrl: string; now?: () => Date };

export type LinkOutcome =
  | { to: "razorpay"; url: string }
  /** Nothing to pay now (paid, expired, refunded, or offline): the booking's page says why. */
  | { to: "booking" }
  | { to: "not-found" }
  | { to: "unavailable"; message: string };

export async function paymentLinkFor(deps: LinkDeps, bookingId: string): Promise<LinkOutcome> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const booking = await db
    .selectFrom("bookings")
    .innerJoin("submissions", "submissions.id", "bookings.id")
    .select([
      "bookings.id",
      "bookings.state",
      "bookings.payment_mode",
      "bookings.hold_until",
      "bookings.hold_limit",
      "bookings.total_paise",
      "bookings.batch_key",
      "bookings.payment_link_url",
      "submissions.name",
      "submissions.email",
      "submissions.phone",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return { to: "not-found" };
  const open = booking.state === "held" && booking.payment_mode === "online" && holdIsLive(booking, now);
  if (!open) return { to: "booking" };
  if (booking.payment_link_url) return { to: "razorpay", url: booking.payment_link_url };

  // Never past the hold's first end plus its grace, however often the visitor comes here.
  const limit = Date.parse(booking.hold_limit ?? booking.hold_until);
  const expireBy = new Date(
    Math.min(Math.max(Date.parse(booking.hold_until), now.getTime() + LINK_MIN_MINUTES * 60_000), limit),
  );
  if (expireBy.getTime() < now.getTime() + 15 * 60_000)
    return {
      to: "unavailable",
      message: "Too little of the hold is left to pay online. Please book again, or call us to pay.",
    };
  let link: PaymentLink;
  try {
    link = await deps.razorpay.createPaymentLink({
      amount: booking.total_paise,
      currency: "INR",
      reference_id: booking.id,
      description: `Seat in ${booking.batch_key}`,
      customer: {
        name: booking.name,
        email: booking.email,
        ...(booking.phone && { contact: booking.phone }),
      },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { booking_id: booking.id },
      callback_url: `${deps.siteUrl}${bookingPath(booking.id)}/paid`,
      callback_method: "get",
      expire_by: Math.ceil(expireBy.getTime() / 1000),
    });
  } catch (error) {
    // A link made by an earlier call whose answer was lost (or another tab's) is found by our reference.
    const earlier =
      error instanceof RazorpayError && error.status === 400
        ? (await deps.razorpay.paymentLinksFor(booking.id).catch(() => [])).find(
            (l) => l.status === "created",
          )
        : undefined;
    if (!earlier) {
      log.warn({ booking: booking.id, error: errorText(error) }, "Could not make a payment link");
      return {
        to: "unavailable",
        message: "Online payment is not available at the moment. Please try again in a minute.",
      };
    }
    link = earlier;
  }
  const at = new Date().toISOString();
  await db
    .updateTable("bookings")
    .set({
      payment_link_id: link.id,
      payment_link_url: link.short_url,
      // Held until the link ends (never less than it was, never past the hold's limit).
      hold_until: new Date(
        Math.min(Math.max(expireBy.getTime(), (link.expire_by ?? 0) * 1000), limit),
      ).toISOString(),
      updated_at: at,
    })
    .where("id", "=", booking.id)
    .where("payment_link_id", "is", null)
    .execute();
  const stored = await db
    .selectFrom("bookings")
    .select("payment_link_url")
    .where("id", "=", booking.id)
    .executeTakeFirstOrThrow();
  return { to: "razorpay", url: stored.payment_link_url ?? link.short_url };
}

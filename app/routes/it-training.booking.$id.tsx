import type { Route } from "./+types/it-training.booking.$id";
import { PageHeader } from "#app/components/site/page-header.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { bookingPageLoader } from "#app/features/booking/booking-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { BOOK_PATH, bookingPath } from "#common/booking/batch-key.ts";
import type { BookingState } from "#common/booking/booking-lifecycle.ts";
import { formatRupees } from "#common/booking/gst.ts";

/** /it-training/booking/:id: a booking's state. The id is the visitor's key to it; unknown ids are the site's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return bookingPageLoader(context, params.id);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(
    {
      title: "Your booking",
      description: "Your seat booking: its payment and invoice.",
      path: bookingPath(params.id ?? ""),
      noindex: true,
    },
    matches,
  );

const TITLES: Record<BookingState, string> = {
  held: "Awaiting payment",
  awaiting_office: "Awaiting payment",
  paid: "Seat confirmed",
  part_refunded: "Seat confirmed",
  expired: "This hold has ended",
  refunded: "Booking refunded",
  cancelled: "Booking cancelled",
  waiting: "You are on the waiting list",
  offered: "A seat is held for you",
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { booking, course, billing, bookAgain, supplier, holdUntilText } = loaderData;
  const type = booking.batchKey.endsWith("weekend") ? "Weekend" : "Weekday";
  const amount = formatRupees(booking.totalPaise);
  return (
    <>
      <PageHeader eyebrow="Your booking" title={TITLES[booking.state]}>
        <p>
          {course}, {type.toLowerCase()} batch starting{" "}
          <time dateTime={booking.startDate}>{formatStartDate(booking.startDate)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 md:py-14">
        {booking.state === "waiting" && (
          <p className="text-lg">
            {booking.name}, you are on this batch&apos;s waiting list. As soon as a seat opens we hold it for
            you and email you a link to book it.
          </p>
        )}
        {booking.state === "offered" && (
          <>
            <p className="text-lg">
              {booking.name}, a seat has opened and is held for you until <strong>{holdUntilText}</strong>.
              Book it before then; after that it goes to the next one waiting.
            </p>
            <AppLink
              href={`${BOOK_PATH}/${booking.batchKey}?offer=${booking.id}`}
              className={buttonVariants({ variant: "primary" })}
            >
              Book this seat
            </AppLink>
          </>
        )}
        {booking.state === "cancelled" && (
          <p className="text-lg">This booking was cancelled; it holds no seat.</p>
        )}
        {(booking.state === "held" || booking.state === "awaiting_office") && (
          <>
            <p className="text-lg">
              {booking.name}, your seat is held until <strong>{holdUntilText}</strong>. Pay{" "}
              <strong>{amount}</strong> {booking.plan === "deposit" ? "(the seat deposit with its GST) " : ""}
              before then to keep it.
            </p>
            {billing ? (
              <section
                aria-labelledby="pay-heading"
                className="rounded-xl border border-slate-200 bg-slate-50 p-5"
              >
                <h2 id="pay-heading" className="text-xl font-semibold text-ink">
                  Pay by bank transfer or UPI
                </h2>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  <dt className="font-medium text-slate-600">Account name</dt>
                  <dd>{billing.bankAccountName}</dd>
                  <dt className="font-medium text-slate-600">Account number</dt>
                  <dd className="font-mono">{billing.bankAccountNumber}</dd>
                  <dt className="font-medium text-slate-600">IFSC</dt>
                  <dd className="font-mono">{billing.ifsc}</dd>
                  <dt className="font-medium text-slate-600">Bank</dt>
                  <dd>{billing.bankName}</dd>
                  <dt className="font-medium text-slate-600">UPI</dt>
                  <dd className="font-mono">{billing.upiId}</dd>
                  <dt className="font-medium text-slate-600">Amount</dt>
                  <dd className="font-semibold">{amount}</dd>
                  <dt className="font-medium text-slate-600">Reference</dt>
                  <dd className="break-all font-mono">{booking.id}</dd>
                </dl>
                <p className="mt-4">
                  Write the reference with your payment. Our sales team will confirm your payment and email
                  your GST invoice.
                </p>
              </section>
            ) : (
              // A plain link: /pay is the server's way on to Razorpay, which the app's router cannot follow.
              <a href={`${bookingPath(booking.id)}/pay`} className={buttonVariants({ variant: "primary" })}>
                Pay {amount}
              </a>
            )}
          </>
        )}
        {(booking.state === "paid" || booking.state === "part_refunded") && (
          <>
            <p className="text-lg">
              Thank you, {booking.name}. We received {formatRupees(booking.paidPaise || booking.totalPaise)}
              {booking.plan === "deposit"
                ? " as your seat deposit; the balance is due before the batch starts"
                : ""}
              .
            </p>
            {booking.invoiceNumber && (
              <p>
                Tax invoice <strong>{booking.invoiceNumber}</strong> from {supplier}:{" "}
                <a href={`${bookingPath(booking.id)}/invoice.pdf`} className={linkClass}>
                  download the invoice (PDF)
                </a>
              </p>
            )}
          </>
        )}
        {booking.state === "expired" && (
          <p className="text-lg">
            The seat was held until {holdUntilText} and no payment reached us by then.{" "}
            {bookAgain ? (
              <AppLink href={`${BOOK_PATH}/${booking.batchKey}`} className={linkClass}>
                Book again: seats remain
              </AppLink>
            ) : (
              <AppLink href={`${BOOK_PATH}/${booking.batchKey}`} className={linkClass}>
                Join the waiting list
              </AppLink>
            )}
          </p>
        )}
        {booking.state === "refunded" && (
          <p className="text-lg">
            {formatRupees(booking.refundedPaise)} was refunded to you; your seat is released. Refunds reach
            your account in 5–7 working days.
          </p>
        )}
        <p className="text-sm text-slate-600">
          Keep this page&apos;s address: it is your link to this booking. Booking reference {booking.id}.
        </p>
      </div>
    </>
  );
}

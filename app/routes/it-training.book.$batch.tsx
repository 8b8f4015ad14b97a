import type { Route } from "./+types/it-training.book.$batch";
import { BATCH_MODE_LABELS } from "#app/content/live/batches.ts";
import { seatsLeftText } from "#app/content/live/bookable.ts";
import { PageHeader } from "#app/components/site/page-header.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { bookPageAction, bookPageLoader, type BookReply } from "#app/features/booking/book-page.server.ts";
import { BookingForm, NoSeatOffer, WaitingListForm } from "#app/features/booking/booking-form.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { BOOK_PATH } from "#common/booking/batch-key.ts";
import { bookingErrors } from "#common/booking/booking-fields.ts";

/** /it-training/book/ccna-2027-04-05-weekday: book a seat in the batch, or join its waiting list when full. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return bookPageLoader(context, params.batch, request.url);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return bookPageAction(request, context, params.batch);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(
    {
      title: loaderData ? `Book a seat: ${loaderData.batch.course}` : "Book a seat",
      description: "Book a seat in a batch: the fee, the GST and the total before you pay.",
      path: `${BOOK_PATH}/${params.batch}`,
      noindex: true,
    },
    matches,
  );

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, left, full, closed, onlinePayments, formToken, offer, offerGone } = loaderData;
  const reply = actionData as BookReply | undefined;
  const action = `${BOOK_PATH}/${batch.key}`;
  return (
    <>
      <PageHeader eyebrow="Book a seat" title={batch.course}>
        <p>
          {batch.type} batch starting{" "}
          <time dateTime={batch.startDate}>{formatStartDate(batch.startDate)}</time>
          {" · "}
          {batch.timings} · {BATCH_MODE_LABELS[batch.mode]}
        </p>
        <p className="mt-1 font-semibold text-white">
          {full ? "This batch is full" : left === undefined ? `${batch.seats} seats` : seatsLeftText(left)}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        {reply?.joined ? (
          <p
            role="status"
            className="max-w-xl rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900"
          >
            You are on the waiting list for this batch. We will call or write as soon as a seat opens.
          </p>
        ) : reply?.noSeat ? (
          <NoSeatOffer reply={{ ...reply, noSeat: reply.noSeat }} action={action} />
        ) : closed ? (
          <p className="max-w-xl">
            Booking online is not open just now.{" "}
            <AppLink
              href="/contact?interest=IT%20Training"
              className="font-semibold text-brand-700 underline"
            >
              Enquire about this batch
            </AppLink>{" "}
            and we will hold a seat for you.
          </p>
        ) : offer ? (
          <>
            <h2 className="text-2xl font-bold text-ink">A seat is held for you</h2>
            <p className="mt-2 mb-6 max-w-xl text-slate-700">
              {offer.name}, a seat opened and is yours until <strong>{offer.holdUntilText}</strong>. Book it
              before then; after that it goes to the next one waiting.
            </p>
            <BookingForm
              batch={batch}
              reply={
                reply ?? {
                  intent: "book",
                  values: { name: offer.name, email: offer.email, phone: offer.phone },
                }
              }
              formToken={formToken}
              offerId={offer.id}
              onlinePayments={onlinePayments}
              action={action}
            />
          </>
        ) : full ? (
          <section aria-labelledby="waiting-heading">
            <h2 id="waiting-heading" className="text-2xl font-bold text-ink">
              Full — join the waiting list
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              Every seat is taken. Leave your details and we will tell you as soon as one opens, or when the
              next batch starts.
            </p>
            <div className="mt-6">
              {offerGone && (
                <p role="alert" className="mb-4 max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-4">
                  {bookingErrors.offerGone}
                </p>
              )}
              <WaitingListForm reply={reply} formToken={formToken} action={action} />
            </div>
          </section>
        ) : (
          <>
            <h2 className="sr-only">Your details</h2>
            {offerGone && (
              <p role="alert" className="mb-4 max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-4">
                {bookingErrors.offerGone}
              </p>
            )}
            <BookingForm
              batch={batch}
              reply={reply}
              formToken={formToken}
              onlinePayments={onlinePayments}
              action={action}
            />
          </>
        )}
        <p className="mt-10">
          <AppLink href="/it-training/batch-calendar" className="font-semibold text-brand-700 underline">
            All upcoming batches
          </AppLink>
        </p>
      </div>
    </>
  );
}

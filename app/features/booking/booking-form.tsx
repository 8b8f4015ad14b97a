import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { currentAttribution } from "#app/features/attribution/capture.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import { BOOKING_NOTICE_VERSION, OFFER_FIELD, overLimitMessages } from "#common/booking/booking-fields.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { STATE_NAMES } from "#common/booking/indian-states.ts";
import { priceSummary, type BookingPlan } from "#common/booking/price.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, PRIVACY_VERSION_FIELD } from "#common/enquiry/enquiry-fields.ts";
import type { BookPageBatch, BookReply } from "./book-page.server";
import { BookingNotice } from "./booking-notice";
import { PriceSummaryTable } from "./price-summary";

const loadSchema = () => import("#common/booking/booking-schema.ts").then((m) => m.bookingSchema);
const loadWaitingSchema = () => import("#common/booking/booking-schema.ts").then((m) => m.waitingListSchema);

/** The hidden fields every form of the page carries: its page view's token, consent, attribution, the honeypot. */
function Envelope({ formToken }: { formToken: string }) {
  return (
    <>
      {/* A field people never see or reach; what fills it is kept as spam and holds no seat. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Company website</label>
        <input
          type="text"
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={PRIVACY_VERSION_FIELD} value={BOOKING_NOTICE_VERSION} />
      <input type="hidden" name={ATTRIBUTION_FIELD} />
    </>
  );
}

/** Where the visit came from, as the browser knows it when the form is sent. */
const withAttribution = (event: FormEvent<HTMLFormElement>) => {
  const field = event.currentTarget.elements.namedItem(ATTRIBUTION_FIELD);
  if (field instanceof HTMLInputElement) field.value = JSON.stringify(currentAttribution());
};

function WhoFields({
  errors,
  values,
}: {
  errors: Record<string, string | undefined>;
  values?: Record<string, string>;
}) {
  return (
    <>
      <Field id="name" label="Full name" required error={errors.name}>
        <input
          {...fieldControl("name", errors.name)}
          name="name"
          autoComplete="name"
          aria-required="true"
          maxLength={100}
          defaultValue={values?.name}
          className={inputClass}
        />
      </Field>
      <Field id="email" label="Email" required error={errors.email}>
        <input
          {...fieldControl("email", errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          maxLength={254}
          defaultValue={values?.email}
          className={inputClass}
        />
      </Field>
      <Field id="phone" label="Phone" required error={errors.phone}>
        <input
          {...fieldControl("phone", errors.phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          aria-required="true"
          maxLength={30}
          defaultValue={values?.phone}
          className={inputClass}
        />
      </Field>
    </>
  );
}

/** The booking form: who, where billed, the whole fee or the deposit, and the price before paying. */
export function BookingForm({
  batch,
  reply,
  formToken,
  offerId,
  onlinePayments,
  action,
}: {
  batch: BookPageBatch;
  reply?: BookReply;
  formToken: string;
  /** Booking a seat offered from the waiting list. */
  offerId?: string;
  onlinePayments: boolean;
  action: string;
}) {
  const values = reply?.values;
  const pending = usePending({ action, intent: "book" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const [state, setState] = useState(values?.billingState ?? "");
  const [plan, setPlan] = useState<BookingPlan>(
    values?.plan === "deposit" && batch.depositPaise !== null ? "deposit" : "full",
  );
  const price = priceSummary(batch, plan, state);
  const stateChosen = (STATE_NAMES as readonly string[]).includes(state);
  return (
    <Form
      method="post"
      action={action}
      noValidate
      {...formProps}
      onSubmit={(event) => {
        withAttribution(event);
        formProps.onSubmit(event);
      }}
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-5">
        {reply?.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
          >
            {reply.error}
          </p>
        )}
        <WhoFields errors={errors} values={values} />
        <Field
          id="billingState"
          label="Billing state"
          required
          error={errors.billingState}
          hint="Where you (or your company) are registered: it decides the GST."
        >
          <select
            {...fieldControl("billingState", errors.billingState, true)}
            name="billingState"
            aria-required="true"
            value={state}
            onChange={(e) => setState(e.target.value)}
            className={inputClass}
          >
            <option value="">Choose your state</option>
            {STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="gstin"
          label="GSTIN (optional)"
          error={errors.gstin}
          hint="For a tax invoice in your company's name: 15 characters, starting with your state's code."
        >
          <input
            {...fieldControl("gstin", errors.gstin, true)}
            name="gstin"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            defaultValue={values?.gstin}
            className={inputClass}
          />
        </Field>
        {batch.depositPaise !== null && (
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Pay now</legend>
            <div className="mt-2 space-y-2">
              <label className="flex items-start gap-3">
                <input
                  type="radio"
                  name="plan"
                  value="full"
                  checked={plan === "full"}
                  onChange={() => setPlan("full")}
                  className="mt-1 h-4 w-4"
                />
                <span>The whole fee, {formatRupees(batch.feePaise)} + GST</span>
              </label>
              <label className="flex items-start gap-3">
                <input
                  type="radio"
                  name="plan"
                  value="deposit"
                  checked={plan === "deposit"}
                  onChange={() => setPlan("deposit")}
                  className="mt-1 h-4 w-4"
                />
                <span>
                  A seat deposit of {formatRupees(batch.depositPaise)} + GST now, the balance before the batch
                  starts
                </span>
              </label>
            </div>
          </fieldset>
        )}
        <Envelope formToken={values?.[FORM_TOKEN_FIELD] || formToken} />
        {offerId && <input type="hidden" name={OFFER_FIELD} value={offerId} />}
        <input type="hidden" name="intent" value="book" />
      </div>
      <div className="space-y-4">
        <PriceSummaryTable price={price} stateChosen={stateChosen} startDate={batch.startDate} />
        <Button type="submit" disabled={pending} className="w-full" aria-describedby="booking-notice">
          {pending ? "Holding your seat…" : onlinePayments ? "Book and pay" : "Book my seat"}
        </Button>
        <BookingNotice id="booking-notice" onlinePayments={onlinePayments} />
      </div>
    </Form>
  );
}

/** A full batch's waiting list: who to tell when a seat opens. */
export function WaitingListForm({
  reply,
  formToken,
  action,
}: {
  reply?: BookReply;
  formToken: string;
  action: string;
}) {
  const pending = usePending({ action, intent: "waitlist" });
  const { errors, formProps } = useFormCheck(loadWaitingSchema, reply?.fieldErrors);
  return (
    <Form
      method="post"
      action={action}
      noValidate
      {...formProps}
      onSubmit={(event) => {
        withAttribution(event);
        formProps.onSubmit(event);
      }}
      className="max-w-xl space-y-5"
    >
      {reply?.error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
        >
          {reply.error}
        </p>
      )}
      <WhoFields errors={errors} values={reply?.values} />
      <Envelope formToken={reply?.values?.[FORM_TOKEN_FIELD] || formToken} />
      <input type="hidden" name="intent" value="waitlist" />
      <Button type="submit" disabled={pending} aria-describedby="booking-notice">
        Join the waiting list
      </Button>
      <BookingNotice id="booking-notice" onlinePayments={false} />
    </Form>
  );
}

/**
 * The offer when the last seat went while the visitor booked: their details are kept (the
 * record is saved), so joining is one press.
 */
export function NoSeatOffer({
  reply,
  action,
}: {
  reply: BookReply & { noSeat: { recordId: string } };
  action: string;
}) {
  const pending = usePending({ action, intent: "waitlist" });
  const values = reply.values ?? {};
  return (
    <Form
      method="post"
      action={action}
      className="max-w-xl space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 className="text-xl font-semibold text-ink" id="no-seat-heading">
        {reply.overLimit ? "No more seats can be held for you" : "The last seat has just gone"}
      </h2>
      {reply.overLimit && <p role="alert">{overLimitMessages[reply.overLimit]}</p>}
      <p>
        Your details are kept, {values.name}: join the waiting list and we will call you on {values.phone} or
        write to {values.email} as soon as a seat opens, or with the next batch.
      </p>
      <input type="hidden" name="recordId" value={reply.noSeat.recordId} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={values[FORM_TOKEN_FIELD]} />
      {(["name", "email", "phone"] as const).map((f) => (
        <input key={f} type="hidden" name={f} value={values[f] ?? ""} />
      ))}
      <input type="hidden" name="intent" value="waitlist" />
      <Button type="submit" disabled={pending}>
        Join the waiting list
      </Button>
    </Form>
  );
}

import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import type { BookingPanelData } from "./booking-panel.server";
import { FieldList } from "./record-fields";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** A booking's batch, price, payment and invoice, with marking it paid and (for admins) a refund. */
export function BookingPanel({
  booking,
  markPaidReply,
  refundReply,
}: {
  booking: BookingPanelData;
  markPaidReply?: FormReply;
  refundReply?: FormReply;
}) {
  const marking = usePending({ intent: "mark-paid" });
  return (
    <div className="space-y-4">
      <FieldList fields={booking.fields} />
      {booking.invoice && (
        <p>
          <a
            href={booking.invoice.href}
            download
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            Download invoice {booking.invoice.number} (PDF)
          </a>
        </p>
      )}
      {booking.canMarkPaid && (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="mark-paid" />
          <p className="text-sm text-slate-600">
            Once {booking.total} has reached the bank account or UPI: the visitor is sent the receipt and the
            invoice.
          </p>
          <Button type="submit" disabled={marking}>
            Mark paid
          </Button>
          {markPaidReply?.error && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {markPaidReply.error}
            </p>
          )}
        </Form>
      )}
      {booking.refundable !== undefined && (
        <RefundForm refundable={booking.refundable} refundKey={booking.refundKey} reply={refundReply} />
      )}
    </div>
  );
}

function RefundForm({
  refundable,
  refundKey,
  reply,
}: {
  refundable: number;
  refundKey: string;
  reply?: FormReply;
}) {
  const refunding = usePending({ intent: "refund" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.amount;
  // The hidden fields' messages (a form sent from an older page) are the form's, not the amount's.
  const formError = reply?.error ?? reply?.fieldErrors?.refundKey ?? reply?.fieldErrors?.refundable;
  return (
    <Form
      key={refundable}
      method="post"
      noValidate
      {...formProps}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <input type="hidden" name="intent" value="refund" />
      {/* What the form shows as left, and its key: the server refunds once per form, and only while that is still left. */}
      <input type="hidden" name="refundable" value={refundable} />
      <input type="hidden" name="refundKey" value={refundKey} />
      <Field
        id="refund-amount"
        label="Refund (₹)"
        hint={`Up to ${formatRupees(refundable)}. The seat is released and the visitor is told by email.`}
        error={error}
      >
        <input
          {...fieldControl("refund-amount", error, true)}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={reply?.values?.amount ?? ""}
          className={inputClass}
        />
      </Field>
      <Button type="submit" disabled={refunding}>
        Refund
      </Button>
      {formError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {formError}
        </p>
      )}
    </Form>
  );
}

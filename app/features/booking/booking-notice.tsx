import { mailtoHref } from "#app/content/live/apply.ts";
import { useContact } from "#app/components/site/use-site-config.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { BOOKING_NOTICE_VERSION } from "#common/booking/booking-fields.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The DPDP Act notice beside the booking form's button; its version is stored with the record. */
export function BookingNotice({ id, onlinePayments }: { id: string; onlinePayments: boolean }) {
  const { email } = useContact();
  return (
    <p id={id} data-version={BOOKING_NOTICE_VERSION} className="text-sm leading-relaxed text-slate-600">
      <span className="font-semibold text-slate-700">Your privacy: </span>
      we use your name, email, phone, billing state and GSTIN (if given) to hold your seat, take your payment
      {onlinePayments ? " (through Razorpay)" : ""}, issue your GST invoice and tell you about your batch, and
      keep them as the tax law requires. By sending, you consent to this under India&apos;s DPDP Act, 2023. To
      see, correct or erase your data, email{" "}
      <AppLink href={mailtoHref(email, "Erasure request")} className={linkClass}>
        {email}
      </AppLink>
      . See our{" "}
      <AppLink href="/legal#privacy" className={linkClass}>
        privacy policy
      </AppLink>
      .
    </p>
  );
}

import { mailtoHref } from "#app/content/live/apply.ts";
import { useContact } from "#app/components/site/use-site-config.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { PRIVACY_NOTICE_VERSION } from "#common/enquiry/enquiry-fields.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The DPDP Act notice shown beside the submit button; its version is stored with each enquiry. */
export function PrivacyNotice({ id }: { id: string }) {
  const { email } = useContact();
  return (
    <p id={id} data-version={PRIVACY_NOTICE_VERSION} className="text-sm leading-relaxed text-slate-600">
      <span className="font-semibold text-slate-700">Your privacy: </span>
      we collect your name, email, phone (if given), interest and message only to reply to this enquiry and
      advise you on our courses and services, and keep them for up to 24 months. We also record how you found
      us (the page you came from, the campaign in the link, and the pages where you landed and sent this
      form), kept in your browser for 30 days. By sending, you consent to this under India&apos;s DPDP Act,
      2023. To see, correct or erase your data, email{" "}
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

import type { ReactNode } from "react";
import { brand, whatsappLink } from "#app/content/brand.ts";
import { contact } from "#app/content/contact.ts";
import { addressLines, mailtoHref } from "#app/content/live/apply.ts";
import { telLink } from "#common/phone-links.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { EnquiryForm, type EnquiryFormProps } from "#app/features/contact/enquiry-form.tsx";
import { BrandIcon } from "./brand-icons";
import { useContact } from "./use-site-config";

/** The contact block shown on /contact, /introduction and /ai-solutions. */
export function ContactSection({ enquiry }: { enquiry?: EnquiryFormProps } = {}) {
  const whatsappHref = whatsappLink(contact.whatsappMessage, useContact().whatsappNumber);
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-brand-50 py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="contact-heading" className="text-2xl font-bold text-ink md:text-3xl">
            {contact.heading}
          </h2>
          <p className="mt-3 max-w-xl text-slate-700">{contact.intro}</p>
          <ContactDetails whatsappHref={whatsappHref} />
          <AppLink
            href={whatsappHref}
            className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), "mt-8")}
          >
            <BrandIcon name="WhatsApp" />
            Chat with us on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </AppLink>
        </div>
        <EnquiryArea whatsappHref={whatsappHref} enquiry={enquiry} />
      </div>
    </section>
  );
}

function DetailRow({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-brand-800">{label}</p>
        <div className="mt-0.5 text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

/** Address, phone, email, WhatsApp, office hours and the response promise. */
export function ContactDetails({ whatsappHref }: { whatsappHref: string }) {
  const details = useContact();
  return (
    <div className="mt-8">
      <ul className="space-y-5">
        <DetailRow icon="MapPin" label="Office">
          <address className="not-italic">
            {brand.legalName}
            {addressLines(details).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
        <DetailRow icon="Phone" label={details.phones.length > 1 ? "Phones" : "Phone"}>
          {details.phones.map((phone) => (
            <AppLink key={phone} href={telLink(phone)} className={cn(linkClass, "block")}>
              {phone}
            </AppLink>
          ))}
        </DetailRow>
        <DetailRow icon="Mail" label="Email">
          <AppLink href={mailtoHref(details.email)} className={linkClass}>
            {details.email}
          </AppLink>
        </DetailRow>
        <DetailRow icon="MessageSquare" label="WhatsApp">
          <AppLink href={whatsappHref} className={linkClass}>
            Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </AppLink>
        </DetailRow>
        <DetailRow icon="Clock" label="Office hours">
          {details.officeHours}
        </DetailRow>
      </ul>
      <p className="mt-6 flex items-center gap-2 font-medium text-brand-900">
        <Icon name="CheckCircle2" className="h-5 w-5 text-brand-700" />
        {contact.responsePromise}
      </p>
    </div>
  );
}

/** Where visitors send an enquiry: the form (stored on our server), with email and WhatsApp as alternatives. */
function EnquiryArea({ whatsappHref, enquiry }: { whatsappHref: string; enquiry?: EnquiryFormProps }) {
  const { email } = useContact();
  return (
    <section
      id="enquiry"
      data-slot="enquiry-form"
      aria-labelledby="enquiry-heading"
      className="relative rounded-2xl border border-brand-100 bg-white p-6 shadow-sm md:p-8 lg:self-start"
    >
      <h3 id="enquiry-heading" className="text-xl font-semibold text-ink">
        Send us an enquiry
      </h3>
      <p className="mt-3 text-slate-700">
        Fields marked{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required. Prefer email? Write to{" "}
        <AppLink href={mailtoHref(email, contact.emailSubject)} className={linkClass}>
          {email}
        </AppLink>{" "}
        or{" "}
        <AppLink href={whatsappHref} className={linkClass}>
          send it on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </AppLink>
        .
      </p>
      <EnquiryForm {...enquiry} />
    </section>
  );
}

import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { brand } from "#app/content/brand.ts";
import { footerColumns } from "#app/content/navigation.ts";
import { cn } from "#app/lib/utils.ts";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";
import { SocialIcons } from "./social-icons";
import { telLink } from "#common/phone-links.ts";
import { useContact } from "./use-site-config";

export function SiteFooter() {
  const contact = useContact();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <section
        aria-labelledby="footer-cta-heading"
        className="bg-gradient-to-r from-brand-800 to-brand-700 text-white"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="footer-cta-heading" className="text-2xl font-bold md:text-3xl">
              Ready to Transform Your Business?
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">
              Talk to our Chennai team about certification training for your engineers, an AI solution for
              your operations, or the infrastructure and hosting behind them. {brand.responsePromise}
            </p>
          </div>
          <AppLink
            href="/contact"
            className={cn(buttonVariants({ variant: "accent", size: "lg" }), "shrink-0")}
          >
            Get in Touch Today
          </AppLink>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1.3fr_3fr]">
        <div>
          <Logo inverse />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{brand.description}</p>
          <address className="mt-5 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
              <span>
                {brand.legalName}, {contact.street}, {contact.locality}, {brand.address.city}{" "}
                {contact.postalCode}, {contact.region}, India
              </span>
            </p>
            {contact.phones.map((phone) => (
              <p key={phone}>
                <a href={telLink(phone)} className="inline-flex min-h-6 items-center gap-2 hover:text-white">
                  <Icon name="Phone" className="h-4 w-4 text-accent-400" />
                  {phone}
                </a>
              </p>
            ))}
            <p>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex min-h-6 items-center gap-2 hover:text-white"
              >
                <Icon name="Mail" className="h-4 w-4 text-accent-400" />
                {contact.email}
              </a>
            </p>
          </address>
          <SocialIcons tone="dark" className="mt-5 -ml-2" />
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
              <ul className="mt-4 space-y-1 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <AppLink
                      href={link.href}
                      className="inline-flex min-h-8 items-center hover:text-white hover:underline"
                    >
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      {/* Bottom padding keeps the last line clear of the fixed WhatsApp buttons and offer bar. */}
      <div className="border-t border-white/10 pb-36 md:pb-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm md:flex-row md:justify-between">
          <p>
            © <CurrentYear /> {brand.legalName}. All rights reserved.
          </p>
          <p>
            <AppLink href="/legal" className="hover:text-white hover:underline">
              Privacy Policy & Terms
            </AppLink>{" "}
            · Chennai, serving India, the Middle East and Asia Pacific
          </p>
        </div>
      </div>
    </footer>
  );
}

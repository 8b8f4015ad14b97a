import { useLocation } from "react-router";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { brand, whatsappLink } from "#app/content/brand.ts";
import { cn } from "#app/lib/utils.ts";
import { BrandIcon } from "./brand-icons";
import { relatedFor } from "./page-end-links";
import { ShareLinks } from "./share-links";
import { useContact } from "./use-site-config";

const CUSTOM_BATCH_MESSAGE =
  "Hello Arivu Technologies, I would like to enquire about a custom batch or corporate training for my team.";

const cardClass =
  "group flex h-full rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md";

function RelatedBlock() {
  const block = relatedFor(useLocation().pathname);
  return (
    <section aria-labelledby="page-end-related" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 id="page-end-related" className="text-2xl font-bold text-ink">
          {block.title}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">{block.intro}</p>
        {block.kind === "areas" ? (
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {block.areas.map((area) => (
              <li key={area.href}>
                <AppLink href={area.href} className={`${cardClass} flex-col p-5`}>
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={area.iconClass} className="h-6 w-6" />
                  </span>
                  <span className="mt-4 text-lg font-semibold text-ink">{area.label}</span>
                  <span className="mt-2 flex-1 text-sm text-slate-600">{area.description}</span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Explore {area.label}
                    <Icon
                      name="ArrowRight"
                      className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {block.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={`${cardClass} items-center justify-between gap-3 p-4`}>
                  <span className="flex items-center gap-2 font-medium text-ink">
                    {link.demo && <Icon name="Sparkles" className="h-4 w-4 shrink-0 text-brand-600" />}
                    {link.label}
                    {link.demo && <span className="sr-only"> (live demo)</span>}
                  </span>
                  <Icon name="ArrowRight" className="h-4 w-4 shrink-0 text-brand-700" />
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The category-related block and the common footer block that end every page. */
export function PageEnd() {
  const { whatsappNumber } = useContact();
  return (
    <>
      <RelatedBlock />
      <section aria-label="Enquire, syllabus and sharing" className="border-t border-slate-200 bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
          <div>
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Icon name="Users" className="h-5 w-5 text-brand-700" />
              Custom Batches & Corporate Training
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Need a weekend-only batch, a private cohort for your network team or an on-site bootcamp in
              Chennai, Bengaluru or Dubai? Message us and a counsellor will plan the schedule with you.
            </p>
            <a
              href={whatsappLink(CUSTOM_BATCH_MESSAGE, whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "outline", size: "md" }), "mt-4")}
            >
              <BrandIcon name="WhatsApp" className="h-4 w-4" />
              Ask about a custom batch on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <div>
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Icon name="BookOpen" className="h-5 w-5 text-brand-700" />
              Official CCNA Syllabus
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Our CCNA course follows Cisco&apos;s 200-301 exam blueprint. Check every exam topic at the
              source.
            </p>
            <a
              href={brand.ccnaSyllabusUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Official CCNA exam topics on Cisco Learning Network
              <Icon name="ExternalLink" className="h-4 w-4 shrink-0" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <div>
            <h2 className="text-lg font-semibold text-ink">Share This Page</h2>
            <p className="mt-2 text-sm text-slate-600">
              Know someone preparing for a certification or planning an AI project?
            </p>
            <ShareLinks className="mt-4" />
          </div>
        </div>
      </section>
    </>
  );
}

import type { Route } from "./+types/it-training.b2b-trainer-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { b2bBenefits, b2bCta, b2bExpertise, b2bIntro, b2bProcess } from "#app/content/training.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "B2B Trainer Solutions for Institutes and Corporates",
      description:
        "White-label Cisco, security, SD-WAN, automation and AI trainers for training institutes and corporate teams, with lab access and courseware, from Arivu Technologies, Chennai.",
      path: "/it-training/b2b-trainer-solutions",
    },
    matches,
  );

export default function B2BTrainerSolutionsPage() {
  return (
    <>
      <PageHeader eyebrow="IT Training" title="B2B Trainer Solutions">
        <p>{b2bIntro.lead}</p>
      </PageHeader>
      <Section id="b2b-intro" title="Trainers Who Teach Under Your Name">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {b2bIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        id="b2b-benefits"
        title="Why Institutes and Corporates Choose Us"
        className="bg-slate-50 py-14 md:py-20"
      >
        <InfoCards cards={b2bBenefits} columns={3} />
      </Section>
      <Section id="b2b-process" title="How It Works">
        <InfoCards cards={b2bProcess} numbered />
      </Section>
      <Section
        id="b2b-expertise"
        title="Technologies Our Trainers Deliver"
        className="bg-slate-50 py-14 md:py-20"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {b2bExpertise.map((tech) => (
            <li key={tech.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Icon name={tech.iconClass} className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-ink">{tech.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{tech.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="b2b-cta-heading" className="bg-brand-50 py-14">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="b2b-cta-heading" className="text-2xl font-bold text-ink">
              {b2bCta.title}
            </h2>
            <p className="mt-2 text-slate-700">{b2bCta.text}</p>
          </div>
          <AppLink href={b2bCta.href} className={buttonVariants({ variant: "primary", size: "lg" })}>
            {b2bCta.label}
          </AppLink>
        </div>
      </section>
    </>
  );
}

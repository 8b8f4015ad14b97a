import { useMemo } from "react";
import type { Route } from "./+types/home";
import type { ExpertiseCard, Leader } from "#app/content/schema.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { heroSlides, expertiseCards, homeAbout } from "#app/content/home.ts";
import { Section } from "#app/components/site/page-header.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { HeroCarousel } from "#app/features/hero/hero-carousel.tsx";
import { DailyImageSection } from "#app/features/daily-image/daily-image-section.tsx";
import { DeferredSuccessStories } from "#app/features/testimonials/deferred-success-stories.tsx";
import { DeferredFaqList } from "#app/features/faq/deferred-faq-list.tsx";
import { faqPageJsonLd } from "#app/features/faq/faq-json-ld.ts";
import { withHeroText } from "#app/content/live/apply.ts";
import { homeData } from "#app/lib/page-data.server.ts";

/** The edited hero text, success stories and FAQs. */
export function loader({ context }: Route.LoaderArgs) {
  return homeData(context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    {
      title: "Arivu Technologies | IT Training, AI Solutions & IT Services in Chennai",
      description:
        "CCNA to CCIE certification training with 24/7 labs, custom AI agents and RAG solutions, and managed IT, cloud hosting and digital services from Chennai for India, the Middle East and Asia Pacific.",
      path: "/",
      jsonLd: import.meta.env.SSR && loaderData ? [faqPageJsonLd(loaderData.faqs)] : undefined,
    },
    matches,
  );

// Also shown for unknown addresses (not-found.tsx).
export default function HomePage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const slides = useMemo(() => withHeroText(heroSlides, loaderData.hero), [loaderData.hero]);
  return (
    <>
      <HeroCarousel slides={slides} />

      <Section
        id="core-expertise"
        title="Our Core Expertise"
        intro="Three practices, one team of engineers: we teach what we build, and build with what we teach."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {expertiseCards.map((card) => (
            <ExpertiseCardItem key={card.id} card={card} />
          ))}
        </ul>
      </Section>

      <DailyImageSection />

      <Section id="about-arivu" title={homeAbout.title}>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            {homeAbout.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-slate-700 first:mt-0">
                {p}
              </p>
            ))}
            <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {homeAbout.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
                  <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
                  <dd className="text-2xl font-bold text-brand-800">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <LeadershipCard leader={homeAbout.leader} />
        </div>
      </Section>

      <Section
        id="alumni-success"
        title="Client Success Stories"
        intro="Alumni who cleared their certifications and businesses that run on what we built."
        className="bg-slate-50 py-14 md:py-20"
      >
        <DeferredSuccessStories testimonials={loaderData.testimonials} />
      </Section>

      <Section
        id="faq"
        title="Frequently Asked Questions"
        intro="Training, AI services and business services: the questions we hear most often."
      >
        <div className="max-w-4xl">
          <DeferredFaqList items={loaderData.faqs} />
        </div>
      </Section>
    </>
  );
}

function ExpertiseCardItem({ card }: { card: ExpertiseCard }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={card.iconClass} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {card.highlights.map((h) => (
          <li key={h} className="flex gap-2">
            <Icon name="CheckCircle2" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            {h}
          </li>
        ))}
      </ul>
      <AppLink
        href={card.href}
        className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Learn More<span className="sr-only"> about {card.title}</span>
        <Icon name="ChevronRight" className="h-4 w-4" />
      </AppLink>
    </li>
  );
}

function LeadershipCard({ leader }: { leader: Leader }) {
  return (
    <article
      aria-labelledby="leader-name"
      className="flex flex-col gap-6 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row"
    >
      <ResponsiveImage
        image={leader.image}
        sizes="160px"
        className="h-40 w-40 shrink-0 overflow-hidden rounded-xl bg-brand-50"
        imgClassName="h-full object-cover"
      />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Leadership</p>
        <h3 id="leader-name" className="mt-1 text-xl font-semibold text-ink">
          {leader.name}
        </h3>
        <p className="font-medium text-slate-700">{leader.title}</p>
        <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-brand-800">
          <Icon name="Award" className="mt-0.5 h-4 w-4 shrink-0" />
          {leader.credential}
        </p>
        <p className="mt-3 text-slate-600">{leader.bio}</p>
      </div>
    </article>
  );
}

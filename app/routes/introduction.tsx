import type { Route } from "./+types/introduction";
import { pageMeta } from "#app/lib/seo.ts";
import { company } from "#app/content/company.ts";
import { images } from "#app/content/images.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { courseNames, formTokenFor } from "#app/features/contact/enquiry-action.server.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "About Us",
      description:
        "Arivu Technologies, Chennai: CCIE-led certification training since 2012, thousands of engineers trained, and AI and IT services for clients in India, the UAE, Saudi Arabia, Singapore and Malaysia.",
      path: "/introduction",
      jsonLd: [{ "@context": "https://schema.org", "@type": "AboutPage", name: "About Arivu Technologies" }],
    },
    matches,
  );

/** The edited success stories, and the contact form's token (for its no-JavaScript post) and courses. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  return { formToken: formTokenFor(context), courseNames: courseNames(), testimonials: content.testimonials };
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const { about } = company;
  return (
    <>
      <PageHeader
        eyebrow="About Us"
        title="Training engineers and building IT solutions from Chennai since 2012"
      >
        <p>{company.headerIntro}</p>
      </PageHeader>

      <Section id="about" title={about.title}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            <h3 className="text-lg font-semibold text-ink">Our story</h3>
            {company.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h3 className="pt-4 text-lg font-semibold text-ink">What we do</h3>
            {about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div>
            <ResponsiveImage
              image={images.aboutTeam}
              sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
              imgClassName="rounded-2xl"
            />
            <dl className="mt-8 grid grid-cols-2 gap-4">
              {about.highlights.map((h) => (
                <div key={h.label} className="flex flex-col rounded-xl border border-slate-200 p-4">
                  <dt className="text-sm text-slate-600">{h.label}</dt>
                  <dd className="order-first text-3xl font-bold text-brand-800">{h.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section
        id="why-partner"
        title="Why partner with Arivu"
        intro="What learners and corporate clients count on when they work with us."
        className="bg-slate-50 py-14 md:py-20"
      >
        <InfoCards cards={company.whyPartner} />
      </Section>

      <Section
        id="success-stories"
        title="Client success stories"
        intro="Engineers and companies across India and the Middle East on what changed after working with us."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.testimonials.map((t) => (
            <li key={t.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <figure className="flex h-full flex-col">
                <blockquote className="flex-1 text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-slate-100 pt-4">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.title}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <ContactSection enquiry={{ formToken: loaderData.formToken, courseNames: loaderData.courseNames }} />
    </>
  );
}

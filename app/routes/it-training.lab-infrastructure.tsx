import type { Route } from "./+types/it-training.lab-infrastructure";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { images } from "#app/content/images.ts";
import { labFeatures, labIntro, labPhotos } from "#app/content/training.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Lab Infrastructure: Cisco, Fortinet and Palo Alto Racks, 24/7",
      description:
        "Physical Cisco, Fortinet and Palo Alto racks, EVE-NG and Cisco Modeling Labs topologies, 24/7 remote access and dedicated CCIE rack time at our Chennai lab.",
      path: "/it-training/lab-infrastructure",
    },
    matches,
  );

export default function LabInfrastructurePage() {
  return (
    <>
      <PageHeader eyebrow="IT Training" title="Lab Infrastructure">
        <p>{labIntro.lead}</p>
      </PageHeader>
      <Section
        id="lab-features"
        title="Inside the Lab"
        intro={labIntro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      >
        <InfoCards cards={labFeatures} />
      </Section>
      <Section id="lab-photos" title="See the Lab" className="bg-slate-50 py-14 md:py-20">
        <ul className="grid gap-6 md:grid-cols-3">
          {labPhotos.map(({ image, caption }) => (
            <li key={image}>
              <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <ResponsiveImage
                  image={images[image]}
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                  imgClassName="aspect-[3/2] object-cover"
                />
                <figcaption className="p-4 text-sm text-slate-700">{caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-4">
          <AppLink href="/it-training/batch-calendar" className={buttonVariants({ variant: "primary" })}>
            See upcoming batches
          </AppLink>
          <AppLink href="/contact?interest=IT%20Training" className={buttonVariants({ variant: "outline" })}>
            Book a lab visit
          </AppLink>
        </div>
      </Section>
    </>
  );
}

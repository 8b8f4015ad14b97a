import type { Route } from "./+types/it-training.training-model";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { trainingMethodology, trainingModelIntro, trainingWeek } from "#app/content/training.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Training Model: Concept, Lab, Real-World Scenarios, Exam Readiness",
      description:
        "How Arivu Technologies teaches CCNA to CCIE: short concept sessions, daily lab work, real-world troubleshooting scenarios and graded mock labs before the exam.",
      path: "/it-training/training-model",
    },
    matches,
  );

export default function TrainingModelPage() {
  return (
    <>
      <PageHeader eyebrow="IT Training" title="Training Model">
        <p>{trainingModelIntro.lead}</p>
      </PageHeader>
      <Section
        id="methodology"
        title="Four Stages for Every Topic"
        intro={trainingModelIntro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      >
        <InfoCards cards={trainingMethodology} numbered />
      </Section>
      <Section
        id="typical-week"
        title="A Typical Week in a Weekday Batch"
        className="bg-slate-50 py-14 md:py-20"
      >
        <dl className="grid max-w-3xl gap-4">
          {trainingWeek.map(({ day, activity }) => (
            <div key={day} className="rounded-xl border border-slate-200 bg-white p-4 sm:flex sm:gap-6">
              <dt className="font-semibold text-ink sm:w-56 sm:shrink-0">{day}</dt>
              <dd className="mt-1 text-slate-700 sm:mt-0">{activity}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap gap-4">
          <AppLink href="/it-training/batch-calendar" className={buttonVariants({ variant: "primary" })}>
            Find your batch
          </AppLink>
          <AppLink href="/it-training/programs" className={buttonVariants({ variant: "outline" })}>
            Browse programs
          </AppLink>
        </div>
      </Section>
    </>
  );
}

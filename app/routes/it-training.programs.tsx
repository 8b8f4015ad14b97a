import { Icon } from "#app/components/ui/icon.tsx";
import type { Route } from "./+types/it-training.programs";
import type { Course, CourseGroup } from "#app/content/schema.ts";
import { pageMeta, siteUrlFrom } from "#app/lib/seo.ts";
import { catalogueJsonLd } from "#app/lib/course-json-ld.ts";
import { cn } from "#app/lib/utils.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { brand } from "#app/content/brand.ts";
import { courseGroups, programSections, type ProgramSection } from "#app/content/courses.ts";
import { courseEnquiryHref } from "#app/content/course-rules.ts";
import { feeRange } from "#app/content/course-rules.ts";
import { withFees } from "#app/content/live/apply.ts";
import { nextBatches, type NextBatches } from "#app/content/live/batches.ts";
import { openBatchesOf, type OpenBatch } from "#app/features/booking/open-batches.server.ts";
import { CourseBatches, useLiveSeats } from "#app/features/batches/course-batches.tsx";
import type { BatchSeats } from "#app/content/live/bookable.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { DeferredCourseRecommender } from "#app/features/demos/deferred-demos.tsx";
import { todayInIst } from "#common/ist-time.ts";

const PATH = "/it-training/programs";

/**
 * The catalogue with the edited fees and durations (the page shows every course in full, so
 * it travels as data, not in the page's code), each course's next entered batch, and its open
 * batches to book. The page is prerendered (again at each publish), so their seats left are
 * not in it: the page reads them live once it runs (useLiveSeats).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  return {
    sections: programSections,
    groups: withFees(courseGroups, content.courses),
    lowestFee: feeRange(content.courses.map((f) => f.price))?.low,
    nextBatches: nextBatches(content.batches, todayInIst()),
    openBatches: openBatchesOf(content),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    {
      title: "Certification Programs",
      description: `CCNA, CCNP, CCIE, CCDE, Fortinet, Palo Alto, CISSP, Python automation and AI courses in Chennai and online: fees${loaderData?.lowestFee ? ` from ${loaderData.lowestFee}` : ""}, durations, prerequisites and full curriculum.`,
      path: PATH,
      jsonLd:
        import.meta.env.SSR && loaderData
          ? [catalogueJsonLd(loaderData.groups, siteUrlFrom(matches), PATH)]
          : undefined,
    },
    matches,
  );

const coursesOf = (groups: CourseGroup[]): Course[] =>
  groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));

export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  const { sections, groups } = loaderData;
  const seats = useLiveSeats(Object.keys(loaderData.openBatches).length > 0);
  return (
    <>
      <PageHeader eyebrow="IT Training" title="Certification Programs">
        <p>
          {coursesOf(groups).length} instructor-led programs in networking, security, automation and AI,
          taught live from our Chennai lab and online, with 24/7 remote lab access.
        </p>
      </PageHeader>
      <nav aria-label="Program groups" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-4">
          {sections.map((s) => (
            <li key={s.id}>
              <AppLink
                href={`#${s.id}`}
                className="inline-block rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {s.title}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink
              href="/it-training/plans-pricing"
              className="inline-block rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Compare plans & pricing
            </AppLink>
          </li>
        </ul>
      </nav>
      {sections.map((section, i) => (
        <ProgramSectionView
          key={section.id}
          section={section}
          groups={groups}
          nextBatches={loaderData.nextBatches}
          openBatches={loaderData.openBatches}
          seats={seats}
          shaded={i % 2 === 1}
        />
      ))}
      <Section id="start-here" title="Not sure where to start?" className="bg-brand-50 py-14 md:py-20">
        <p className="max-w-3xl text-slate-700">
          Tell us your background and goal, and a senior instructor will suggest a path. New to networking?
          Most learners start with CCNA. CCIE pass support is 100%, subject to conditions: at least 90%
          attendance, all workbook labs submitted, 80% or more in our final mock lab, and a first lab attempt
          within six months of finishing the batch.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <AppLink href="/contact?interest=IT%20Training" className={buttonVariants({ variant: "primary" })}>
            Talk to a counsellor
          </AppLink>
          <AppLink href="/it-training/batch-calendar" className={buttonVariants({ variant: "outline" })}>
            See upcoming batches
          </AppLink>
          <AppLink href="/it-training/plans-pricing" className={buttonVariants({ variant: "outline" })}>
            Plans & pricing
          </AppLink>
        </div>
        <DeferredCourseRecommender className="mt-10 max-w-4xl" />
      </Section>
    </>
  );
}

function ProgramSectionView({
  section,
  groups: catalogue,
  shaded,
  ...batches
}: {
  section: ProgramSection;
  groups: CourseGroup[];
  shaded: boolean;
} & CourseBatchProps) {
  const groups = section.groupIds
    .map((id) => catalogue.find((g) => g.id === id))
    .filter((g): g is CourseGroup => g !== undefined);
  const single = groups.length === 1;
  const intro = section.description ?? (single ? groups[0].description : undefined);
  return (
    <Section
      id={section.id}
      title={section.title}
      intro={intro}
      className={cn("scroll-mt-20 py-14 md:py-20", shaded && "bg-slate-50")}
    >
      <div className="space-y-12">
        {single
          ? groups[0].subgroups.map((sub) => (
              <div key={sub.title}>
                <h3 className="text-xl font-semibold text-brand-900">{sub.title}</h3>
                <CourseGrid courses={sub.courses} {...batches} />
              </div>
            ))
          : groups.map((group) => (
              <div key={group.id} id={group.id} className="scroll-mt-20">
                <h3 className="text-xl font-semibold text-brand-900">{group.title}</h3>
                <p className="mt-2 max-w-3xl text-slate-600">{group.description}</p>
                <CourseGrid courses={group.subgroups.flatMap((s) => s.courses)} {...batches} />
              </div>
            ))}
      </div>
    </Section>
  );
}

/** Each course's next entered batch and open batches, with their seats left once read. */
type CourseBatchProps = {
  nextBatches: NextBatches;
  openBatches: Record<string, OpenBatch[]>;
  seats?: Record<string, BatchSeats>;
};

function CourseGrid({ courses, nextBatches, openBatches, seats }: { courses: Course[] } & CourseBatchProps) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard
            course={course}
            nextBatch={nextBatches[course.id]}
            openBatches={openBatches[course.id]}
            seats={seats}
          />
        </li>
      ))}
    </ul>
  );
}

function CourseCard({
  course,
  nextBatch,
  openBatches,
  seats,
}: {
  course: Course;
  nextBatch?: NextBatches[string];
  openBatches?: OpenBatch[];
  seats?: Record<string, BatchSeats>;
}) {
  const headingId = `course-${course.id}-name`;
  return (
    <article
      id={`course-${course.id}`}
      aria-labelledby={headingId}
      className="flex w-full scroll-mt-20 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="text-xl font-bold text-ink">
          {course.name}
        </h4>
        {course.note && (
          <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950">
            {course.note}
          </span>
        )}
      </div>
      <p
        className={cn("mt-2 font-bold text-brand-800", course.price.startsWith("₹") ? "text-2xl" : "text-lg")}
      >
        {course.price}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">Level</dt>
          <dd className="font-semibold text-ink">{course.level}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-semibold text-ink">{course.duration}</dd>
        </div>
        {nextBatch && (
          <div className="col-span-2">
            <dt className="text-slate-600">Next batch</dt>
            <dd className="font-semibold text-ink">
              <time dateTime={nextBatch.startDate}>{nextBatch.text}</time>
            </dd>
          </div>
        )}
      </dl>
      {openBatches && <CourseBatches batches={openBatches} seats={seats} />}
      <p className="mt-4 text-slate-600">{course.summary}</p>
      <p className="mt-4 text-sm font-semibold text-ink">Prerequisites</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {course.prerequisites.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <details className="group mt-4 rounded-lg border border-slate-200">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          Curriculum ({course.curriculum.length} modules)
          <Icon
            name="ChevronDown"
            className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ol className="list-decimal space-y-1 px-4 pb-4 pl-9 text-sm text-slate-700">
          {course.curriculum.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </details>
      {course.id === "ccna" && (
        <AppLink
          href={brand.ccnaSyllabusUrl}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          Official CCNA exam topics
          <Icon name="ExternalLink" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </AppLink>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <AppLink
          href={courseEnquiryHref(course.name)}
          className={buttonVariants({ variant: "primary", size: "sm" })}
        >
          Enquire<span className="sr-only"> about {course.name}</span>
        </AppLink>
        <AppLink
          href={`/it-training/plans-pricing#price-${course.id}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Plans & pricing<span className="sr-only"> for {course.name}</span>
        </AppLink>
      </div>
    </article>
  );
}

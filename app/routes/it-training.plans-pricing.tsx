import { useMemo, useReducer } from "react";
import type { Route } from "./+types/it-training.plans-pricing";
import type { Course, PriceTrack } from "#app/content/schema.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pricingInclusions } from "#app/content/courses.ts";
import { feeRange } from "#app/content/course-rules.ts";
import { liveCatalogue } from "#app/content/live/catalogue.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { compareReducer, isCompareFull, type CompareSelection } from "#app/features/compare/compare-state.ts";
import { CompareCheckbox } from "#app/features/compare/compare-checkbox.tsx";
import { CompareBar } from "#app/features/compare/compare-bar.tsx";

/** A price track with its courses (edited fees and durations) and its lowest fee. */
type TrackView = Omit<PriceTrack, "courseIds"> & { courses: Course[]; from?: string };

/**
 * The price tracks with their courses, which the page and its compare dialog show in full:
 * they travel as data, not in the page's code.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  const catalogue = liveCatalogue(content);
  const tracks = catalogue.tracks.map(({ courseIds, ...track }): TrackView => {
    const courses = courseIds.map(catalogue.courseById).filter((c): c is Course => c !== undefined);
    return { ...track, courses, from: feeRange(courses.map((c) => c.price))?.low };
  });
  return {
    inclusions: pricingInclusions,
    tracks,
    range: feeRange(content.courses.map((f) => f.price)),
    ccnaFee: catalogue.courseById("ccna")?.price,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    {
      title: "Plans & Pricing",
      description: `Course fees in rupees for CCNA${loaderData?.ccnaFee ? ` (${loaderData.ccnaFee})` : ""}, CCNP, CCIE, Fortinet, Palo Alto, CISSP, automation and AI training, in five price tracks. Compare up to three courses side by side.`,
      path: "/it-training/plans-pricing",
    },
    matches,
  );

export default function PlansPricingPage({ loaderData }: Route.ComponentProps) {
  const { tracks, range, inclusions } = loaderData;
  const byId = useMemo(
    () => new Map(tracks.flatMap((t) => t.courses.map((c) => [c.id, c] as const))),
    [tracks],
  );
  const [selected, dispatch] = useReducer(compareReducer, [] as CompareSelection);
  const full = isCompareFull(selected);
  const selectedCourses = selected.map((id) => byId.get(id)).filter((c): c is Course => c !== undefined);

  return (
    <>
      <PageHeader eyebrow="IT Training" title="Plans & Pricing">
        <p>
          Clear fees in Indian rupees for every program{range ? `, from ${range.low} to ${range.high}` : ""}.
          Tick Compare on up to three courses to see price, duration, level, prerequisites and curriculum side
          by side.
        </p>
      </PageHeader>

      <Section
        id="price-tracks"
        title="Price tracks"
        intro="Five tracks, from your first certification to expert-level lab exams. Every fee is per learner and excludes 18% GST; exam vouchers are paid to the vendor separately."
      >
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {tracks.map((track) => (
            <TrackCard
              key={track.id}
              track={track}
              selected={selected}
              limitReached={full}
              onToggle={(id, checked) => dispatch({ type: "toggle", id, checked })}
            />
          ))}
        </div>
      </Section>

      <Section id="included" title="Included with every course" className="bg-slate-50 py-14 md:py-20">
        <InfoCards cards={inclusions} columns={3} />
        <p className="mt-6 max-w-3xl text-sm text-slate-600">
          Pass support conditions: at least 90% attendance, all workbook labs submitted, 80% or more in our
          final mock lab, and a first exam attempt within six months of finishing the batch.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <AppLink href="/contact?interest=IT%20Training" className={buttonVariants({ variant: "primary" })}>
            Ask about EMI or corporate pricing
          </AppLink>
          <AppLink href="/it-training/batch-calendar" className={buttonVariants({ variant: "outline" })}>
            See upcoming batches
          </AppLink>
          <AppLink href="/it-training/programs" className={buttonVariants({ variant: "outline" })}>
            Full curriculum of every program
          </AppLink>
        </div>
      </Section>

      <CompareBar
        courses={selectedCourses}
        onRemove={(id) => dispatch({ type: "remove", id })}
        onClear={() => dispatch({ type: "clear" })}
      />
    </>
  );
}

function TrackCard({
  track,
  selected,
  limitReached,
  onToggle,
}: {
  track: TrackView;
  selected: CompareSelection;
  limitReached: boolean;
  onToggle: (id: string, checked: boolean) => void;
}) {
  const { courses, from } = track;
  const headingId = `track-${track.id}-title`;
  return (
    <article
      id={`track-${track.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {track.title}
        </h3>
        {from && (
          <p className="text-sm text-slate-600">
            From <span className="text-lg font-bold text-brand-800">{from}</span>
          </p>
        )}
      </div>
      <p className="mt-2 text-slate-600">{track.description}</p>
      <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
        {courses.map((course) => (
          <li
            key={course.id}
            id={`price-${course.id}`}
            className="flex scroll-mt-20 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0 flex-1 basis-52">
              <div className="flex flex-wrap items-center gap-2">
                <AppLink
                  href={`/it-training/programs#course-${course.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {course.name}
                </AppLink>
                {course.note && (
                  <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                    {course.note}
                  </span>
                )}
              </div>
              <p className="text-sm text-slate-600">
                {course.duration} · {course.level}
              </p>
            </div>
            <div className="flex items-center gap-4">
              <p className="text-right font-bold text-ink">{course.price}</p>
              <CompareCheckbox
                courseId={course.id}
                courseName={course.name}
                checked={selected.includes(course.id)}
                limitReached={limitReached}
                onChange={(checked) => onToggle(course.id, checked)}
              />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

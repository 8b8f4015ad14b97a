import type { Route } from "./+types/it-training.batch-calendar";
import { courseGroups } from "#app/content/courses.ts";
import { batchCalendarCopy } from "#app/content/training.ts";
import { whatsappLink } from "#app/content/brand.ts";
import { contactFrom, pageMeta, siteUrlFrom } from "#app/lib/seo.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { useContact } from "#app/components/site/use-site-config.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { BatchCalendar } from "#app/features/batches/batch-calendar.tsx";
import { enteredBatches } from "#app/features/batches/calendar-event.server.ts";
import { seatsOf } from "#app/features/booking/seats.server.ts";
import { DeferredCourseRecommender } from "#app/features/demos/deferred-demos.tsx";
import { batchCourseGroups, generateBatches } from "#common/batches/generate-batches.ts";
import { batchesJsonLd } from "#app/features/batches/batch-json-ld.ts";

/**
 * Rendered per request (not prerendered): the batches follow the server's date, and the seats
 * left are read for each request. The batches the company entered, while any is upcoming;
 * else the generated schedule's courses.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  const today = new Date().toISOString();
  // The calendar files (it-training.batch-calendar.$file.ts) are found among the same batches.
  const listed = enteredBatches(content);
  return listed.length > 0
    ? { today, listed, groups: undefined, seats: await seatsOf(context, listed, content.courses) }
    : { today, listed: undefined, groups: batchCourseGroups(courseGroups) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const contact = contactFrom(matches);
  return pageMeta(
    {
      title: "Batch Calendar: Upcoming CCNA, CCNP, CCIE and Security Batches",
      description:
        "Start dates and timings (IST) of next month's weekday evening and weekend batches for CCNA, CCNP, CCIE, Fortinet, Palo Alto, CISSP, automation and AI courses in Chennai and online.",
      path: "/it-training/batch-calendar",
      jsonLd:
        import.meta.env.SSR && loaderData && contact
          ? [
              batchesJsonLd(
                loaderData.listed ?? generateBatches(new Date(loaderData.today), loaderData.groups ?? []),
                siteUrlFrom(matches),
                contact,
              ),
            ]
          : undefined,
    },
    matches,
  );
};

export default function BatchCalendarPage({ loaderData }: Route.ComponentProps) {
  const { whatsappNumber } = useContact();
  return (
    <>
      <PageHeader eyebrow="IT Training" title="Batch Calendar">
        <p>{batchCalendarCopy.lead}</p>
      </PageHeader>
      <BatchCalendar {...loaderData} />

      <Section
        id="batch-recommender"
        title={batchCalendarCopy.recommenderTitle}
        className="bg-slate-50 py-14 md:py-20"
      >
        <DeferredCourseRecommender className="max-w-4xl" />
        <p className="mt-8 max-w-3xl text-lg text-slate-700">{batchCalendarCopy.recommenderText}</p>
        <AppLink
          href="/contact?interest=IT%20Training"
          className={buttonVariants({ variant: "primary", className: "mt-6" })}
        >
          Talk to a course counsellor
        </AppLink>
      </Section>

      <Section id="custom-batch" title={batchCalendarCopy.whatsappTitle}>
        <p className="max-w-3xl text-lg text-slate-700">{batchCalendarCopy.whatsappText}</p>
        <AppLink
          href={whatsappLink(batchCalendarCopy.whatsappMessage, whatsappNumber)}
          className={buttonVariants({ variant: "outline", className: "mt-6" })}
        >
          <Icon name="MessageCircle" className="h-5 w-5" />
          Enquire on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </AppLink>
      </Section>
    </>
  );
}

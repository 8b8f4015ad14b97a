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
import { calendarBatches } from "#app/content/live/calendar-batches.ts";
import { seatsOf } from "#app/features/booking/seats.server.ts";
import { DeferredCourseRecommender } from "#app/features/demos/deferred-demos.tsx";
import { batchCourseGroups } from "#common/batches/generate-batches.ts";
import { todayInIst } from "#common/ist-time.ts";
import { batchesJsonLd, batchEventsJsonLd } from "#app/features/batches/batch-json-ld.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";

/**
 * Rendered per request (not prerendered): the batches follow the server's date, and the seats
 * left are read for each request. The batches the company entered, while any is upcoming;
 * else the generated schedule's courses (the page draws it again for the visitor's date), with
 * the seats of its batches for today's.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await liveContent(context);
  const now = new Date();
  const today = now.toISOString();
  // The calendar files (it-training.batch-calendar.$file.ts) and bookings take the same batches.
  const { generated, batches } = calendarBatches(content, todayInIst(now));
  const seats = await seatsOf(context, batches, content.courses);
  return generated
    ? // `scheduled`: the schedule as bookings take it (with fees), for the structured data only.
      { today, listed: undefined, groups: batchCourseGroups(courseGroups), seats, scheduled: batches }
    : { today, listed: batches, groups: undefined, seats };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const contact = contactFrom(matches);
  return pageMeta(
    {
      title: "Batch Calendar: Upcoming CCNA, CCNP, CCIE and Security Batches",
      description:
        "Start dates and timings (IST) of next month's weekday evening and weekend batches for CCNA, CCNP, CCIE, Fortinet, Palo Alto, CISSP, automation and AI courses in Chennai and online.",
      path: "/it-training/batch-calendar",
      // Rendered per request: the offers' availability follows the seats left read for this render.
      jsonLd:
        import.meta.env.SSR && loaderData && contact
          ? calendarJsonLd(loaderData, siteUrlFrom(matches), contact)
          : undefined,
    },
    matches,
  );
};

/** Each batch as a Course with its instance, and those that can be booked as Events with their offers. */
function calendarJsonLd(
  data: NonNullable<Route.MetaArgs["loaderData"]>,
  siteUrl: string,
  contact: ContactDetails,
) {
  const batches = data.listed ?? ("scheduled" in data ? data.scheduled : []);
  const events = batchEventsJsonLd(batches, data.seats, siteUrl, contact, data.today);
  return [batchesJsonLd(batches, siteUrl, contact, data.seats), ...(events ? [events] : [])];
}

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

import { brand } from "#app/content/brand.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { feeOfferJsonLd } from "#app/lib/course-json-ld.ts";
import { postalAddressJsonLd } from "#app/lib/seo.ts";
import { formatStartDate, type Batch } from "#common/batches/generate-batches.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const WEEKEND = ["Saturday", "Sunday"];

/** How an entered batch is attended, in schema.org's words; a generated batch is both. */
const ATTENDANCE = {
  classroom: { courseMode: "Onsite", event: "Offline", place: true, online: false },
  online: { courseMode: "Online", event: "Online", place: false, online: true },
  hybrid: { courseMode: "Blended", event: "Mixed", place: true, online: true },
} as const;

/** The fee of an entered batch as a schema.org offer (a range as an AggregateOffer); none when it is on request. */
function offerJsonLd(batch: ListedBatch, url: string) {
  const offer = feeOfferJsonLd(batch.fee, url);
  if (!offer) return undefined;
  return { ...offer, availability: `https://schema.org/${batch.status === "full" ? "SoldOut" : "InStock"}` };
}

/** schema.org Course + CourseInstance for each upcoming batch, generated or entered. */
export function batchesJsonLd(batches: (Batch | ListedBatch)[], siteUrl: string, contact: ContactDetails) {
  const url = `${siteUrl}/it-training/batch-calendar`;
  const provider = { "@type": "Organization", name: brand.legalName, url: siteUrl };
  const place = {
    "@type": "Place",
    name: `${brand.productName}, Chennai`,
    address: postalAddressJsonLd(contact),
  };
  const online = { "@type": "VirtualLocation", url };
  return {
    "@context": "https://schema.org",
    "@graph": batches.map((b) => {
      const how = "mode" in b ? ATTENDANCE[b.mode] : ATTENDANCE.hybrid;
      const offers = "mode" in b ? offerJsonLd(b, url) : undefined;
      return {
        "@type": "Course",
        name: b.course,
        description: `${b.course} certification training (${b.group}) by ${brand.productName}, Chennai: instructor-led with 24/7 lab access.`,
        provider,
        hasCourseInstance: {
          "@type": "CourseInstance",
          name: `${b.course} ${b.type.toLowerCase()} batch starting ${formatStartDate(b.startDate)}`,
          courseMode: how.courseMode,
          startDate: `${b.startDate}T${b.slot.start}:00+05:30`,
          location: [...(how.place ? [place] : []), ...(how.online ? [online] : [])],
          eventAttendanceMode: `https://schema.org/${how.event}EventAttendanceMode`,
          courseSchedule: {
            "@type": "Schedule",
            repeatFrequency: "P1W",
            byDay: b.type === "Weekday" ? WEEKDAYS : WEEKEND,
            startTime: b.slot.start,
            endTime: b.slot.end,
            startDate: b.startDate,
            scheduleTimezone: "Asia/Kolkata",
          },
          organizer: provider,
          ...(offers ? { offers } : {}),
          ...("mode" in b ? { maximumAttendeeCapacity: b.seats } : {}),
        },
      };
    }),
  };
}

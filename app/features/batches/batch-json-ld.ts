import { brand } from "#app/content/brand.ts";
import { postalAddressJsonLd } from "#app/lib/seo.ts";
import { formatStartDate, type Batch } from "#common/batches/generate-batches.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const WEEKEND = ["Saturday", "Sunday"];

/** schema.org Course + CourseInstance for each upcoming batch. */
export function batchesJsonLd(batches: Batch[], siteUrl: string): object {
  const provider = { "@type": "Organization", name: brand.legalName, url: siteUrl };
  const place = {
    "@type": "Place",
    name: `${brand.productName}, Chennai`,
    address: postalAddressJsonLd(),
  };
  return {
    "@context": "https://schema.org",
    "@graph": batches.map((b) => ({
      "@type": "Course",
      name: b.course,
      description: `${b.course} certification training (${b.group}) by ${brand.productName}, Chennai: instructor-led with 24/7 lab access.`,
      provider,
      hasCourseInstance: {
        "@type": "CourseInstance",
        name: `${b.course} ${b.type.toLowerCase()} batch starting ${formatStartDate(b.startDate)}`,
        courseMode: "Blended",
        startDate: `${b.startDate}T${b.slot.start}:00+05:30`,
        location: [place, { "@type": "VirtualLocation", url: `${siteUrl}/it-training/batch-calendar` }],
        eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
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
      },
    })),
  };
}

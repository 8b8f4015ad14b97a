import { brand } from "#app/content/brand.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { bookable, type BatchSeats } from "#app/content/live/bookable.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { feeOfferJsonLd } from "#app/lib/course-json-ld.ts";
import { OG_IMAGE, postalAddressJsonLd } from "#app/lib/seo.ts";
import { formatStartDate, type Batch } from "#common/batches/generate-batches.ts";
import { batchKeyOf, bookingPagePath } from "#common/booking/batch-key.ts";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const WEEKEND = ["Saturday", "Sunday"];

/** How an entered batch is attended, in schema.org's words; a generated batch is both. */
const ATTENDANCE = {
  classroom: { courseMode: "Onsite", event: "Offline", place: true, online: false },
  online: { courseMode: "Online", event: "Online", place: false, online: true },
  hybrid: { courseMode: "Blended", event: "Mixed", place: true, online: true },
} as const;

/** At most this many seats left, a batch's offer reads LimitedAvailability. */
export const FEW_SEATS_LEFT = 5;

/** schema.org availability of a batch's seats: sold out when full, limited when few are left. */
export function seatAvailability(seats: BatchSeats): string {
  const state = seats.full ? "SoldOut" : seats.left <= FEW_SEATS_LEFT ? "LimitedAvailability" : "InStock";
  return `https://schema.org/${state}`;
}

/** The first session's start, in IST, with its offset. */
const startOf = (b: Batch) => `${b.startDate}T${b.slot.start}:00+05:30`;
const nameOf = (b: Batch) =>
  `${b.course} ${b.type.toLowerCase()} batch starting ${formatStartDate(b.startDate)}`;
const descriptionOf = (b: Batch) =>
  `${b.course} certification training (${b.group}) by ${brand.productName}, Chennai: instructor-led with 24/7 lab access.`;

function placeJsonLd(contact: ContactDetails) {
  return {
    "@type": "Place",
    name: `${brand.productName}, Chennai`,
    address: postalAddressJsonLd(contact),
    geo: { "@type": "GeoCoordinates", ...brand.geo },
  };
}

/**
 * The fee of an entered batch as a schema.org offer (a range as an AggregateOffer); none when it
 * is on request. Its availability follows the seats left as read, else the batch's status and seats.
 */
function offerJsonLd(batch: ListedBatch, url: string, seats: BatchSeats | undefined) {
  const offer = feeOfferJsonLd(batch.fee, url);
  if (!offer) return undefined;
  return {
    ...offer,
    availability: seatAvailability(seats ?? { left: batch.seats, full: batch.status === "full" }),
  };
}

/**
 * schema.org Course + CourseInstance for each upcoming batch, generated or entered; `seats`: the
 * seats left of those that can be booked, by batch key.
 */
export function batchesJsonLd(
  batches: (Batch | ListedBatch)[],
  siteUrl: string,
  contact: ContactDetails,
  seats: Record<string, BatchSeats> = {},
) {
  const url = `${siteUrl}/it-training/batch-calendar`;
  const provider = { "@type": "Organization", name: brand.legalName, url: siteUrl };
  const place = placeJsonLd(contact);
  const online = { "@type": "VirtualLocation", url };
  return {
    "@context": "https://schema.org",
    "@graph": batches.map((b) => {
      const how = "mode" in b ? ATTENDANCE[b.mode] : ATTENDANCE.hybrid;
      const offers = "mode" in b ? offerJsonLd(b, url, seats[batchKeyOf(b)]) : undefined;
      return {
        "@type": "Course",
        name: b.course,
        description: descriptionOf(b),
        provider,
        hasCourseInstance: {
          "@type": "CourseInstance",
          name: nameOf(b),
          courseMode: how.courseMode,
          startDate: startOf(b),
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

/**
 * A schema.org Event for each batch that can be booked: one in `seats` (the seats left, by batch
 * key, as the page's loader read them for this render) at a fee of one amount. Its Offer is the
 * booking page at the fee a booking is priced from; `validFrom` is when the offer was read (we
 * keep no on-sale date). No endDate: a batch records its start only. None at all: undefined.
 */
export function batchEventsJsonLd(
  batches: readonly ListedBatch[],
  seats: Record<string, BatchSeats>,
  siteUrl: string,
  contact: ContactDetails,
  validFrom: string,
) {
  const company = { "@type": "Organization", name: brand.legalName, url: siteUrl };
  const place = placeJsonLd(contact);
  const events = batches.flatMap((b) => {
    // The courses only add a seat deposit, which the offer leaves out.
    const batch = bookable(b, []);
    const left = batch && seats[batch.key];
    if (!batch || !left) return [];
    const url = `${siteUrl}${bookingPagePath(b)}`;
    const how = ATTENDANCE[b.mode];
    return [
      {
        "@type": "Event",
        name: nameOf(b),
        description: descriptionOf(b),
        url,
        image: `${siteUrl}${OG_IMAGE.path}`,
        startDate: startOf(b),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: `https://schema.org/${how.event}EventAttendanceMode`,
        location: [
          ...(how.place ? [place] : []),
          ...(how.online ? [{ "@type": "VirtualLocation", url }] : []),
        ],
        organizer: company,
        performer: company,
        maximumAttendeeCapacity: b.seats,
        remainingAttendeeCapacity: left.left,
        offers: {
          "@type": "Offer",
          price: batch.feePaise / 100,
          priceCurrency: "INR",
          url,
          validFrom,
          availability: seatAvailability(left),
        },
      },
    ];
  });
  return events.length > 0 ? { "@context": "https://schema.org", "@graph": events } : undefined;
}

import { brand } from "#app/content/brand.ts";
import { contact } from "#app/content/contact.ts";
import { courseGroups, priceTracks } from "#app/content/courses.ts";
import { faqs } from "#app/content/faqs.ts";
import { heroSlides } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { DEFAULT_SEATS, type SiteContent } from "./schema";

/** Every course in catalogue order. */
export const catalogueCourses = courseGroups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));

/** The price track app/content puts a course in (each course is in exactly one). */
const trackOf = (courseId: string) => priceTracks.find((t) => t.courseIds.includes(courseId))?.id ?? "";

/**
 * The editable content as app/content has it: what a fresh database starts from. No batch:
 * until the company enters one, the calendar shows the spec's generated schedule, each batch
 * bookable with the default seats (billing.defaultSeats). Its lists are
 * copies: whoever edits the seed does not change app/content's own.
 */
export function seedContent(whatsappNumber = brand.whatsappNumber): SiteContent {
  const { street, locality, region, postalCode } = brand.address;
  return {
    batches: [],
    courses: catalogueCourses.map(({ id, price, duration }) => ({
      id,
      price,
      duration,
      track: trackOf(id),
      deposit: "",
    })),
    tracks: priceTracks.map(({ id, title, description }) => ({ id, title, description })),
    offer: { enabled: true, text: "Enquire on WhatsApp", percent: 10, endsOn: "" },
    faqs: [...faqs],
    testimonials: [...testimonials],
    contact: {
      phones: [brand.phone],
      whatsappNumber,
      email: brand.email,
      street,
      locality,
      region,
      postalCode,
      officeHours: contact.officeHours,
    },
    // The company's own replace these in the content editor before taking bookings.
    billing: {
      legalName: brand.legalName,
      gstin: "33AAKCA1234F1Z7",
      bankAccountName: brand.legalName,
      bankAccountNumber: "50200012345678",
      ifsc: "HDFC0001234",
      bankName: "HDFC Bank, Thoraipakkam",
      upiId: "arivutech@hdfcbank",
      defaultSeats: DEFAULT_SEATS,
    },
    hero: heroSlides.map(({ supertitle, title, subtitle, ctaText }) => ({
      supertitle,
      title,
      subtitle,
      ctaText,
    })),
  };
}

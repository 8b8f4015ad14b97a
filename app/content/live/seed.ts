import { brand } from "#app/content/brand.ts";
import { contact } from "#app/content/contact.ts";
import { courseGroups } from "#app/content/courses.ts";
import { faqs } from "#app/content/faqs.ts";
import { heroSlides } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import type { SiteContent } from "./schema";

/** Every course in catalogue order. */
export const catalogueCourses = courseGroups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));

/**
 * The editable content as app/content has it: what a fresh database starts from. No batch:
 * until the company enters one, the calendar shows the spec's generated schedule.
 */
export function seedContent(whatsappNumber = brand.whatsappNumber): SiteContent {
  const { street, locality, region, postalCode } = brand.address;
  return {
    batches: [],
    courses: catalogueCourses.map(({ id, price, duration }) => ({ id, price, duration })),
    offer: { enabled: true, text: "Enquire on WhatsApp", percent: 10, endsOn: "" },
    faqs,
    testimonials,
    contact: {
      phone: brand.phone,
      whatsappNumber,
      email: brand.email,
      street,
      locality,
      region,
      postalCode,
      officeHours: contact.officeHours,
    },
    hero: heroSlides.map(({ supertitle, title, subtitle, ctaText }) => ({
      supertitle,
      title,
      subtitle,
      ctaText,
    })),
  };
}

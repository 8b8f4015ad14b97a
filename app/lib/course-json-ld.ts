import { brand } from "#app/content/brand.ts";
import { isoDuration, priceAmounts } from "#app/content/course-rules.ts";
import type { Course, CourseGroup } from "#app/content/schema.ts";

/** schema.org ItemList of Course objects, one per catalogue course, each at `path#course-<id>`. */
export function catalogueJsonLd(groups: CourseGroup[], siteUrl: string, path: string) {
  const courses = groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${brand.productName} certification programs`,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: courseJsonLd(course, siteUrl, `${siteUrl}${path}#course-${course.id}`),
    })),
  };
}

/**
 * A fee as a schema.org offer: one amount as an Offer, a range as an AggregateOffer, and none
 * at all for "Contact for Pricing" or a text that is not a fee (never a price of 0).
 */
export function feeOfferJsonLd(price: string, url: string) {
  const amounts = priceAmounts(price);
  if (amounts.length === 1)
    return { "@type": "Offer", price: amounts[0], priceCurrency: "INR", category: "Paid", url };
  if (amounts.length === 2)
    return {
      "@type": "AggregateOffer",
      lowPrice: amounts[0],
      highPrice: amounts[1],
      priceCurrency: "INR",
      category: "Paid",
      url,
    };
  return undefined;
}

/** A course, with its fee as an offer (see feeOfferJsonLd). */
function courseJsonLd(course: Course, siteUrl: string, url: string) {
  const offers = feeOfferJsonLd(course.price, url);
  return {
    "@type": "Course",
    "@id": url,
    url,
    name: course.name,
    description: course.summary,
    educationalLevel: course.level,
    coursePrerequisites: course.prerequisites,
    timeRequired: isoDuration(course.duration),
    inLanguage: "en-IN",
    provider: { "@type": "Organization", name: brand.legalName, url: siteUrl },
    ...(offers ? { offers } : {}),
  };
}

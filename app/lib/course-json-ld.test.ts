import { describe, expect, it } from "vitest";
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "#app/content/live/apply.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { catalogueJsonLd, feeOfferJsonLd } from "./course-json-ld";

const URL = "https://arivutech.in/it-training/programs#course-ccna";

/** The CCNA course of the programs page's structured data, its fee as published. */
function ccnaWithFee(price: string) {
  const fees = seedContent().courses.map((c) => (c.id === "ccna" ? { ...c, price } : c));
  const items = catalogueJsonLd(
    withFees(courseGroups, fees),
    "https://arivutech.in",
    "/it-training/programs",
  );
  return items.itemListElement.find((i) => i.item.name === "CCNA")!.item as Record<string, unknown>;
}

describe("the programs page's structured data", () => {
  it("lists every catalogue course in order, each a Course from our company", () => {
    const list = catalogueJsonLd(courseGroups, "https://arivutech.in", "/it-training/programs");
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1));
    for (const { item } of list.itemListElement)
      expect(item).toMatchObject({
        "@type": "Course",
        name: expect.any(String),
        description: expect.any(String),
        provider: { "@type": "Organization", name: "Arivu Technologies Private Limited" },
      });
  });
});

describe("a course's fee in its structured data", () => {
  it("is an Offer for one fee", () => {
    expect(ccnaWithFee("₹1,20,000").offers).toEqual({
      "@type": "Offer",
      price: 120000,
      priceCurrency: "INR",
      category: "Paid",
      url: URL,
    });
  });

  it("is an AggregateOffer with the low and high price for a range", () => {
    expect(ccnaWithFee("₹45,000 - ₹55,000").offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: 45000,
      highPrice: 55000,
      priceCurrency: "INR",
      category: "Paid",
      url: URL,
    });
  });

  it("carries no price at all for Contact for Pricing", () => {
    const course = ccnaWithFee("Contact for Pricing");
    expect(course).not.toHaveProperty("offers");
    expect(JSON.stringify(course)).not.toMatch(/price/i);
  });

  it("never tells search engines a course is free, whatever text slipped through", () => {
    for (const price of ["₹,", "₹0", "₹", "₹55,000 - ₹45,000", "₹99999999999999999999999999"]) {
      expect(feeOfferJsonLd(price, URL), price).toBeUndefined();
      expect(ccnaWithFee(price), price).not.toHaveProperty("offers");
    }
  });
});

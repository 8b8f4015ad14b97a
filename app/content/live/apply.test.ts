import { describe, expect, it } from "vitest";
import { courseGroups } from "#app/content/courses.ts";
import { heroSlides } from "#app/content/home.ts";
import {
  addressLines,
  faqsIn,
  mailtoHref,
  offerBannerText,
  runningOffer,
  withFees,
  withHeroText,
} from "./apply";
import { seedContent } from "./seed";

const offer = { enabled: true, text: "Enquire on WhatsApp", percent: 10, endsOn: "" };

describe("runningOffer", () => {
  it("runs while on, without an end date", () => {
    expect(runningOffer(offer, "2027-04-05")).toEqual(offer);
  });

  it("runs through its last day (IST) and stops the day after", () => {
    const dated = { ...offer, endsOn: "2027-04-05" };
    expect(runningOffer(dated, "2027-04-04")).toEqual(dated);
    expect(runningOffer(dated, "2027-04-05")).toEqual(dated);
    expect(runningOffer(dated, "2027-04-06")).toBeUndefined();
  });

  it("never runs when turned off", () => {
    expect(runningOffer({ ...offer, enabled: false }, "2027-04-05")).toBeUndefined();
  });
});

describe("offerBannerText", () => {
  it("puts the percentage before the text, as the spec's banner has it", () => {
    expect(offerBannerText(seedContent().offer)).toBe("10% OFF - Enquire on WhatsApp");
    expect(offerBannerText({ percent: 25, text: "Diwali batches" })).toBe("25% OFF - Diwali batches");
  });
});

describe("withFees", () => {
  it("shows a course's edited fee and duration and leaves its other text", () => {
    const fees = seedContent().courses.map((f) =>
      f.id === "ccna" ? { ...f, price: "₹21,000", duration: "10 weeks" } : f,
    );
    const ccna = withFees(courseGroups, fees)[0].subgroups[0].courses.find((c) => c.id === "ccna");
    expect(ccna).toMatchObject({ price: "₹21,000", duration: "10 weeks", name: "CCNA", level: "Foundation" });
  });
});

describe("faqsIn", () => {
  it("keeps one category's questions, or all of them", () => {
    const { faqs } = seedContent();
    expect(faqsIn(faqs)).toBe(faqs);
    const ai = faqsIn(faqs, "AI Services");
    expect(ai.length).toBeGreaterThan(0);
    expect(ai.every((f) => f.category === "AI Services")).toBe(true);
  });
});

describe("withHeroText", () => {
  it("replaces the slides' text and keeps their images", () => {
    const texts = seedContent().hero.map((t, i) => (i === 1 ? { ...t, title: "New batches in June" } : t));
    const slides = withHeroText(heroSlides, texts);
    expect(slides[1].title).toBe("New batches in June");
    expect(slides[1].image).toBe(heroSlides[1].image);
    expect(slides[0]).toEqual(heroSlides[0]);
  });
});

describe("contact links", () => {
  const contact = seedContent().contact;

  it("writes the address as postal lines", () => {
    expect(
      addressLines({ ...contact, street: "12 Anna Salai", locality: "Guindy", postalCode: "600032" }),
    ).toEqual(["12 Anna Salai", "Guindy, Chennai 600032", "Tamil Nadu, India"]);
  });

  it("links the email with an optional subject", () => {
    expect(mailtoHref("info@arivutech.in")).toBe("mailto:info@arivutech.in");
    expect(mailtoHref("info@arivutech.in", "Erasure request")).toBe(
      "mailto:info@arivutech.in?subject=Erasure%20request",
    );
  });
});

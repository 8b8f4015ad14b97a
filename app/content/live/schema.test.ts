import { describe, expect, it } from "vitest";
import { feeMessages } from "#app/content/schema.ts";
import { LIST_LIMITS, TEXT_LIMITS } from "#app/content/limits.ts";
import { todayInIst } from "#common/ist-time.ts";
import {
  batchSchema,
  contactDetailsSchema,
  courseFeeSchema,
  heroTextSchema,
  offerSchema,
  siteContentSchema,
  trackSchema,
} from "./schema";
import { faqItemSchema, testimonialSchema } from "#app/content/schema.ts";
import { seedContent } from "./seed";

/** The first message a schema gives for `value` at each field ("" for the whole), as the form shows them. */
function messages(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const found: Record<string, string> = {};
  for (const i of schema.safeParse(value).error?.issues ?? []) found[i.path.join(".")] ??= i.message;
  return found;
}

const ccna = { id: "ccna", price: "₹18,500", duration: "8 weeks", track: "foundation" };
const feeMessage = (price: string) => messages(courseFeeSchema, { ...ccna, price }).price;

describe("a course's fee", () => {
  it("takes the seed's formats: one fee, a range, lakhs, Contact for Pricing", () => {
    for (const price of [
      "₹18,500",
      "₹1,20,000",
      "₹45,000 - ₹55,000",
      "Contact for Pricing",
      "₹10,00,000",
      "₹1",
    ])
      expect(feeMessage(price), price).toBeUndefined();
    for (const { price } of seedContent().courses) expect(feeMessage(price), price).toBeUndefined();
  });

  it("refuses a fee that makes no sense, each with its own message", () => {
    const refused: [string, string][] = [
      ["₹,", feeMessages.digits],
      ["₹", feeMessages.digits],
      ["₹1,8,500", feeMessages.digits],
      ["₹0", feeMessages.zero],
      ["₹0,000", feeMessages.zero],
      ["₹55,000 - ₹45,000", feeMessages.rangeOrder],
      ["₹45,000 - ₹45,000", feeMessages.rangeSame],
      ["₹99999999999999999999999999", feeMessages.tooHigh],
      ["₹10,00,001", feeMessages.tooHigh],
      ["₹45,000 - ₹20,00,000", feeMessages.tooHigh],
      ["-500", feeMessages.shape],
      ["Free", feeMessages.shape],
      [`₹${"1".repeat(60)}`, feeMessages.shape],
    ];
    for (const [fee, message] of refused) expect(feeMessage(fee), fee).toBe(message);
    expect(new Set(Object.values(feeMessages)).size).toBe(Object.keys(feeMessages).length);
  });

  it("holds for a batch's own fee too, which may be left empty", () => {
    const batch = {
      courseId: "ccna",
      startDate: "2027-01-05",
      mode: "online",
      timing: "weekend",
      seats: 20,
      status: "open",
    };
    expect(messages(batchSchema, { ...batch, fee: "" })).toEqual({});
    expect(messages(batchSchema, { ...batch, fee: "₹0" })).toEqual({ fee: feeMessages.zero });
  });
});

describe("dates", () => {
  const offer = { enabled: true, text: "Enquire on WhatsApp", percent: 10 };
  const latestYear = Number(todayInIst().slice(0, 4)) + 5;

  it("an offer's last day is a real day from 2020 to five years ahead, or none", () => {
    expect(messages(offerSchema, { ...offer, endsOn: "" })).toEqual({});
    expect(messages(offerSchema, { ...offer, endsOn: `${latestYear - 1}-02-28` })).toEqual({});
    expect(messages(offerSchema, { ...offer, endsOn: "2026-02-31" })).toEqual({
      endsOn: "Enter a date that exists, or leave it empty.",
    });
    const outOfRange = `Enter a last day from 2020 to ${latestYear}, or leave it empty.`;
    expect(messages(offerSchema, { ...offer, endsOn: "1900-01-01" })).toEqual({ endsOn: outOfRange });
    expect(messages(offerSchema, { ...offer, endsOn: "9999-12-31" })).toEqual({ endsOn: outOfRange });
  });

  it("a batch's start is a real day within the next five years", () => {
    const batch = { courseId: "ccna", mode: "online", timing: "weekend", seats: 20, status: "open", fee: "" };
    expect(messages(batchSchema, { ...batch, startDate: "2027-02-31" })).toEqual({
      startDate: "Enter the start date.",
    });
    expect(messages(batchSchema, { ...batch, startDate: `${latestYear + 1}-01-05` })).toEqual({
      startDate: "Enter a start date within the next five years.",
    });
  });
});

describe("limits on text", () => {
  const over = (n: number) => "a".repeat(n + 1);
  const atMost = (n: number) => `At most ${n.toLocaleString("en-IN")} characters.`;
  const faq = { id: "lab", question: "Is there a lab?", answer: "Yes.", category: "Training" };

  it("an FAQ: a question of 200 characters, an answer of 2,000 counting the empty lines between paragraphs", () => {
    expect(TEXT_LIMITS.faqAnswer).toBe(2_000);
    expect(messages(faqItemSchema, { ...faq, question: "q".repeat(200), answer: "a".repeat(2_000) })).toEqual(
      {},
    );
    expect(messages(faqItemSchema, { ...faq, question: over(200) })).toEqual({ question: atMost(200) });
    const tooLong = "At most 2,000 characters, counting the empty lines between paragraphs.";
    expect(messages(faqItemSchema, { ...faq, answer: over(2_000) })).toEqual({ answer: tooLong });
    // Two paragraphs of 999 and the empty line between them: 2,000; one more character is over.
    expect(messages(faqItemSchema, { ...faq, answer: ["a".repeat(999), "b".repeat(999)] })).toEqual({});
    expect(messages(faqItemSchema, { ...faq, answer: ["a".repeat(1_000), "b".repeat(999)] })).toEqual({
      answer: tooLong,
    });
    expect(messages(faqItemSchema, { ...faq, id: over(60) })).toEqual({ id: atMost(60) });
  });

  it("every other text the company edits", () => {
    const cases: [{ safeParse: (v: unknown) => never }, Record<string, unknown>, string, number][] = [
      [testimonialSchema as never, seedContent().testimonials[0], "quote", TEXT_LIMITS.testimonialQuote],
      [testimonialSchema as never, seedContent().testimonials[0], "name", TEXT_LIMITS.testimonialName],
      [testimonialSchema as never, seedContent().testimonials[0], "title", TEXT_LIMITS.testimonialTitle],
      [heroTextSchema as never, seedContent().hero[0], "title", TEXT_LIMITS.heroTitle],
      [heroTextSchema as never, seedContent().hero[0], "subtitle", TEXT_LIMITS.heroSubtitle],
      [heroTextSchema as never, seedContent().hero[0], "supertitle", TEXT_LIMITS.heroSupertitle],
      [heroTextSchema as never, seedContent().hero[0], "ctaText", TEXT_LIMITS.heroCtaText],
      [trackSchema as never, seedContent().tracks[0], "title", TEXT_LIMITS.trackTitle],
      [trackSchema as never, seedContent().tracks[0], "description", TEXT_LIMITS.trackDescription],
      [offerSchema as never, seedContent().offer, "text", TEXT_LIMITS.offerText],
      [contactDetailsSchema as never, seedContent().contact, "street", TEXT_LIMITS.street],
      [contactDetailsSchema as never, seedContent().contact, "locality", TEXT_LIMITS.locality],
      [contactDetailsSchema as never, seedContent().contact, "region", TEXT_LIMITS.region],
      [contactDetailsSchema as never, seedContent().contact, "officeHours", TEXT_LIMITS.officeHours],
    ];
    for (const [schema, item, field, max] of cases) {
      expect(messages(schema, { ...item, [field]: "a".repeat(max) }), field).toEqual({});
      expect(messages(schema, { ...item, [field]: over(max) }), field).toEqual({ [field]: atMost(max) });
    }
    const email = `${"a".repeat(250)}@x.in`;
    expect(messages(contactDetailsSchema, { ...seedContent().contact, email })).toEqual({
      email: atMost(254),
    });
    expect(messages(courseFeeSchema, { ...ccna, duration: `${"1".repeat(40)} weeks` }).duration).toBe(
      "Write a duration like 8 weeks, 3-4 months or 5 days.",
    );
  });

  it("the seed fits with room to spare: no text over two thirds of its limit, no list over a third of its cap", () => {
    const seed = seedContent();
    const texts: [string, number][] = [
      ...seed.faqs.flatMap((f): [string, number][] => [
        [f.question, TEXT_LIMITS.faqQuestion],
        [typeof f.answer === "string" ? f.answer : f.answer.join("\n\n"), TEXT_LIMITS.faqAnswer],
      ]),
      ...seed.testimonials.map((t): [string, number] => [t.quote, TEXT_LIMITS.testimonialQuote]),
      ...seed.hero.map((h): [string, number] => [h.subtitle, TEXT_LIMITS.heroSubtitle]),
      ...seed.tracks.map((t): [string, number] => [t.description, TEXT_LIMITS.trackDescription]),
    ];
    for (const [text, max] of texts) expect(text.length, text).toBeLessThanOrEqual((max * 2) / 3);
    expect(seed.faqs.length).toBeLessThanOrEqual(LIST_LIMITS.faqs / 3);
    expect(seed.testimonials.length).toBeLessThanOrEqual(LIST_LIMITS.testimonials / 3);
    expect(siteContentSchema.safeParse(seed).success).toBe(true);
  });
});

describe("the whole content, as published", () => {
  const seed = seedContent();

  it("holds at most 60 FAQs, 30 testimonials and 200 batches", () => {
    const faqs = Array.from({ length: LIST_LIMITS.faqs + 1 }, (_, i) => ({
      ...seed.faqs[0],
      id: `faq-${i}`,
    }));
    expect(messages(siteContentSchema, { ...seed, faqs })).toEqual({
      faqs: "At most 60 FAQs: remove one before adding another.",
    });
    expect(siteContentSchema.safeParse({ ...seed, faqs: faqs.slice(1) }).success).toBe(true);
    const testimonials = Array.from({ length: LIST_LIMITS.testimonials + 1 }, () => seed.testimonials[0]);
    expect(messages(siteContentSchema, { ...seed, testimonials })).toEqual({
      testimonials: "At most 30 testimonials: remove one before adding another.",
    });
    const batch = {
      courseId: "ccna",
      startDate: "2027-01-05",
      mode: "online",
      timing: "weekend",
      seats: 9,
      status: "open",
      fee: "",
    };
    const batches = Array.from({ length: LIST_LIMITS.batches + 1 }, () => batch);
    expect(messages(siteContentSchema, { ...seed, batches })).toEqual({
      batches: "At most 200 batches: remove one before adding another.",
    });
  });

  it("names the FAQ ids used more than once", () => {
    const [a, b, c] = seed.faqs;
    expect(messages(siteContentSchema, { ...seed, faqs: [a, { ...b, id: a.id }, c] })).toEqual({
      faqs: `FAQ ids must be unique: "${a.id}" is used more than once.`,
    });
    expect(
      messages(siteContentSchema, {
        ...seed,
        faqs: [a, { ...b, id: a.id }, c, { ...seed.faqs[3], id: c.id }],
      }),
    ).toEqual({ faqs: `FAQ ids must be unique: "${a.id}", "${c.id}" are used more than once.` });
  });
});

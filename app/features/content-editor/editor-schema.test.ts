import { describe, expect, it } from "vitest";
import { parseForm } from "#common/forms.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { partSchema, type EditContext } from "./editor-schema";
import { fields, formValuesOf, itemsOf, PARTS } from "./parts";

const seed = seedContent();
const context: EditContext = {
  courseIds: seed.courses.map((c) => c.id),
  trackIds: seed.tracks.map((t) => t.id),
  todayIst: "2026-11-29",
};
const check = (part: (typeof PARTS)[number], values: Record<string, string>) =>
  parseForm(partSchema(part, context), values);

/** Fields whose shape a run of one letter cannot take: they are checked below. */
const NOT_TEXT = ["fee", "price", "deposit", "gstin", "bankAccountNumber", "ifsc", "upiId"];

describe("the editor's forms", () => {
  it("accept each text up to its input's maxLength, and refuse one character more at its field", () => {
    let checked = 0;
    for (const part of PARTS) {
      const item = formValuesOf(part, itemsOf(seed, part)[0]);
      for (const spec of fields[part].filter((f) => f.maxLength && !NOT_TEXT.includes(f.name))) {
        const max = spec.maxLength!;
        const fill = (n: number) =>
          spec.name === "email"
            ? `${"a".repeat(n - 5)}@x.in`
            : (spec.name === "postalCode" ? "6" : "a").repeat(n);
        expect(check(part, { ...item, [spec.name]: fill(max) }), `${part}.${spec.name}`).toMatchObject({
          ok: spec.name !== "duration",
        });
        const over = check(part, { ...item, [spec.name]: fill(max + 1) });
        expect(over.ok ? {} : over.fieldErrors, `${part}.${spec.name}`).toHaveProperty(spec.name);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it("make a new FAQ's id from its question, readable as a link", () => {
    const saved = check("faqs", {
      question: "Is there a weekend CCNA batch?",
      answer: "Yes.",
      category: "Training",
    });
    expect(saved).toMatchObject({ ok: true, value: { id: "is-there-a-weekend-ccna-batch" } });
    const kept = check("faqs", { id: "weekend", question: "Weekend?", answer: "Yes.", category: "Training" });
    expect(kept).toMatchObject({ ok: true, value: { id: "weekend" } });
  });

  it("refuse a batch whose start day does not exist or is years away, never rolling it over", () => {
    const batch = {
      courseId: "ccna",
      mode: "online",
      timing: "weekend",
      seats: "20",
      status: "open",
      fee: "",
    };
    expect(check("batches", { ...batch, startDate: "2027-02-31" })).toEqual({
      ok: false,
      fieldErrors: { startDate: "Enter the start date." },
    });
    expect(check("batches", { ...batch, startDate: "2040-01-05" })).toEqual({
      ok: false,
      fieldErrors: { startDate: "Enter a start date within the next five years." },
    });
    expect(check("batches", { ...batch, startDate: "2027-02-28" })).toMatchObject({ ok: true });
  });

  it("take a course's deposit as one amount below its fee", () => {
    const ccna = formValuesOf(
      "courses",
      seed.courses.find((c) => c.id === "ccna"),
    );
    expect(check("courses", { ...ccna, price: "₹18,500", deposit: "₹5,000" })).toMatchObject({
      ok: true,
      value: { deposit: "₹5,000" },
    });
    expect(check("courses", { ...ccna, price: "₹18,500", deposit: "" })).toMatchObject({ ok: true });
    expect(check("courses", { ...ccna, price: "₹18,500", deposit: "₹18,500" })).toEqual({
      ok: false,
      fieldErrors: { deposit: "The deposit must be less than the course's fee." },
    });
    expect(check("courses", { ...ccna, price: "₹18,500", deposit: "₹2,000 - ₹3,000" })).toEqual({
      ok: false,
      fieldErrors: { deposit: "Write the deposit as one amount, like ₹5,000, or leave it empty." },
    });
  });

  it("check the billing details a visitor pays to and the invoice shows", () => {
    const billing = formValuesOf("billing", seed.billing);
    expect(check("billing", { ...billing, gstin: " 33aakca1234f1z7 ", ifsc: "hdfc0001234" })).toMatchObject({
      ok: true,
      value: { gstin: "33AAKCA1234F1Z7", ifsc: "HDFC0001234" },
    });
    const bad = check("billing", {
      ...billing,
      gstin: "33AAKCA1234F1Z",
      bankAccountNumber: "12 34",
      ifsc: "HDFC1234",
      upiId: "arivutech",
    });
    expect(bad).toEqual({
      ok: false,
      fieldErrors: {
        gstin: "A GSTIN has 15 characters, like 33ABCDE1234F1Z7.",
        bankAccountNumber: "An account number has 9 to 18 digits.",
        ifsc: "An IFSC has 11 characters, like HDFC0001234.",
        upiId: "A UPI id looks like arivutech@hdfcbank.",
      },
    });
  });
});

import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { batchFor } from "#app/features/booking/book-page.server.ts";
import { batchCourseGroups, generateBatches } from "#common/batches/generate-batches.ts";
import { courseGroups } from "#app/content/courses.ts";
import { batchKeyOf, parseBatchKey } from "#common/booking/batch-key.ts";
import { bookable } from "./bookable";
import { calendarBatch, calendarBatches } from "./calendar-batches";
import type { Batch, SiteContent } from "./schema";
import { DEFAULT_SEATS } from "./schema";
import { seedContent } from "./seed";

/** 10 March 2027 in Chennai: the schedule is April 2027's, where CCNA starts on Monday the 5th. */
const TODAY = "2027-03-10";
const CCNA = { courseId: "ccna", startDate: "2027-04-05", type: "Weekday" } as const;

const entered: Batch = {
  courseId: "cissp",
  startDate: "2027-04-17",
  mode: "online",
  timing: "weekend",
  seats: 8,
  status: "open",
};

function content(edit: (c: SiteContent) => void = () => {}): SiteContent {
  const c = seedContent();
  edit(c);
  return c;
}

describe("the calendar's batches", () => {
  it("are next month's schedule on a fresh install, each open and hybrid, with the default seats and the course's fee", () => {
    const { generated, batches } = calendarBatches(content(), TODAY);
    expect(generated).toBe(true);
    const spec = generateBatches(new Date("2027-03-10T12:00:00+05:30"), batchCourseGroups(courseGroups));
    // The same batches, dates, timings and notes as the spec's schedule.
    expect(batches.map(({ mode: _m, status: _s, seats: _n, fee: _f, ...b }) => b)).toEqual(spec);
    expect(batches.find((b) => b.courseId === "ccna")).toMatchObject({
      ...CCNA,
      mode: "hybrid",
      status: "open",
      seats: DEFAULT_SEATS,
      fee: "₹18,500",
    });
    expect(new Set(batches.map((b) => b.seats))).toEqual(new Set([20]));
  });

  it("take the company's default seat count and its edited fees", () => {
    const edited = content((c) => {
      c.billing.defaultSeats = 12;
      c.courses.find((f) => f.id === "ccna")!.price = "₹21,000";
    });
    const ccna = calendarBatches(edited, TODAY).batches.find((b) => b.courseId === "ccna")!;
    expect(ccna).toMatchObject({ seats: 12, fee: "₹21,000" });
    expect(bookable(ccna, edited.courses)).toMatchObject({
      key: "ccna-2027-04-05-weekday",
      feePaise: 2_100_000,
    });
  });

  it("are bookable at one fee only: a range or Contact for Pricing is listed without a booking", () => {
    const seed = content();
    const { batches } = calendarBatches(seed, TODAY);
    const price = (id: string) =>
      bookable(
        batches.find((b) => b.courseId === id)!,
        seed.courses,
      );
    expect(price("cissp")).toBeUndefined(); // ₹45,000 - ₹55,000
    expect(price("ccde")).toBeUndefined(); // Contact for Pricing
    expect(price("ccna")).toMatchObject({ feePaise: 1_850_000, depositPaise: null });
    expect(batches.flatMap((b) => bookable(b, seed.courses) ?? []).length).toBe(batches.length - 2);
  });

  it("are the company's own once it publishes any: they replace the schedule", () => {
    const published = content((c) => (c.batches = [entered]));
    expect(calendarBatches(published, TODAY)).toEqual({
      generated: false,
      batches: [expect.objectContaining({ courseId: "cissp", mode: "online", seats: 8, type: "Weekend" })],
    });
    expect(calendarBatch(published, CCNA, TODAY)).toBeUndefined();
    // Once they have all started, the schedule is back.
    expect(calendarBatches(published, "2027-04-18").generated).toBe(true);
  });
});

describe("the calendar's batch a key names", () => {
  it("is each batch the calendar lists, as it lists it", () => {
    const seed = content();
    for (const batch of calendarBatches(seed, TODAY).batches)
      expect(calendarBatch(seed, parseBatchKey(batchKeyOf(batch))!, TODAY)).toEqual(batch);
  });

  it("is of the schedule of the visitor's own month too, until it starts", () => {
    const seed = content();
    // A visitor whose clock is already in April sees May's schedule.
    const may = { courseId: "ccna", startDate: "2027-05-03", type: "Weekday" } as const;
    expect(calendarBatch(seed, may, TODAY)).toMatchObject({ ...may, seats: 20, mode: "hybrid" });
    expect(calendarBatch(seed, CCNA, "2027-04-05")).toBeUndefined();
    expect(calendarBatch(seed, { ...CCNA, startDate: "2027-04-06" }, TODAY)).toBeUndefined();
    expect(calendarBatch(seed, { ...CCNA, type: "Weekend" }, TODAY)).toBeUndefined();
  });

  it("is not of a month no visitor's calendar shows yet", () => {
    const seed = content();
    // June's schedule is generated in May: on 10 March no calendar has it.
    const june = { courseId: "ccna", startDate: "2027-06-07", type: "Weekday" } as const;
    expect(calendarBatch(seed, june, "2027-05-10")).toMatchObject(june);
    expect(calendarBatch(seed, june, TODAY)).toBeUndefined();
    expect(calendarBatch(seed, { ...june, startDate: "2028-04-03" }, TODAY)).toBeUndefined();
  });
});

describe("the booking page's batch", () => {
  const contextWith = (c: SiteContent) =>
    ({ liveContent: async () => ({ version: 1, content: c }) }) as AppLoadContext;
  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (e: { init?: { status?: number } }) => e.init?.status,
    );

  it("is every bookable batch of a fresh install's calendar, and no other", async () => {
    const seed = content();
    const { batches } = calendarBatches(seed);
    for (const batch of batches) {
      const key = batchKeyOf(batch);
      const priced = bookable(batch, seed.courses);
      if (priced) expect(await batchFor(contextWith(seed), key)).toEqual(priced);
      else expect(await status(batchFor(contextWith(seed), key))).toBe(404);
    }
    const ccna = batches.find((b) => b.courseId === "ccna")!;
    const otherDay = batchKeyOf({ ...ccna, startDate: ccna.startDate.replace(/..$/, "28") });
    expect(await status(batchFor(contextWith(seed), otherDay))).toBe(404);
  });

  it("is no longer a scheduled one once the company publishes its own", async () => {
    const ccna = calendarBatches(content()).batches.find((b) => b.courseId === "ccna")!;
    const ahead = `${Number(ccna.startDate.slice(0, 4)) + 1}-06-05`;
    const published = content((c) => (c.batches = [{ ...entered, courseId: "ccna", startDate: ahead }]));
    expect(await status(batchFor(contextWith(published), batchKeyOf(ccna)))).toBe(404);
    expect(await batchFor(contextWith(published), `ccna-${ahead}-weekend`)).toMatchObject({ seats: 8 });
  });
});

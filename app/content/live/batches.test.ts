import { describe, expect, it } from "vitest";
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "./apply";
import { listedBatches, nextBatches, upcomingBatches } from "./batches";
import type { Batch } from "./schema";
import { seedContent } from "./seed";

const batch = (b: Partial<Batch>): Batch => ({
  courseId: "ccna",
  startDate: "2027-04-05",
  mode: "classroom",
  timing: "weekday",
  seats: 20,
  status: "open",
  ...b,
});

describe("upcomingBatches", () => {
  it("keeps batches starting today or later (IST), soonest first", () => {
    const list = [
      batch({ startDate: "2027-04-12" }),
      batch({ startDate: "2027-04-04" }),
      batch({ startDate: "2027-04-05", courseId: "cissp" }),
    ];
    expect(upcomingBatches(list, "2027-04-05").map((b) => [b.courseId, b.startDate])).toEqual([
      ["cissp", "2027-04-05"],
      ["ccna", "2027-04-12"],
    ]);
  });
});

describe("nextBatches", () => {
  it("gives each course its soonest upcoming batch, with its date and mode", () => {
    const list = [
      batch({ startDate: "2027-05-03", mode: "hybrid" }),
      batch({ startDate: "2027-04-05", mode: "online" }),
      batch({ startDate: "2027-03-01" }),
    ];
    expect(nextBatches(list, "2027-04-01")).toEqual({
      ccna: { startDate: "2027-04-05", text: "Mon, 5 Apr 2027 · Online" },
    });
    expect(nextBatches(list, "2027-06-01")).toEqual({});
  });
});

describe("listedBatches", () => {
  const fees = seedContent().courses.map((f) => (f.id === "ccna" ? { ...f, price: "₹21,000" } : f));
  const groups = withFees(courseGroups, fees);

  it("shows an entered batch with its course, the first weekday or weekend slot, and the course's edited fee", () => {
    const [ccna, cissp] = listedBatches(
      [
        batch({ timing: "weekday" }),
        batch({ courseId: "cissp", timing: "weekend", fee: "₹60,000", status: "full", mode: "online" }),
      ],
      groups,
      "2027-04-01",
    );
    expect(ccna).toMatchObject({
      course: "CCNA",
      group: "Core & Enterprise Networking",
      type: "Weekday",
      timings: "Mon-Fri 7:00-9:00 PM IST",
      slot: { start: "19:00", end: "21:00" },
      fee: "₹21,000",
      mode: "classroom",
      seats: 20,
      status: "open",
    });
    expect(cissp).toMatchObject({
      course: "CISSP",
      type: "Weekend",
      timings: "Sat & Sun 10:00 AM-2:00 PM IST",
      fee: "₹60,000",
      status: "full",
    });
  });

  it("leaves out past batches and courses no longer in the catalogue", () => {
    const list = [batch({ startDate: "2027-03-31" }), batch({ courseId: "retired-course" })];
    expect(listedBatches(list, groups, "2027-04-01")).toEqual([]);
  });

  it("orders batches by catalogue group, soonest first within each", () => {
    const list = [
      batch({ courseId: "cissp", startDate: "2027-04-03" }),
      batch({ courseId: "ccna", startDate: "2027-04-20" }),
      batch({ courseId: "ccie-enterprise", startDate: "2027-04-10" }),
    ];
    expect(listedBatches(list, groups, "2027-04-01").map((b) => b.courseId)).toEqual([
      "ccie-enterprise",
      "ccna",
      "cissp",
    ]);
  });
});

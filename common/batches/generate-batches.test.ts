import { describe, expect, it } from "vitest";
import {
  NEW_BATCH_NOTE,
  batchStartDate,
  calendarDate,
  formatMonth,
  formatStartDate,
  generateBatches,
  istCalendarDate,
  sessionInstants,
  type Batch,
} from "./generate-batches";
import { fixtureGroups } from "#tests/fixtures/batch-groups.ts";

/** 10 March 2027, 10:00 in Chennai: batches are for April 2027 (1 April is a Thursday). */
const MARCH_10 = new Date("2027-03-10T10:00:00+05:30");

function byId(batches: Batch[], id: string): Batch {
  const found = batches.find((b) => b.courseId === id);
  if (!found) throw new Error(`no batch for ${id}`);
  return found;
}

function weekday(isoDate: string): number {
  return calendarDate(isoDate).getDay();
}

describe("generateBatches", () => {
  const batches = generateBatches(MARCH_10, fixtureGroups);

  it("gives every course one batch, in catalogue order", () => {
    expect(batches.map((b) => b.courseId)).toEqual(
      fixtureGroups.flatMap((g) => g.subgroups.flatMap((s) => s.courses.map((c) => c.id))),
    );
  });

  it("plans every batch in the month after today", () => {
    for (const b of batches) expect(b.startDate).toMatch(/^2027-04-/);
  });

  it("always makes CCIE and CISSP courses weekend batches, whatever their position", () => {
    // CCIE SP (index 4) and CISSP (index 8) sit at even positions that would otherwise be Weekday.
    for (const id of ["ccie-enterprise", "ccie-sp", "cissp", "ccie-security"]) {
      expect(byId(batches, id).type).toBe("Weekend");
      expect(weekday(byId(batches, id).startDate)).toBe(6);
    }
  });

  it("alternates other courses by position: even Weekday, odd Weekend", () => {
    const others = batches.map((b, index) => ({ b, index })).filter(({ b }) => !/CCIE|CISSP/.test(b.course));
    expect(others.length).toBeGreaterThan(8);
    for (const { b, index } of others) expect(b.type).toBe(index % 2 === 0 ? "Weekday" : "Weekend");
    expect(byId(batches, "ccna").type).toBe("Weekday");
    expect(byId(batches, "ccnp-enterprise").type).toBe("Weekend");
    expect(byId(batches, "ccde").type).toBe("Weekend");
  });

  it("starts weekday batches on the first Monday, Tuesday or Wednesday by index % 3", () => {
    expect(byId(batches, "ccna").startDate).toBe("2027-04-05"); // index 0: Monday
    expect(byId(batches, "python-automation").startDate).toBe("2027-04-06"); // index 10: Tuesday
    expect(byId(batches, "ccna-ccnp-combo").startDate).toBe("2027-04-07"); // index 2: Wednesday
    for (const b of batches.filter((x) => x.type === "Weekday"))
      expect([1, 2, 3]).toContain(weekday(b.startDate));
  });

  it("starts weekend batches on the first Saturday of the month", () => {
    for (const b of batches.filter((x) => x.type === "Weekend")) expect(b.startDate).toBe("2027-04-03");
  });

  it("notes the first course of each group as a new batch, and only those", () => {
    expect(batches.filter((b) => b.note === NEW_BATCH_NOTE).map((b) => b.courseId)).toEqual([
      "ccna",
      "nse4",
      "python-automation",
      "ai-leaders",
    ]);
    expect(batches.filter((b) => b.note !== undefined && b.note !== NEW_BATCH_NOTE)).toEqual([]);
  });

  it("cycles weekday and weekend slots by index % 3", () => {
    expect(byId(batches, "ccna")).toMatchObject({
      timings: "Mon-Fri 7:00-9:00 PM IST",
      slot: { start: "19:00", end: "21:00" },
    });
    expect(byId(batches, "python-automation")).toMatchObject({
      timings: "Mon-Fri 9:00-11:00 PM IST",
      slot: { start: "21:00", end: "23:00" },
    });
    expect(byId(batches, "ccna-ccnp-combo")).toMatchObject({
      timings: "Mon-Fri 7:30-9:30 PM IST",
      slot: { start: "19:30", end: "21:30" },
    });
    expect(byId(batches, "ccie-enterprise")).toMatchObject({
      timings: "Sat & Sun 10:00 AM-2:00 PM IST",
      slot: { start: "10:00", end: "14:00" },
    });
    expect(byId(batches, "ccnp-enterprise")).toMatchObject({
      timings: "Sat & Sun 3:00-6:00 PM IST",
      slot: { start: "15:00", end: "18:00" },
    });
    expect(byId(batches, "ccde")).toMatchObject({
      timings: "Sat & Sun 9:00 AM-1:00 PM IST",
      slot: { start: "09:00", end: "13:00" },
    });
  });

  it("gives each course its vertical's icon", () => {
    expect(byId(batches, "ccna").iconClass).toBe("Network");
    expect(byId(batches, "cissp").iconClass).toBe("ShieldCheck");
    expect(byId(batches, "sd-wan").iconClass).toBe("Workflow");
    expect(byId(batches, "rag-vector-db").iconClass).toBe("BrainCircuit");
  });

  it("rolls over the year: in December it plans January batches", () => {
    const january = generateBatches(new Date("2026-12-15T12:00:00+05:30"), fixtureGroups);
    // 1 January 2027 is a Friday.
    expect(byId(january, "ccna").startDate).toBe("2027-01-04");
    expect(byId(january, "python-automation").startDate).toBe("2027-01-05");
    expect(byId(january, "ccna-ccnp-combo").startDate).toBe("2027-01-06");
    expect(byId(january, "cissp").startDate).toBe("2027-01-02");
  });

  it("uses the date in Chennai: 31 March 20:00 UTC is already 1 April in IST, so May batches", () => {
    const may = generateBatches(new Date("2027-03-31T20:00:00Z"), fixtureGroups);
    for (const b of may) expect(b.startDate).toMatch(/^2027-05-/);
    expect(istCalendarDate(new Date("2027-03-31T18:29:00Z")).getDate()).toBe(31);
  });

  it("gives the same list for the same date (pure)", () => {
    expect(generateBatches(MARCH_10, fixtureGroups)).toEqual(batches);
  });
});

describe("batchStartDate: a date not after today moves a month later", () => {
  const april = calendarDate("2027-04-01");

  it("keeps a start that is after today", () => {
    expect(batchStartDate("Weekday", 0, april, calendarDate("2027-04-04")).getDate()).toBe(5);
  });

  it("moves a weekday start on today to the same weekday rule next month", () => {
    const start = batchStartDate("Weekday", 0, april, calendarDate("2027-04-05"));
    expect(start).toEqual(calendarDate("2027-05-03")); // first Monday of May
  });

  it("moves a weekend start already past to the first Saturday of next month", () => {
    expect(batchStartDate("Weekend", 1, april, calendarDate("2027-04-20"))).toEqual(
      calendarDate("2027-05-01"),
    );
  });
});

describe("dates and times", () => {
  it("formats start dates like 'Mon, 5 Apr 2027'", () => {
    expect(formatStartDate("2027-04-05")).toBe("Mon, 5 Apr 2027");
    expect(formatStartDate("2027-01-02")).toBe("Sat, 2 Jan 2027");
    expect(formatStartDate("2027-09-06")).toBe("Mon, 6 Sep 2027");
  });

  it("names the calendar's month like 'September 2027'", () => {
    expect(formatMonth(calendarDate("2027-09-01"))).toBe("September 2027");
  });

  it("converts the IST slot of the first session to UTC instants", () => {
    const { start, end } = sessionInstants({
      startDate: "2027-04-05",
      slot: { start: "19:00", end: "21:00" },
    });
    expect(start.toISOString()).toBe("2027-04-05T13:30:00.000Z");
    expect(end.toISOString()).toBe("2027-04-05T15:30:00.000Z");
    const early = sessionInstants({ startDate: "2027-04-03", slot: { start: "09:00", end: "13:00" } });
    expect(early.start.toISOString()).toBe("2027-04-03T03:30:00.000Z");
  });
});

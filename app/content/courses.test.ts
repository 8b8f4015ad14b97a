import { describe, expect, it } from "vitest";
import { z } from "zod";
import { courseGroupSchema, priceTrackSchema } from "./schema";
import { allCourses, courseById, courseGroups, priceTracks, programSections } from "./courses";
import { catalogueProblems, durationDays, isoDuration, priceAmounts } from "./course-rules";
import { NEW_BATCH_NOTE, batchCourseGroups, generateBatches } from "#common/batches/generate-batches.ts";

describe("course catalogue", () => {
  it("matches the schema and every catalogue rule", () => {
    expect(z.array(courseGroupSchema).safeParse(courseGroups).success).toBe(true);
    expect(z.array(priceTrackSchema).safeParse(priceTracks).success).toBe(true);
    expect(catalogueProblems(courseGroups, priceTracks, programSections)).toEqual([]);
  });

  it("has the groups, subgroups and courses of the specification", () => {
    const structure = courseGroups.map((g) => ({
      group: g.title,
      subgroups: g.subgroups.map((s) => [s.title, s.courses.map((c) => c.name)]),
    }));
    expect(structure).toEqual([
      {
        group: "Core & Enterprise Networking",
        subgroups: [
          ["Foundation & Professional Cisco", ["CCNA", "CCNP Enterprise", "CCNA + CCNP Combo"]],
          ["Expert Level", ["CCIE Enterprise Infrastructure", "CCIE Service Provider", "CCDE"]],
        ],
      },
      {
        group: "Cybersecurity",
        subgroups: [
          ["Security Specialist", ["Fortinet NSE4", "Palo Alto PCNSA", "CISSP"]],
          ["Expert Security", ["CCIE Security"]],
        ],
      },
      {
        group: "Network Automation & Advanced Tech",
        subgroups: [["Programmability & SD-WAN", ["Python for Network Automation", "Cisco SD-WAN"]]],
      },
      {
        group: "AI & Emerging Tech",
        subgroups: [
          [
            "Applied AI",
            [
              "AI for Business Leaders",
              "Prompt Engineering",
              "Machine Learning with Python",
              "RAG & Vector Databases",
            ],
          ],
        ],
      },
    ]);
  });

  it("keeps the ids other features link to", () => {
    for (const id of [
      "ccna",
      "ccnp-enterprise",
      "ccie-enterprise",
      "python-network-automation",
      "fortinet-nse4",
      "palo-alto-pcnsa",
      "cissp",
    ]) {
      expect(courseById(id)?.id).toBe(id);
    }
    expect(courseById("no-such-course")).toBeUndefined();
  });

  it("prices every course from ₹12,000 to ₹1,20,000, or as Contact for Pricing", () => {
    const all = allCourses().flatMap((c) => (c.price === "Contact for Pricing" ? [] : priceAmounts(c.price)));
    expect(Math.min(...all)).toBe(12_000);
    expect(Math.max(...all)).toBe(120_000);
    expect(courseById("prompt-engineering")?.price).toBe("₹12,000");
    expect(courseById("ccna")?.price).toBe("₹18,500");
    expect(courseById("ccie-enterprise")?.price).toBe("₹1,20,000");
    expect(courseById("ccde")?.price).toBe("Contact for Pricing");
    expect(courseById("ccna-ccnp-combo")?.note).toBe("Best Value");
  });

  it("runs every course from 2 days to 18 weeks", () => {
    const days = allCourses().map((c) => durationDays(c.duration));
    expect(days.every((d) => d !== null)).toBe(true);
    expect(Math.min(...days.map((d) => d![0]))).toBe(2);
    expect(Math.max(...days.map((d) => d![1]))).toBe(126);
    expect(courseById("ai-for-business-leaders")?.duration).toBe("2 days");
    expect(courseById("ccie-enterprise")?.duration).toBe("18 weeks");
  });

  it("gives every course prerequisites and a 6-10 item curriculum", () => {
    for (const c of allCourses()) {
      expect(c.prerequisites.length, c.id).toBeGreaterThan(0);
      expect(c.curriculum.length, c.id).toBeGreaterThanOrEqual(6);
      expect(c.curriculum.length, c.id).toBeLessThanOrEqual(10);
    }
  });

  it("puts every course in exactly one price track and every group in one programs section", () => {
    expect(priceTracks.flatMap((t) => t.courseIds).sort()).toEqual(
      allCourses()
        .map((c) => c.id)
        .sort(),
    );
    expect(programSections.flatMap((s) => s.groupIds)).toEqual(courseGroups.map((g) => g.id));
  });
});

describe("catalogue rules", () => {
  const [group] = structuredClone(courseGroups);

  it("reports prices and durations outside the limits", () => {
    const bad = structuredClone(group);
    bad.subgroups[0].courses[0].price = "₹9,999";
    bad.subgroups[0].courses[1].duration = "19 weeks";
    bad.subgroups[0].courses[2].price = "₹50,000 - ₹1,25,000";
    const problems = catalogueProblems(
      [bad],
      [
        {
          id: "t",
          title: "T",
          description: "D",
          courseIds: allCourses()
            .slice(0, 6)
            .map((c) => c.id),
        },
      ],
      [{ id: "s", groupIds: [bad.id] }],
    );
    expect(problems).toEqual([
      'ccna: price "₹9,999" is outside ₹12,000-₹1,20,000',
      'ccnp-enterprise: duration "19 weeks" is outside 2 days-18 weeks',
      'ccna-ccnp-combo: price "₹50,000 - ₹1,25,000" is outside ₹12,000-₹1,20,000',
    ]);
  });

  it("reports courses missing from the price tracks and short curricula", () => {
    const bad = structuredClone(group);
    bad.subgroups[0].courses[0].curriculum = ["One", "Two", "Three"];
    const problems = catalogueProblems([bad], [], [{ id: "s", groupIds: [bad.id] }]);
    expect(problems).toContain("ccna: curriculum needs 6-10 items");
    expect(problems).toContain('course "ccna" appears in 0 price tracks (expected 1)');
  });

  it("reads prices and durations", () => {
    expect(priceAmounts("₹45,000 - ₹55,000")).toEqual([45_000, 55_000]);
    expect(priceAmounts("Contact for Pricing")).toEqual([]);
    expect(durationDays("2 days")).toEqual([2, 2]);
    expect(durationDays("8-10 weeks")).toEqual([56, 70]);
    expect(isoDuration("18 weeks")).toBe("P18W");
    expect(isoDuration("2 days")).toBe("P2D");
  });
});

/** 10 March 2027, 10:00 in Chennai: batches are for April 2027 (1 April is a Thursday). */
const MARCH_10 = new Date("2027-03-10T10:00:00+05:30");

describe("with the real course catalogue", () => {
  const batches = generateBatches(MARCH_10, batchCourseGroups(courseGroups));

  it("lists every course, CCIE and CISSP on weekends, and one new-batch note per group", () => {
    expect(batches).toHaveLength(courseGroups.flatMap((g) => g.subgroups.flatMap((s) => s.courses)).length);
    const strict = batches.filter((b) => /CCIE|CISSP/.test(b.course));
    expect(strict.length).toBeGreaterThanOrEqual(4);
    for (const b of strict) expect(b).toMatchObject({ type: "Weekend", startDate: "2027-04-03" });
    expect(batches.filter((b) => b.note === NEW_BATCH_NOTE)).toHaveLength(courseGroups.length);
  });
});

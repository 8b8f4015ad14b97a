import { describe, expect, it } from "vitest";
import { courseById } from "#app/content/courses.ts";
import { experienceLevels, type ExperienceLevel } from "#server/ai/types.ts";
import { recommendCourse } from "./recommend";

const fourCourses = [
  "CCNA",
  "CCNP Enterprise",
  "CCIE Enterprise Infrastructure",
  "Python for Network Automation",
];

/** Names of the four courses a reason mentions, longest first so "CCNA" inside another name is not counted. */
function coursesNamedIn(text: string): string[] {
  let rest = text;
  const found: string[] = [];
  for (const name of [...fourCourses].sort((a, b) => b.length - a.length)) {
    if (rest.includes(name)) found.push(name);
    rest = rest.split(name).join(" ");
  }
  return found;
}

describe("recommendCourse", () => {
  const cases: [ExperienceLevel, string, string][] = [
    ["Beginner", "CCNA", "ccna"],
    ["Intermediate", "CCNP Enterprise", "ccnp-enterprise"],
    ["Advanced", "CCIE Enterprise Infrastructure", "ccie-enterprise"],
  ];

  it.each(cases)(
    "recommends the right course for %s, with its catalogue price, duration and anchor",
    (level, name, id) => {
      const rec = recommendCourse(level);
      const course = courseById(id)!;
      expect(rec.course).toBe(name);
      expect(rec.href).toBe(`/it-training/programs#course-${id}`);
      expect(rec.reason).toContain(course.price);
      expect(rec.reason).toContain(course.duration);
      expect(rec.reason).toContain(
        course.curriculum[0]
          .split(":")[1]
          .trim()
          .replace(/\s*\(([^)]*)\)/g, " $1"),
      );
      expect(rec.reason).not.toMatch(/\([^)]*\(/);
    },
  );

  it.each(experienceLevels)("gives %s one paragraph that names exactly one of the four courses", (level) => {
    const rec = recommendCourse(level);
    expect(rec.reason).not.toMatch(/\n/);
    expect(rec.reason.length).toBeGreaterThan(200);
    expect(rec.reason.length).toBeLessThan(900);
    expect(coursesNamedIn(rec.reason)).toEqual([rec.course]);
  });

  it("is deterministic and falls back to the beginner course for an unknown level", () => {
    expect(recommendCourse("Advanced")).toEqual(recommendCourse("Advanced"));
    expect(recommendCourse("Expert" as ExperienceLevel).course).toBe("CCNA");
  });
});

import { courseGroups } from "#app/content/courses.ts";
import type { Course, CourseGroup } from "#app/content/schema.ts";
import { withFees } from "./apply";
import type { CourseFee } from "./schema";

/** The live catalogue: app/content's courses with the edited fees and durations. */
export type LiveCatalogue = {
  groups: CourseGroup[];
  /** Every course in catalogue order. */
  courses: Course[];
  courseById(id: string): Course | undefined;
};

export function liveCatalogue(fees: readonly CourseFee[]): LiveCatalogue {
  const groups = withFees(courseGroups, fees);
  const courses = groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));
  const byId = new Map(courses.map((c) => [c.id, c]));
  return { groups, courses, courseById: (id) => byId.get(id) };
}

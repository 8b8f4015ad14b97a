import { courseGroups } from "#app/content/courses.ts";
import type { Course, CourseGroup, PriceTrack } from "#app/content/schema.ts";
import { priceTracksOf, withFees } from "./apply";
import type { SiteContent } from "./schema";

/** The live catalogue: app/content's courses with the edited fees, durations and price tracks. */
export type LiveCatalogue = {
  groups: CourseGroup[];
  /** Every course in catalogue order. */
  courses: Course[];
  courseById(id: string): Course | undefined;
  tracks: PriceTrack[];
  /** The title of the track a course is priced in. */
  trackOf(id: string): string;
};

export function liveCatalogue(content: Pick<SiteContent, "courses" | "tracks">): LiveCatalogue {
  const groups = withFees(courseGroups, content.courses);
  const courses = groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));
  const byId = new Map(courses.map((c) => [c.id, c]));
  const tracks = priceTracksOf(content);
  return {
    groups,
    courses,
    courseById: (id) => byId.get(id),
    tracks,
    trackOf: (id) => tracks.find((t) => t.courseIds.includes(id))?.title ?? "",
  };
}

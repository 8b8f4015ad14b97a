/**
 * The batches the company enters, as the public pages show them. Pure and free of zod: the
 * batch calendar and the programs page run these in the browser too.
 */
import {
  WEEKDAY_SLOTS,
  WEEKEND_SLOTS,
  formatStartDate,
  iconForGroup,
  type Batch as ScheduledBatch,
} from "#common/batches/generate-batches.ts";
import type { CourseGroup } from "#app/content/schema.ts";
import type { Batch } from "./schema";

export const BATCH_MODE_LABELS: Record<Batch["mode"], string> = {
  classroom: "Classroom",
  online: "Online",
  hybrid: "Hybrid",
};

export const BATCH_STATUS_LABELS: Record<Batch["status"], string> = {
  open: "Open",
  "filling-fast": "Filling fast",
  full: "Full",
};

/** Entered batches that have not started before today (IST), soonest first. */
export function upcomingBatches(batches: readonly Batch[], todayIst: string): Batch[] {
  return batches
    .filter((b) => b.startDate >= todayIst)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Each course's soonest upcoming entered batch: its start date, and "Mon, 5 Apr 2027 · Online". */
export type NextBatches = Record<string, { startDate: string; text: string }>;

export function nextBatches(batches: readonly Batch[], todayIst: string): NextBatches {
  const next: NextBatches = {};
  for (const { courseId, startDate, mode } of upcomingBatches(batches, todayIst)) {
    next[courseId] ??= { startDate, text: `${formatStartDate(startDate)} · ${BATCH_MODE_LABELS[mode]}` };
  }
  return next;
}

/**
 * An entered batch as the calendar shows it: the generated schedule's shape (so the local
 * time and the calendar file work the same), with its mode, seats, fee and status.
 */
export type ListedBatch = ScheduledBatch & Pick<Batch, "mode" | "seats" | "status"> & { fee: string };

/**
 * The upcoming entered batches of catalogue courses, by catalogue group, soonest first in
 * each. `groups` carries the edited fees (withFees): a batch without its own fee costs the course's.
 */
export function listedBatches(
  batches: readonly Batch[],
  groups: readonly CourseGroup[],
  todayIst: string,
): ListedBatch[] {
  const courses = new Map(
    groups.flatMap((g, groupIndex) =>
      g.subgroups.flatMap((s) =>
        s.courses.map((c) => [c.id, { course: c, group: g.title, groupIndex }] as const),
      ),
    ),
  );
  const listed = upcomingBatches(batches, todayIst).flatMap((b) => {
    const found = courses.get(b.courseId);
    if (!found) return [];
    const weekend = b.timing === "weekend";
    const slot = weekend ? WEEKEND_SLOTS[0] : WEEKDAY_SLOTS[0];
    const batch: ListedBatch & { groupIndex: number } = {
      courseId: b.courseId,
      course: found.course.name,
      group: found.group,
      groupIndex: found.groupIndex,
      iconClass: iconForGroup(found.group),
      type: weekend ? "Weekend" : "Weekday",
      startDate: b.startDate,
      timings: slot.timings,
      slot: { start: slot.start, end: slot.end },
      mode: b.mode,
      seats: b.seats,
      status: b.status,
      fee: b.fee || found.course.price,
    };
    return [batch];
  });
  // A stable sort: within a group, the soonest stays first.
  return listed.sort((a, b) => a.groupIndex - b.groupIndex).map(({ groupIndex: _, ...batch }) => batch);
}

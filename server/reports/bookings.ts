import { sql } from "kysely";
import { SEATED_STATES } from "#common/booking/booking-lifecycle.ts";
import type { Db } from "#server/db/index.ts";
import { istDayStart, nextMonth, rangeBounds, type ReportRange } from "./range";

/**
 * The bookings of a report's period (records of kind "booking" received in it) by course and by
 * IST month, with their revenue (paid less refunded, in paise), and the seat fill of the
 * published batches. Counts and sums only: no buyer's name, contact or invoice.
 */

/** A published batch as the report needs it (app/content/live/schema.ts batchSchema). */
export type SeatBatch = { courseId: string; startDate: string; timing: string; seats: number };

export type BookingCounts = { bookings: number; paid: number; revenuePaise: number };
export type BookingFigures = {
  byCourse: ({ courseId: string } & BookingCounts)[];
  /** Every month the period touches, "YYYY-MM", each cut to the period. */
  byMonth: ({ month: string } & BookingCounts)[];
  /** The published batches, by start date: seats paid for of the seats offered. */
  seats: (SeatBatch & { batchKey: string; paid: number })[];
};

/** A batch's key as bookings store it: "ccna-2027-04-05-weekday" (common/batches/batch-file.ts). */
export const batchKeyOf = (b: Pick<SeatBatch, "courseId" | "startDate" | "timing">) =>
  `${b.courseId}-${b.startDate}-${b.timing.toLowerCase()}`;

/** The months a range touches, each with the stored instant it starts at within the range. */
export function monthsOf(r: { from: string; to: string }) {
  const months: { month: string; start: string }[] = [];
  for (let first = `${r.from.slice(0, 7)}-01`; first <= r.to; first = nextMonth(first))
    months.push({ month: first.slice(0, 7), start: istDayStart(first < r.from ? r.from : first) });
  return months;
}

type Group = {
  month: number;
  course_id: string;
  bookings: number | string;
  paid: number | string;
  revenue: number | string | null;
};

export async function loadBookings(
  db: Db,
  range: ReportRange,
  batches: readonly SeatBatch[],
): Promise<BookingFigures> {
  const { start, end } = rangeBounds(range);
  const months = monthsOf(range);
  const monthSql = sql<number>`case ${sql.join(
    months.map((m, i) => sql`when s.created_at >= ${m.start} then ${sql.lit(i)}`).reverse(),
    sql` `,
  )} else 0 end`;
  const keys = batches.map(batchKeyOf);
  const [groups, paidSeats] = await Promise.all([
    sql<Group>`select ${monthSql} as month, b.course_id, count(*) as bookings,
        sum(case when b.paid_at is not null then 1 else 0 end) as paid,
        sum(b.paid_paise - b.refunded_paise) as revenue
      from submissions s join bookings b on b.id = s.id
      where s.created_at >= ${start} and s.created_at < ${end} and s.kind = 'booking'
        and s.status <> 'spam'
      group by 1, 2`.execute(db),
    keys.length === 0
      ? []
      : db
          .selectFrom("bookings")
          .select(["batch_key", sql<number | string>`count(*)`.as("paid")])
          .where("batch_key", "in", keys)
          .where("state", "in", SEATED_STATES)
          .groupBy("batch_key")
          .execute(),
  ]);

  const empty = (): BookingCounts => ({ bookings: 0, paid: 0, revenuePaise: 0 });
  const byMonth = months.map(({ month }) => ({ month, ...empty() }));
  const byCourse = new Map<string, { courseId: string } & BookingCounts>();
  for (const g of groups.rows) {
    if (!byCourse.has(g.course_id)) byCourse.set(g.course_id, { courseId: g.course_id, ...empty() });
    for (const row of [byMonth[Number(g.month)]!, byCourse.get(g.course_id)!]) {
      row.bookings += Number(g.bookings);
      row.paid += Number(g.paid);
      row.revenuePaise += Number(g.revenue ?? 0);
    }
  }
  const paidByKey = new Map(paidSeats.map((r) => [r.batch_key, Number(r.paid)]));
  return {
    byCourse: [...byCourse.values()].sort(
      (a, b) => b.revenuePaise - a.revenuePaise || a.courseId.localeCompare(b.courseId),
    ),
    byMonth,
    seats: batches
      .map((b) => ({ ...b, batchKey: batchKeyOf(b), paid: paidByKey.get(batchKeyOf(b)) ?? 0 }))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.batchKey.localeCompare(b.batchKey)),
  };
}

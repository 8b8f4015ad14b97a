import { sql, type Expression, type ExpressionBuilder, type RawBuilder } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { allCourses } from "#app/content/courses.ts";
import { OTHER_COURSE } from "#common/enquiry/enquiry-fields.ts";
import type { OfficeHours } from "#server/reports/office-hours.ts";

/**
 * The words the reports count in, shared with the inbox's filters so that a figure's link
 * lists exactly the records it counts.
 */

/** Where a record came from, broadly: a tagged campaign (UTM or an ad click id), another site, or neither. */
export const origins = ["campaign", "referrer", "direct"] as const;
export type Origin = (typeof origins)[number];

/** A record's origin in SQL (the same on SQLite and PostgreSQL). */
export const originSql = sql<Origin>`case
  when utm_source is not null or utm_campaign is not null or gclid is not null or fbclid is not null or msclkid is not null then 'campaign'
  when first_referrer is not null then 'referrer'
  else 'direct' end`;

/** The funnel's steps, in order; "lost" and "spam" are no step. */
export const funnelStages = ["new", "contacted", "qualified", "won"] as const;
export type FunnelStage = (typeof funnelStages)[number];

/** The statuses at `stage` or past it. */
export const statusesFrom = (stage: FunnelStage): FunnelStage[] =>
  funnelStages.slice(funnelStages.indexOf(stage));

/** How far a status is along the funnel: -1 for lost or spam. */
export const stageRank = (status: string): number => funnelStages.indexOf(status as FunnelStage);

/** Activity that moved a record to a status (the body is the new status). */
export const STATUS_MOVES = ["status", "not-spam"] as const;

/** A course as the report groups it: the course named in the enquiry, or none. */
export const NO_COURSE = "(none)";

/** The catalogue's course names: an enquiry's course is one of them or OTHER_COURSE. */
export const catalogueCourses: readonly string[] = [...new Set(allCourses().map((c) => c.name))];

/**
 * A record's course as the reports group it, in SQL over `column`: a catalogue course, else
 * OTHER_COURSE (older records' free text may hold a visitor's contact: it never leaves the
 * database for a report), or null for none.
 */
export function courseSql(column: string) {
  const course = sql.ref(column);
  return sql<string | null>`case when ${course} is null then null
    when ${course} in (${sql.join(catalogueCourses)}) then ${course} else ${OTHER_COURSE} end`;
}

/**
 * Records that reached `stage` at some time: their status is that step or a later one, or their
 * activity shows they were moved there (a lost record that was qualified first counts as qualified).
 */
export function reachedStage(stage: FunnelStage) {
  const later = statusesFrom(stage);
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.or([
      eb("submissions.status", "in", later),
      eb.exists(
        eb
          .selectFrom("activity")
          .select("activity.id")
          .whereRef("activity.submission_id", "=", "submissions.id")
          .where("activity.kind", "in", STATUS_MOVES)
          .where("activity.body", "in", later),
      ),
    ]);
}

/** Activity that answers a record: a status change or a note (written out for the index, as STATUS_MOVES). */
const ANSWER_KINDS = sql.raw("'note', 'status'");

/**
 * When a record reached sales, in SQL over `table` ("s" in the reports, "submissions" in the
 * inbox): when it came in, or, if it was held as suspected spam, when it was released (it waited
 * for review, not for sales).
 */
export function arrivalSql(table: string) {
  const column = (c: string) => sql.ref(`${table}.${c}`);
  return sql<string | null>`case when ${column("spam_reasons")} is null then ${column("created_at")}
    else (select min(m.created_at) from activity m where m.submission_id = ${column("id")} and m.kind = 'not-spam') end`;
}

/**
 * `pick` (an expression over the activity row `a`) of a record's first answer at or after its
 * arrival, or null when nobody has answered yet. Only a person answers: the notes the site writes
 * itself (an online payment's) name no one.
 */
export const firstAnswerSql = <T>(
  id: Expression<unknown>,
  arrived: Expression<unknown>,
  pick: RawBuilder<T>,
) =>
  sql<T | null>`(select ${pick} from activity a
    where a.submission_id = ${id} and a.kind in (${ANSWER_KINDS}) and a.created_at >= ${arrived}
      and a.actor is not null
    order by a.created_at, a.id limit 1)`;

/** Who gave a record's first answer, for the inbox: anyone, nobody yet, or a person's email. */
export type AnsweredBy = "anyone" | "nobody" | (string & {});

/** Records whose first answer `who` gave (server/reports/report.ts counts them per person). */
export function answeredBy(who: AnsweredBy) {
  const actor = firstAnswerSql(sql.ref("submissions.id"), arrivalSql("submissions"), sql<string>`a.actor`);
  if (who === "anyone") return sql<boolean>`${actor} is not null`;
  if (who === "nobody") return sql<boolean>`${actor} is null`;
  return sql<boolean>`${actor} = ${who}`;
}

/**
 * Records that reached sales (arrivalSql) inside, or outside, the office hours. The day of the
 * week and the minute of the day in IST, in each database's own words.
 */
export function arrivedInHours(hours: OfficeHours, inside: boolean, postgres: boolean) {
  const arrival = arrivalSql("submissions");
  const [weekday, minute] = postgres
    ? [
        sql`extract(dow from (${arrival})::timestamptz at time zone 'Asia/Kolkata')`,
        sql`(extract(hour from (${arrival})::timestamptz at time zone 'Asia/Kolkata') * 60 + extract(minute from (${arrival})::timestamptz at time zone 'Asia/Kolkata'))`,
      ]
    : [
        sql`cast(strftime('%w', ${arrival}, '+330 minutes') as integer)`,
        sql`(cast(strftime('%H', ${arrival}, '+330 minutes') as integer) * 60 + cast(strftime('%M', ${arrival}, '+330 minutes') as integer))`,
      ];
  const days = sql.raw(hours.days.map(Number).join(", ") || "-1");
  const within = sql`(${weekday} in (${days}) and ${minute} >= ${sql.lit(hours.open)} and ${minute} < ${sql.lit(hours.close)})`;
  // A record nobody released has no arrival: it is on neither side.
  return inside ? sql<boolean>`${within}` : sql<boolean>`(${arrival} is not null and not ${within})`;
}

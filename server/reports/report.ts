import { sql, type RawBuilder } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";
import type { Db } from "#server/db/index.ts";
import {
  NO_COURSE,
  STATUS_MOVES,
  arrivalSql,
  courseSql,
  firstAnswerSql,
  funnelStages,
  originSql,
  origins,
  type FunnelStage,
  type Origin,
} from "#server/leads/report-terms.ts";
import { loadBookings, type BookingFigures, type SeatBatch } from "./bookings";
import { inOfficeHours, type OfficeHours } from "./office-hours";
import { rangeBounds, weeksOf, type ReportRange } from "./range";
import { durations, type Durations } from "./stats";

/**
 * The figures of /admin/reports, its CSV and the weekly email, over the records received in a
 * range. The database counts (grouped by week, source, channel, course and step); only one answer
 * time per record comes out, for its percentiles. No visitor's name or contact ever leaves the
 * database for a report.
 */

/** Channels: the contact form's enquiries, the chat's leads and bookings; any other kind by its own name. */
export const knownKinds = ["enquiry", "lead", "booking"] as const;

export type WeekCounts = {
  week: string;
  from: string;
  to: string;
  total: number;
  byOrigin: Record<Origin, number>;
  byKind: Record<string, number>;
};
export type SpamWeek = { week: string; from: string; to: string; kept: number; released: number };
/** `paid`: booking records paid for (a booking's step past "new"; refunded ones too). */
export type FunnelRow = { key: string; counts: Record<FunnelStage, number>; paid: number };
/**
 * `answeredBy`: the inbox's filter for the records counted (report-terms.ts answeredBy): "anyone"
 * for everyone's row, else the person's email.
 */
export type ResponseRow = {
  who: string;
  answeredBy: string;
  all: Durations;
  inside: Durations;
  outside: Durations;
};

export type Report = {
  range: ReportRange;
  /** Every kind seen, the known ones first. */
  kinds: string[];
  weeks: WeekCounts[];
  funnel: { total: FunnelRow; byOrigin: FunnelRow[]; byCourse: FunnelRow[] };
  /** Overall first, then each person who answered first, by name. */
  response: { overall: ResponseRow; byPerson: ResponseRow[]; unanswered: number };
  spam: SpamWeek[];
  bookings: BookingFigures;
};

const emptyRow = (key: string): FunnelRow => ({
  key,
  counts: Object.fromEntries(funnelStages.map((s) => [s, 0])) as Record<FunnelStage, number>,
  paid: 0,
});

/** A status's step along the funnel in SQL, as stageRank says it: -1 for lost, spam or anything else. */
const rankSql = (column: ReturnType<typeof sql.ref>) =>
  sql<number>`case ${column} ${sql.join(
    funnelStages.map((s, i) => sql`when ${s} then ${sql.lit(i)}`),
    sql` `,
  )} else -1 end`;

/**
 * The status moves (STATUS_MOVES) written out, not as parameters: the partial index
 * activity_moves serves a query only when its condition is visibly the index's own.
 */
const STATUS_MOVES_SQL = sql.raw(STATUS_MOVES.map((k) => `'${k}'`).join(", "));

/** The records of a range. */
const inRange = (start: string, end: string) => sql`s.created_at >= ${start} and s.created_at < ${end}`;

/** Counts arrive as text from PostgreSQL (bigint). */
type Counted = { n: number | string };

/**
 * The report's three reads over a range (bench:reports shows their plans): counts grouped in the
 * database, and one answer time per record for the percentiles. Each record's activity is read
 * through the index activity_submission_kind.
 */
export function reportQueries(range: ReportRange) {
  const { start, end } = rangeBounds(range);
  const weeks = weeksOf(range);
  // The week a record came in, by the stored instants each week starts at (latest first).
  const weekSql = sql<number>`case ${sql.join(
    weeks.map((w, i) => sql`when s.created_at >= ${w.start} then ${sql.lit(i)}`).reverse(),
    sql` `,
  )} else 0 end`;
  const flagged = sql<number>`case when s.spam_reasons is null then 0 else 1 end`;
  // Catalogue courses only: any other text counts as "Other" and stays in the database.
  const course = courseSql("s.course_interest");
  return {
    weekly: sql<WeekGroup & Counted>`select ${weekSql} as week, s.kind, ${originSql} as origin,
        case when s.status = 'spam' then 1 else 0 end as spam, ${flagged} as flagged, count(*) as n
      from submissions s where ${inRange(start, end)} group by 1, 2, 3, 4, 5`,
    funnel: sql<FunnelGroup & Counted>`select ${originSql} as origin, ${course} as course,
        ${rankSql(sql.ref("s.status"))} as status_rank,
        (select max(${rankSql(sql.ref("a.body"))}) from activity a
          where a.submission_id = s.id and a.kind in (${STATUS_MOVES_SQL})) as moved_rank,
        case when b.paid_at is null then 0 else 1 end as paid, count(*) as n
      from submissions s left join bookings b on b.id = s.id
      where ${inRange(start, end)} and s.status <> 'spam' group by 1, 2, 3, 4, 5`,
    // The first answer's time and who gave it in one lookup: an ISO time has no space.
    answers: sql<AnswerRow>`with r as materialized (select s.id, ${arrivalSql("s")} as arrived
        from submissions s where ${inRange(start, end)} and s.status <> 'spam')
      select r.arrived, ${firstAnswerSql(
        sql.ref("r.id"),
        sql.ref("r.arrived"),
        sql<string>`a.created_at || ' ' || a.actor`,
      )} as answer
      from r`,
  };
}

/**
 * Every figure over the records received in `range`; office hours decide inside or outside, and
 * `batches` (the published ones) are those whose seat fill is shown.
 */
export async function loadReport(
  db: Db,
  range: ReportRange,
  hours: OfficeHours,
  batches: readonly SeatBatch[] = [],
): Promise<Report> {
  const queries = reportQueries(range);
  const [weekly, funnel, answers, bookings] = await Promise.all([
    withoutJit(db, queries.weekly),
    withoutJit(db, queries.funnel),
    withoutJit(db, queries.answers),
    loadBookings(db, range, batches),
  ]);
  const names = await staffNames(db, answers.rows);
  return { ...countReport(range, weekly.rows, funnel.rows, answers.rows, names, hours), bookings };
}

/**
 * A read run without PostgreSQL's JIT compiler: over a year of records the planner expects
 * enough rows to compile the query, which costs more than the whole read (bench:reports).
 */
export async function withoutJit<R>(db: Db, query: RawBuilder<R>) {
  if (!isPostgres(db)) return query.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return query.execute(trx);
  });
}

type WeekGroup = { week: number; kind: string; origin: Origin; spam: number; flagged: number };
type FunnelGroup = {
  origin: Origin;
  course: string | null;
  status_rank: number;
  moved_rank: number | null;
  paid: number;
};
/** A record's arrival (or release from spam) and its first answer after it. */
type AnswerRow = { arrived: string | null; answer: string | null };

/** An answer's time and its author's email from "time email". */
function splitAnswer(answer: string) {
  const space = answer.indexOf(" ");
  return { at: answer.slice(0, space), actor: answer.slice(space + 1) };
}

/** Staff names by email (the activity log names people by email). */
async function staffNames(db: Db, answers: AnswerRow[]): Promise<Map<string, string>> {
  const emails = [...new Set(answers.map((a) => a.answer && splitAnswer(a.answer).actor).filter((a) => !!a))];
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom("user").select(["email", "name"]).where("email", "in", emails).execute();
  return new Map(rows.map((r) => [r.email, r.name || r.email]));
}

function countReport(
  range: ReportRange,
  weekly: (WeekGroup & Counted)[],
  funnelGroups: (FunnelGroup & Counted)[],
  answerRows: AnswerRow[],
  names: Map<string, string>,
  hours: OfficeHours,
): Omit<Report, "bookings"> {
  const weeks = weeksOf(range);
  const seenKinds = new Set<string>(knownKinds);
  for (const g of weekly) seenKinds.add(g.kind);
  const kinds = [...seenKinds];
  const weekRows: WeekCounts[] = weeks.map(({ week, from, to }) => ({
    week,
    from,
    to,
    total: 0,
    byOrigin: { campaign: 0, referrer: 0, direct: 0 },
    byKind: Object.fromEntries(kinds.map((k) => [k, 0])),
  }));
  const spam: SpamWeek[] = weeks.map(({ week, from, to }) => ({ week, from, to, kept: 0, released: 0 }));
  for (const g of weekly) {
    const n = Number(g.n);
    const w = Number(g.week);
    if (Number(g.spam)) {
      spam[w]!.kept += n;
      continue;
    }
    if (Number(g.flagged)) spam[w]!.released += n;
    const week = weekRows[w]!;
    week.total += n;
    week.byOrigin[g.origin] += n;
    week.byKind[g.kind] = (week.byKind[g.kind] ?? 0) + n;
  }

  const total = emptyRow("All");
  const byOrigin = new Map<string, FunnelRow>(origins.map((o) => [o, emptyRow(o)]));
  const byCourse = new Map<string, FunnelRow>();
  for (const g of funnelGroups) {
    // The furthest step reached: now, or on the way (a lost record keeps the steps it passed).
    const reached = Math.max(0, Number(g.status_rank), Number(g.moved_rank ?? -1));
    const course = g.course ?? NO_COURSE;
    if (!byCourse.has(course)) byCourse.set(course, emptyRow(course));
    for (const row of [total, byOrigin.get(g.origin)!, byCourse.get(course)!]) {
      for (let s = 0; s <= reached; s++) row.counts[funnelStages[s]!] += Number(g.n);
      if (Number(g.paid)) row.paid += Number(g.n);
    }
  }

  const answers = { all: [] as number[], inside: [] as number[], outside: [] as number[] };
  // By the answerer's email: two people may share a name.
  const byPerson = new Map<string, typeof answers>();
  let unanswered = 0;
  // Released spam waited for review, not for sales: its clock starts at the release.
  for (const { arrived, answer } of answerRows) {
    if (!arrived || !answer) {
      unanswered++;
      continue;
    }
    const { at: answered_at, actor } = splitAnswer(answer);
    const minutes = (Date.parse(answered_at) - Date.parse(arrived)) / 60_000;
    if (!byPerson.has(actor)) byPerson.set(actor, { all: [], inside: [], outside: [] });
    const side = inOfficeHours(arrived, hours) ? "inside" : "outside";
    for (const bucket of [answers, byPerson.get(actor)!]) {
      bucket.all.push(minutes);
      bucket[side].push(minutes);
    }
  }
  const summary = (who: string, answeredBy: string, a: typeof answers): ResponseRow => ({
    who,
    answeredBy,
    all: durations(a.all),
    inside: durations(a.inside),
    outside: durations(a.outside),
  });
  return {
    range,
    kinds,
    weeks: weekRows,
    funnel: {
      total,
      byOrigin: [...byOrigin.values()],
      byCourse: [...byCourse.values()].sort(
        (a, b) => b.counts.new - a.counts.new || a.key.localeCompare(b.key),
      ),
    },
    response: {
      overall: summary("Everyone", "anyone", answers),
      byPerson: [...byPerson.entries()]
        .map(([actor, a]) => summary(names.get(actor) ?? actor, actor, a))
        .sort((a, b) => a.who.localeCompare(b.who) || a.answeredBy.localeCompare(b.answeredBy)),
      unanswered,
    },
    spam,
  };
}

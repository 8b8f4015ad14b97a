import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import {
  NO_COURSE,
  STATUS_MOVES,
  funnelStages,
  originSql,
  origins,
  stageRank,
  type FunnelStage,
  type Origin,
} from "#server/leads/report-terms.ts";
import { inOfficeHours, type OfficeHours } from "./office-hours";
import { rangeBounds, weeksOf, type ReportRange } from "./range";
import { durations, type Durations } from "./stats";

/**
 * The figures of /admin/reports, its CSV and the weekly email, over the records received in a
 * range. Two indexed reads (the records by arrival, their activity by record), counted here: no
 * visitor's name or contact ever leaves the database for a report.
 */

/** Channels: the contact form's enquiries and the chat's leads; other kinds (bookings, later) by their own name. */
export const knownKinds = ["enquiry", "lead"] as const;

export type WeekCounts = {
  week: string;
  from: string;
  to: string;
  total: number;
  byOrigin: Record<Origin, number>;
  byKind: Record<string, number>;
};
export type SpamWeek = { week: string; from: string; to: string; kept: number; released: number };
export type FunnelRow = { key: string; counts: Record<FunnelStage, number> };
export type ResponseRow = { who: string; all: Durations; inside: Durations; outside: Durations };

export type Report = {
  range: ReportRange;
  /** Every kind seen, the known ones first. */
  kinds: string[];
  weeks: WeekCounts[];
  funnel: { total: FunnelRow; byOrigin: FunnelRow[]; byCourse: FunnelRow[] };
  /** Overall first, then each person who answered first, by name. */
  response: { overall: ResponseRow; byPerson: ResponseRow[]; unanswered: number };
  spam: SpamWeek[];
};

type RecordRow = {
  id: string;
  created_at: string;
  kind: string;
  status: string;
  flagged: number;
  origin: Origin;
  course: string | null;
};
type ActivityRow = {
  submission_id: string;
  kind: string;
  body: string;
  actor: string | null;
  created_at: string;
};

const emptyStages = (): Record<FunnelStage, number> =>
  Object.fromEntries(funnelStages.map((s) => [s, 0])) as Record<FunnelStage, number>;

/** Every figure over the records received in `range`; office hours decide inside or outside. */
export async function loadReport(db: Db, range: ReportRange, hours: OfficeHours): Promise<Report> {
  const { start, end } = rangeBounds(range);
  const [records, activity] = await Promise.all([
    db
      .selectFrom("submissions")
      .select([
        "id",
        "created_at",
        "kind",
        "status",
        sql<number>`case when spam_reasons is null then 0 else 1 end`.as("flagged"),
        originSql.as("origin"),
        "course_interest as course",
      ])
      .where("created_at", ">=", start)
      .where("created_at", "<", end)
      .execute() as Promise<RecordRow[]>,
    db
      .selectFrom("activity")
      .innerJoin("submissions", "submissions.id", "activity.submission_id")
      .select([
        "activity.submission_id",
        "activity.kind",
        "activity.body",
        "activity.actor",
        "activity.created_at",
      ])
      .where("submissions.created_at", ">=", start)
      .where("submissions.created_at", "<", end)
      .where("activity.kind", "in", ["note", ...STATUS_MOVES])
      .orderBy("activity.created_at")
      .execute() as Promise<ActivityRow[]>,
  ]);
  const names = await staffNames(db, activity);
  return countReport(range, records, activity, names, hours);
}

/** Staff names by email (the activity log names people by email). */
async function staffNames(db: Db, activity: ActivityRow[]): Promise<Map<string, string>> {
  const emails = [...new Set(activity.map((a) => a.actor).filter((a): a is string => !!a))];
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom("user").select(["email", "name"]).where("email", "in", emails).execute();
  return new Map(rows.map((r) => [r.email, r.name || r.email]));
}

function countReport(
  range: ReportRange,
  records: RecordRow[],
  activity: ActivityRow[],
  names: Map<string, string>,
  hours: OfficeHours,
): Report {
  const weeks = weeksOf(range);
  const weekOf = (iso: string) => {
    for (let i = weeks.length - 1; i >= 0; i--) if (iso >= weeks[i]!.start) return i;
    return 0;
  };
  const byRecord = new Map<string, ActivityRow[]>();
  for (const a of activity) {
    const list = byRecord.get(a.submission_id);
    if (list) list.push(a);
    else byRecord.set(a.submission_id, [a]);
  }

  const seenKinds = new Set<string>(knownKinds);
  for (const r of records) seenKinds.add(r.kind);
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

  const total: FunnelRow = { key: "All", counts: emptyStages() };
  const byOrigin = new Map<string, FunnelRow>(origins.map((o) => [o, { key: o, counts: emptyStages() }]));
  const byCourse = new Map<string, FunnelRow>();

  const answers = { all: [] as number[], inside: [] as number[], outside: [] as number[] };
  const byPerson = new Map<string, typeof answers>();
  let unanswered = 0;

  for (const r of records) {
    const w = weekOf(r.created_at);
    const moves = byRecord.get(r.id) ?? [];
    if (r.status === "spam") {
      spam[w]!.kept++;
      continue;
    }
    if (r.flagged) spam[w]!.released++;
    const week = weekRows[w]!;
    week.total++;
    week.byOrigin[r.origin]++;
    week.byKind[r.kind] = (week.byKind[r.kind] ?? 0) + 1;

    // The furthest step reached: now, or on the way (a lost record keeps the steps it passed).
    let reached = Math.max(0, stageRank(r.status));
    for (const m of moves) if (m.kind !== "note") reached = Math.max(reached, stageRank(m.body));
    const course = r.course ?? NO_COURSE;
    if (!byCourse.has(course)) byCourse.set(course, { key: course, counts: emptyStages() });
    for (const row of [total, byOrigin.get(r.origin)!, byCourse.get(course)!])
      for (let s = 0; s <= reached; s++) row.counts[funnelStages[s]!]++;

    // Released spam waited for review, not for sales: its clock starts at the release.
    const arrived = r.flagged ? moves.find((m) => m.kind === "not-spam")?.created_at : r.created_at;
    const answer = arrived && moves.find((m) => m.kind !== "not-spam" && m.created_at >= arrived);
    if (!arrived || !answer) {
      unanswered++;
      continue;
    }
    const minutes = (Date.parse(answer.created_at) - Date.parse(arrived)) / 60_000;
    const who = answer.actor ? (names.get(answer.actor) ?? answer.actor) : "Unknown";
    if (!byPerson.has(who)) byPerson.set(who, { all: [], inside: [], outside: [] });
    const side = inOfficeHours(arrived, hours) ? "inside" : "outside";
    for (const bucket of [answers, byPerson.get(who)!]) {
      bucket.all.push(minutes);
      bucket[side].push(minutes);
    }
  }

  const summary = (who: string, a: typeof answers): ResponseRow => ({
    who,
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
      overall: summary("Everyone", answers),
      byPerson: [...byPerson.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([who, a]) => summary(who, a)),
      unanswered,
    },
    spam,
  };
}

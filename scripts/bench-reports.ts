// Times /admin/reports' server work on a year of data: 50,000 records (BENCH_N) with their
// activity, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. For this month, 90 days and a
// whole year it prints the median of 5 runs of the queries alone, and of the queries plus the
// tables and charts the page renders. Then the query plans, to show the indexes at work.
// On a busy machine the CPU time this process used is shown too (for SQLite, nearly all the work).
// `npm run bench:reports`
import { sql, type RawBuilder } from "kysely";
import type { Db } from "#server/db/index.ts";
import { DEFAULT_OFFICE_HOURS } from "#server/reports/office-hours.ts";
import { presetRange, type ReportRange } from "#server/reports/range.ts";
import { loadReport, reportQueries, withoutJit } from "#server/reports/report.ts";
import { reportSections } from "#app/features/admin/reports.server.ts";
import { testBackends } from "#tests/db-utils.ts";
import { insertMade, type MadeActivity, type MadeRecord } from "#tests/report-records.ts";
import { addStaff } from "#tests/staff.ts";

const total = Number(process.env.BENCH_N ?? 50_000);
const today = "2026-11-29";
const YEAR_MS = 365 * 86_400_000;
const end = Date.parse(`${today}T18:29:00Z`);

/** A deterministic year of records: a third from campaigns, some spam, most answered, some won. */
function yearOfRecords(people: string[]) {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const records: MadeRecord[] = [];
  const activity: MadeActivity[] = [];
  const courses = ["CCNA", "CCNP", "AWS", "Azure", "Linux", "Python", "Fortinet", "Palo Alto"];
  for (let i = 0; i < total; i++) {
    const at = end - random() * YEAR_MS;
    const id = `r${i}`;
    const roll = random();
    const spam = roll < 0.08;
    const reached = spam ? -1 : Math.floor(random() * 4);
    const status = spam
      ? "spam"
      : random() < 0.15
        ? "lost"
        : ["new", "contacted", "qualified", "won"][reached]!;
    records.push({
      id,
      at: new Date(at).toISOString(),
      kind: random() < 0.3 ? "lead" : "enquiry",
      status,
      spam,
      utmSource: roll > 0.66 ? "google" : undefined,
      utmCampaign: roll > 0.66 ? "batch-promo" : undefined,
      referrer: roll > 0.4 && roll <= 0.66 ? "https://www.linkedin.com/" : undefined,
      course: random() < 0.8 ? courses[Math.floor(random() * courses.length)] : undefined,
    });
    if (spam) continue;
    let t = at + random() * 6 * 3600_000;
    const actor = people[Math.floor(random() * people.length)];
    activity.push({ record: id, kind: "assign", body: "x", actor, at: new Date(at + 1000).toISOString() });
    if (random() < 0.5)
      activity.push({ record: id, kind: "note", body: "Called", actor, at: new Date(t).toISOString() });
    for (const step of ["contacted", "qualified", "won"].slice(0, reached)) {
      t += random() * 48 * 3600_000;
      activity.push({ record: id, kind: "status", body: step, actor, at: new Date(t).toISOString() });
    }
  }
  return { records, activity };
}

/** Median wall time of `runs` runs, and this process's CPU time in that run (on a busy machine, closer to what an idle one would take). */
async function timed(runs: number, work: () => Promise<unknown>) {
  const times: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    await work();
    const used = process.cpuUsage(cpu);
    times.push({ wall: performance.now() - t, cpu: (used.user + used.system) / 1000 });
  }
  const median = times.sort((a, b) => a.wall - b.wall)[Math.floor(runs / 2)]!;
  return `${median.wall.toFixed(0).padStart(5)} ms (CPU here ${median.cpu.toFixed(0).padStart(4)} ms)`;
}

/** How the database runs the report's reads, for this month. */
async function plans(db: Db, name: string, range: ReportRange) {
  const explain = name === "SQLite" ? sql`explain query plan ` : sql`explain `;
  for (const [label, query] of Object.entries(reportQueries(range))) {
    const rows = await sql<Record<string, unknown>>`${explain}${query}`.execute(db);
    const lines = rows.rows.map((r) => String(r.detail ?? r["QUERY PLAN"]).trim());
    console.log(`  plan (${label}, this month): ${lines.join(" | ")}`);
  }
}

for (const backend of testBackends) {
  const database = await backend.create();
  const db = await database.open();
  try {
    const emails = ["asha@arivu.test", "ravi@arivu.test", "meena@arivu.test", "karthik@arivu.test"];
    for (const email of emails) await addStaff(db, { name: email.split("@")[0]!, email });
    const { records, activity } = yearOfRecords(emails);
    const seeded = performance.now();
    await insertMade(db, records, activity);
    if (backend.name === "PostgreSQL") await sql`analyze`.execute(db);
    console.log(
      `${backend.name}: ${records.length} records, ${activity.length} activity rows (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
    );
    const ranges: [string, ReportRange][] = [
      ["this month", presetRange("month", today)],
      ["last 90 days", presetRange("90", today)],
      ["a whole year", { preset: "custom", from: "2025-11-30", to: today }],
    ];
    for (const [label, range] of ranges) {
      const queries = await timed(5, () => loadReport(db, range, DEFAULT_OFFICE_HOURS));
      const page = await timed(5, async () =>
        reportSections(
          await loadReport(db, range, DEFAULT_OFFICE_HOURS),
          (q) => `/admin?${new URLSearchParams(q)}`,
        ),
      );
      console.log(`  ${label.padEnd(13)} queries ${queries}   queries + tables + charts ${page}`);
    }
    // Each read alone over the year, as the report runs it.
    const year = reportQueries(ranges[2]![1]);
    const reads = [];
    for (const [label, query] of Object.entries(year))
      reads.push(`${label} ${await timed(3, () => withoutJit(db, query as RawBuilder<unknown>))}`);
    console.log(`  each read over a year: ${reads.join(", ")}`);
    await plans(db, backend.name, presetRange("month", today));
  } finally {
    await db.destroy();
    await database.cleanup();
  }
}

import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "#server/db/schema.ts";

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

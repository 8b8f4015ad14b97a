import type { Db } from "#server/db/index.ts";
import { errorText, log as logger } from "#server/log.ts";
import type { Forwarder } from "./forwarders";
import type { LeadStore } from "./types";

export type OutboxOptions = {
  maxAttempts: number;
  /** Backoff: the n-th retry waits a random time in [0, min(capMs, baseMs * 2^(n-1))] ("full jitter"). */
  baseMs?: number;
  capMs?: number;
  /** How often the queue is checked when idle. */
  pollMs?: number;
  /** How long a claimed delivery stays reserved for its worker; must exceed the send timeout. */
  leaseMs?: number;
  /**
   * Deliveries sent at once. Small on purpose: a crash can only repeat the sends whose answer
   * arrived but whose "delivered" mark was not yet written, at most this many.
   */
  batchSize?: number;
  log?: (message: string) => void;
};

export type Outbox = {
  /** Checks the queue now (e.g. right after a save) instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for sends in progress to be recorded. */
  stop(): Promise<void>;
};

/** One claimed item of a queue, reserved for this worker until its lease ends. */
export type OutboxJob = {
  attempts: number;
  /** Names the item in the log (ids only: never a visitor's data). */
  label: string;
  /** Resolves once the destination accepted it. */
  send(): Promise<void>;
  /** Marks it sent. */
  done(): Promise<void>;
  /** Records a failed attempt, while the lease is still ours: failed for good, or due again at `next`. */
  failed(error: string, final: boolean, next: string): Promise<void>;
};

/** What a claimed row becomes: delivered, or failed for good, or due again. */
export type JobOutcome = {
  status?: "delivered" | "failed";
  delivered_at?: string;
  last_error: string | null;
  next_attempt_at: string | null;
};

/**
 * A claimed job's done and failed, through `write`, which updates the job's row while it is
 * pending (and, when `leased`, while the lease is still ours: after it expired another worker
 * may own the job).
 */
export function jobOutcomes(
  write: (outcome: JobOutcome, leased: boolean) => Promise<unknown>,
): Pick<OutboxJob, "done" | "failed"> {
  return {
    done: async () => {
      await write(
        {
          status: "delivered",
          delivered_at: new Date().toISOString(),
          last_error: null,
          next_attempt_at: null,
        },
        false,
      );
    },
    failed: async (error, final, next) => {
      await write(
        final
          ? { status: "failed", last_error: error, next_attempt_at: null }
          : { last_error: error, next_attempt_at: next },
        true,
      );
    },
  };
}

/** A queue the outbox works: the records' deliveries, or the emails to staff (staff-emails.ts). */
export type OutboxLane = {
  /**
   * Claims up to `limit` items due at `now` until `lease`, each with a conditional update that
   * only one worker's can match, and counts the attempt.
   */
  claim(now: string, lease: string, limit: number): Promise<OutboxJob[]>;
};

export function backoffMs(attempt: number, baseMs: number, capMs: number, random = Math.random): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** Math.max(attempt - 1, 0)));
}

/** Sends one outbox pass claims at most: what a kill can catch in flight, per destination. */
export const OUTBOX_BATCH_SIZE = 4;

/**
 * Delivers queued records to every forwarder, at most one worker per delivery at a time.
 *
 * Exactly once: a worker claims a due delivery by moving its next_attempt_at to the end of a
 * lease with a conditional update (only one worker's update can match the old value), sends,
 * then marks it delivered before anything else. A crash between the destination accepting and
 * the mark leaves it pending, so it is sent again after the lease: that edge is at-least-once,
 * which is why the webhook carries a stable X-Arivu-Delivery id and the form body a reference.
 */
export function startOutbox(
  db: Db,
  store: Pick<LeadStore, "get">,
  forwarders: Forwarder[],
  options: OutboxOptions & { lanes?: OutboxLane[] },
): Outbox {
  const {
    maxAttempts,
    baseMs = 2_000,
    capMs = 600_000,
    pollMs = 1_000,
    leaseMs = 60_000,
    batchSize = OUTBOX_BATCH_SIZE,
  } = options;
  const log = options.log ?? ((m: string) => logger.warn(m));
  const lanes = [deliveriesLane(db, store, forwarders), ...(options.lanes ?? [])];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  async function deliver(job: OutboxJob): Promise<void> {
    try {
      await job.send();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The inbox shows the whole error; the log only a masked one.
      const failed = job.attempts >= maxAttempts;
      const next = new Date(Date.now() + backoffMs(job.attempts, baseMs, capMs)).toISOString();
      await job.failed(message, failed, next);
      log(
        `${job.label}: attempt ${job.attempts} failed (${errorText(message)})${failed ? "; marked failed" : ""}`,
      );
      return;
    }
    await job.done();
  }

  async function tick(): Promise<void> {
    let full = false;
    try {
      const now = new Date();
      const lease = new Date(now.getTime() + leaseMs).toISOString();
      const claims: OutboxJob[] = [];
      for (const lane of lanes) claims.push(...(await lane.claim(now.toISOString(), lease, batchSize)));
      full = claims.length >= batchSize;
      await Promise.all(claims.map((c) => deliver(c).catch((e: unknown) => log(`Outbox: ${errorText(e)}`))));
    } catch (error) {
      log(`Outbox: ${errorText(error)}`);
    }
    if (full) again = true;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = tick().finally(() => {
      running = undefined;
      schedule(again ? 0 : pollMs);
    });
  }

  schedule(0);
  return {
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The records' deliveries, one per record and destination configured. */
function deliveriesLane(db: Db, store: Pick<LeadStore, "get">, forwarders: Forwarder[]): OutboxLane {
  const byDestination = new Map(forwarders.map((f) => [f.destination as string, f]));
  return {
    async claim(now, lease, limit) {
      if (byDestination.size === 0) return [];
      const due = await db
        .selectFrom("deliveries")
        .select(["submission_id", "destination", "attempts", "next_attempt_at"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where("destination", "in", [...byDestination.keys()])
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      const jobs: OutboxJob[] = [];
      for (const d of due) {
        const result = await db
          .updateTable("deliveries")
          .set((eb) => ({ next_attempt_at: lease, attempts: eb("attempts", "+", 1) }))
          .where("submission_id", "=", d.submission_id)
          .where("destination", "=", d.destination)
          .where("status", "=", "pending")
          .where("next_attempt_at", "=", d.next_attempt_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        jobs.push({
          attempts: Number(d.attempts) + 1,
          label: `Lead ${d.submission_id} to ${d.destination}`,
          async send() {
            const record = await store.get(d.submission_id);
            // Erased while queued: its delivery went with it.
            if (record) await byDestination.get(d.destination)!.send(record);
          },
          ...jobOutcomes((outcome, leased) =>
            db
              .updateTable("deliveries")
              .set(outcome)
              .where("submission_id", "=", d.submission_id)
              .where("destination", "=", d.destination)
              .where("status", "=", "pending")
              .$if(leased, (q) => q.where("next_attempt_at", "=", lease))
              .execute(),
          ),
        });
      }
      return jobs;
    },
  };
}

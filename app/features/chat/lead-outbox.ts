import { PENDING_LEADS_KEY } from "./pending-leads-key";
import { sendLead, type LeadBody } from "./send-lead";

/**
 * The browser's outbox for chat leads: a lead is never lost on its way to our server.
 *
 * It is written to localStorage (PENDING_LEADS_KEY, a list of lead bodies, one per
 * idempotencyKey) before the first post, and removed only when the server acknowledges it.
 * Network errors, 408, 429 and 5xx are retried with the same idempotencyKey (the server
 * stores a key once) while the page is open, with exponential backoff and jitter, never
 * sooner than a Retry-After; the next page load resends what is left (pending-leads.ts).
 * Only a body the server refuses for good (another 4xx) is dropped, and logged; before that,
 * it is sent once more without its attribution, so a bad attribution never costs a lead.
 * The visitor is never told of any of this (SPEC §7).
 */

export const FIRST_RETRY_MS = 2000;
export const MAX_RETRY_MS = 60_000;
/** A longer Retry-After than this is not waited for in full. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type LeadOutboxOptions = {
  fetch?: typeof fetch;
  /** Where pending leads are kept; null when the browser has no usable storage (then in memory only). */
  storage?: OutboxStorage | null;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
  now?: () => number;
};

/**
 * How long to wait after the `failures`-th failed post: 2 s, 4 s, 8 s… capped at 60 s, each
 * with equal jitter (between half and all of it, so browsers do not retry in step), and never
 * less than the server's Retry-After (itself capped at MAX_RETRY_AFTER_MS).
 */
export function retryDelay(failures: number, random: () => number, retryAfterMs?: number): number {
  const step = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(step / 2 + (random() * step) / 2);
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

export function createLeadOutbox({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  storage = null,
  random = Math.random,
  now = Date.now,
}: LeadOutboxOptions = {}) {
  /** The delivery running for each idempotencyKey (one at a time per key). */
  const active = new Map<string, Promise<void>>();

  /** The stored pending leads; [] when there are none or storage cannot be read. */
  function stored(): LeadBody[] {
    try {
      const raw = storage?.getItem(PENDING_LEADS_KEY);
      const list: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(list) ? list.filter(isLeadBody) : [];
    } catch {
      return [];
    }
  }

  /** Rewrites the list (read again first: another tab may have changed it). Storage errors are ignored: the lead is still in memory. */
  function update(change: (leads: LeadBody[]) => LeadBody[]) {
    if (!storage) return;
    try {
      const leads = change(stored());
      if (leads.length) storage.setItem(PENDING_LEADS_KEY, JSON.stringify(leads));
      else storage.removeItem(PENDING_LEADS_KEY);
    } catch {
      // Private mode or quota: the delivery goes on while the page is open.
    }
  }

  const keep = (lead: LeadBody) =>
    update((leads) => [...leads.filter((l) => l.idempotencyKey !== lead.idempotencyKey), lead]);
  const forget = (key: string) => update((leads) => leads.filter((l) => l.idempotencyKey !== key));

  async function run(lead: LeadBody): Promise<void> {
    let body = lead;
    for (let failures = 0; ;) {
      const result = await sendLead(body, fetchImpl, now);
      if (result.outcome === "delivered") {
        forget(body.idempotencyKey);
        return;
      }
      if (result.outcome === "rejected") {
        if (body.attribution !== undefined) {
          // The lead matters more than where the visitor came from.
          console.warn(
            `The chat lead was refused (${result.reason}); sending it again without its attribution.`,
          );
          const { attribution: _dropped, ...rest } = body;
          body = rest;
          keep(body);
          continue;
        }
        forget(body.idempotencyKey);
        console.error(`The chat lead was refused by the server and dropped (${result.reason}).`);
        return;
      }
      failures += 1;
      const delay = retryDelay(failures, random, result.retryAfterMs);
      console.warn(
        `The chat lead could not be sent yet (${result.reason}); trying again in ${Math.ceil(delay / 1000)} s.`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  function start(lead: LeadBody): Promise<void> {
    const key = lead.idempotencyKey;
    const running = active.get(key);
    if (running) return running;
    const delivery = run(lead).finally(() => active.delete(key));
    active.set(key, delivery);
    return delivery;
  }

  return {
    /**
     * Keeps the lead, then posts it until the server acknowledges it (or refuses it for good).
     * Resolves then; never rejects.
     */
    deliver(lead: LeadBody): Promise<void> {
      if (!active.has(lead.idempotencyKey)) keep(lead);
      return start(lead);
    },
    /** Sends every stored lead that is not already on its way. Resolves when all are done. */
    async resendPending(): Promise<void> {
      await Promise.all(stored().map(start));
    },
    /** The stored pending leads. */
    pending: stored,
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

let browserOutbox: LeadOutbox | undefined;

/** The page's outbox (shared by the chat and the resend on page load), on localStorage. */
export function leadOutbox(): LeadOutbox {
  browserOutbox ??= createLeadOutbox({ storage: localStorageOrNull() });
  return browserOutbox;
}

function localStorageOrNull(): OutboxStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isLeadBody(value: unknown): value is LeadBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { idempotencyKey?: unknown }).idempotencyKey === "string"
  );
}

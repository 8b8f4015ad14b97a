/**
 * Limits on live holds (seats held, not yet paid) per visitor: one address, one email or one
 * phone may hold at most `perBatch` seats of a batch and `overall` in all batches. Counted in the
 * hold's own transaction, after the holder's lock rows, so parallel posts cannot pass together.
 */
import { createHash } from "node:crypto";
import { HOLDING_STATES } from "#common/booking/booking-lifecycle.ts";
import type { Db } from "#server/db/index.ts";
import { lockBatch } from "./move-booking";

export type HoldLimits = { perBatch: number; overall: number };

/** Who holds: hashes only, so the limits keep no address, email or phone in the clear. */
export type Holder = { clientHash: string; emailHash: string; phoneHash: string | null };

export type LimitRefusal = "batch" | "overall";

const hash = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}:${value}`).digest("hex").slice(0, 32);

/** The holder of a booking from its client's address and the email and phone typed. */
export function holderOf(clientKey: string, email: string, phone: string): Holder {
  const digits = phone.replace(/\D/g, "").slice(-10);
  return {
    clientHash: hash("client", clientKey),
    emailHash: hash("email", email.trim().toLowerCase()),
    phoneHash: digits.length >= 6 ? hash("phone", digits) : null,
  };
}

/**
 * Takes the holder's lock rows (sorted, so two transactions never wait on each other in a
 * circle), then counts their live holds; which limit is reached, if any.
 */
export async function holdLimitReached(
  trx: Db,
  holder: Holder,
  batchKey: string,
  limits: HoldLimits,
  now: Date,
): Promise<LimitRefusal | undefined> {
  const keys = [holder.clientHash, holder.emailHash, holder.phoneHash].filter((k): k is string => !!k);
  for (const key of [...keys].sort()) await lockBatch(trx, `holder:${key}`);
  const live = await trx
    .selectFrom("bookings")
    .select(["batch_key"])
    .where("state", "in", HOLDING_STATES)
    .where("hold_until", ">", now.toISOString())
    .where((eb) =>
      eb.or([
        eb("client_hash", "=", holder.clientHash),
        eb("email_hash", "=", holder.emailHash),
        ...(holder.phoneHash ? [eb("phone_hash", "=", holder.phoneHash)] : []),
      ]),
    )
    .execute();
  if (live.filter((b) => b.batch_key === batchKey).length >= limits.perBatch) return "batch";
  if (live.length >= limits.overall) return "overall";
  return undefined;
}

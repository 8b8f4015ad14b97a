import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "#server/db/index.ts";
import { sharedSetting } from "#server/db/settings.ts";

/** A token older than this no longer counts: the page has been open far longer than any form fill. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export type FormTokens = {
  /**
   * A signed "form issued at" token: `${ms}.${nonce}.${base64url HMAC-SHA256 of "ms.nonce"}`. The
   * random nonce keeps two forms served in one millisecond from sharing a token, as a token is
   * taken once.
   */
  issue(now?: number): string;
  /** How long ago the token was issued; undefined when missing, malformed, forged, too old or from the future. */
  ageMs(token: unknown, now?: number): number | undefined;
};

// The nonce is optional: tokens issued before it (`${ms}.${mac}`) stay valid for their 24 hours.
const TOKEN_PATTERN = /^((\d{1,15})(?:\.[A-Za-z0-9_-]{16})?)\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens that let the no-JavaScript form prove how long it was open: the page gets one when
 * it is served, and the server reads its age when the form comes back. Without a secret
 * (tests) it is random per process; the server passes the one kept in the database.
 */
export function createFormTokens(secret: Buffer = randomBytes(32)): FormTokens {
  const sign = (signed: string) => createHmac("sha256", secret).update(signed).digest("base64url");
  return {
    issue(now = Date.now()) {
      const signed = `${Math.floor(now)}.${randomBytes(12).toString("base64url")}`;
      return `${signed}.${sign(signed)}`;
    },
    ageMs(token, now = Date.now()) {
      if (typeof token !== "string") return undefined;
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return undefined;
      const [, signed, issuedAt, mac] = match;
      // Compared as text, so only the one canonical spelling of the signature counts.
      if (!timingSafeEqual(Buffer.from(mac), Buffer.from(sign(signed)))) return undefined;
      const age = now - Number(issuedAt);
      return age >= 0 && age <= FORM_TOKEN_MAX_AGE_MS ? age : undefined;
    },
  };
}

/** This process's tokens: the pages that hand them out and the action that reads them share the secret. */
export const processFormTokens = createFormTokens();

/** The settings row that holds the key (hex), also read by tests/form-tokens.ts. */
export const FORM_TOKEN_SETTING = "form_token_key";

/**
 * The secret kept in the database, made by the first instance to start: every instance signs
 * alike, and a form loaded before a restart still proves its age afterwards, so a real
 * visitor's enquiry is not taken for a bot's. Before the database kept it, it was the file
 * DATA_DIR/form-token.key: when present, that key is the one stored, so forms already open
 * keep counting.
 */
export async function sharedFormTokens(db: Db, dataDir: string): Promise<FormTokens> {
  const key = await sharedSetting(
    db,
    FORM_TOKEN_SETTING,
    () => legacyKey(path.join(dataDir, "form-token.key")) ?? randomBytes(32).toString("hex"),
  );
  return createFormTokens(Buffer.from(key, "hex"));
}

/**
 * Records one use of a valid token; false when it was used before, by any instance sharing
 * the database. The insert itself decides, so of two posts racing with one token only one
 * finds it fresh.
 */
export async function consumeFormToken(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("used_form_tokens")
    .values({ token, used_at: now.toISOString() })
    .onConflict((oc) => oc.column("token").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) > 0;
}

/** Forgets uses older than a token's life: such a token is refused as expired anyway. */
export async function pruneUsedFormTokens(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS).toISOString();
  await db.deleteFrom("used_form_tokens").where("used_at", "<", before).execute();
}

function legacyKey(file: string): string | undefined {
  try {
    const key = fs.readFileSync(file, "utf8").trim();
    return /^[0-9a-f]{64}$/i.test(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

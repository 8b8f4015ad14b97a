import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * The one password format, for every account (better-auth's hash/verify) and for
 * ADMIN_PASSWORD_HASH: "scrypt$<salt hex>$<64-byte key hex>".
 */

/** scrypt's derived key length, in bytes, for the stored hash and the comparison. */
export const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash for an account or ADMIN_PASSWORD_HASH: "scrypt$<salt hex>$<hash hex>". */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return `scrypt$${salt.toString("hex")}$${(await derive(password, salt)).toString("hex")}`;
}

/** Reads "scrypt$<salt hex>$<hash hex>"; anything else is a configuration error. */
export function parseHash(hash: string): { salt: Buffer; key: Buffer } {
  const match = /^scrypt\$((?:[0-9a-f]{2}){8,})\$((?:[0-9a-f]{2}){64})$/i.exec(hash.trim());
  if (!match)
    throw new Error(
      "ADMIN_PASSWORD_HASH must look like scrypt$<salt hex>$<hash hex> (a 64-byte scrypt key).",
    );
  return { salt: Buffer.from(match[1], "hex"), key: Buffer.from(match[2], "hex") };
}

/**
 * True when `candidate` is the password of `hash`. Both sides are scrypt keys of the same
 * length compared with timingSafeEqual, so the time taken says nothing about how much of a
 * guess was right. A stored hash in another format never matches.
 */
export async function verifyPassword(hash: string, candidate: string): Promise<boolean> {
  let expected: { salt: Buffer; key: Buffer };
  try {
    expected = parseHash(hash);
  } catch {
    return false;
  }
  // Very long input is cut, not refused, so its length does not change the path taken.
  const key = await derive(candidate.slice(0, 1024), expected.salt);
  return timingSafeEqual(key, expected.key);
}

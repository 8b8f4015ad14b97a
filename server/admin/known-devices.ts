import { createHmac, timingSafeEqual } from "node:crypto";
import { accountKey } from "./sign-in-lockout";

/** A browser stays known for half a year after its last sign-in. */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 3600;
/** The accounts one browser is remembered for (a shared office computer). */
const MAX_ACCOUNTS = 5;

export type KnownDevices = {
  /** Whether the request's cookies show that this browser signed in to the account before. */
  knows(cookieHeader: string | undefined, email: string): boolean;
  /** The Set-Cookie line that remembers the account in this browser, beside the others it holds. */
  remember(cookieHeader: string | undefined, email: string): string;
};

/**
 * The "device cookie" answer to an account locked by someone else's guesses: a browser that
 * signed in to the account before still gets to try its password (the per-client lockout still
 * applies to it). The cookie holds, per account, an HMAC of its email under the auth secret: it
 * names no one, cannot be made without the secret, and only proves a past sign-in.
 */
export function knownDevices({ secret, siteUrl }: { secret: string; siteUrl: string }): KnownDevices {
  const secure = siteUrl.startsWith("https://");
  // Like better-auth's own cookie: the __Secure- prefix needs https.
  const name = `${secure ? "__Secure-" : ""}arivu.known_device`;
  const tokenOf = (email: string) =>
    createHmac("sha256", secret)
      .update(`known-device:${accountKey(email)}`)
      .digest("base64url")
      .slice(0, 22);
  const tokensIn = (header: string | undefined) => readCookie(header, name)?.split(".").filter(Boolean) ?? [];
  return {
    knows(header, email) {
      const token = Buffer.from(tokenOf(email));
      return tokensIn(header).some(
        (t) => t.length === token.length && timingSafeEqual(Buffer.from(t), token),
      );
    },
    remember(header, email) {
      const token = tokenOf(email);
      const tokens = [token, ...tokensIn(header).filter((t) => t !== token)].slice(0, MAX_ACCOUNTS);
      return [
        `${name}=${tokens.join(".")}`,
        `Max-Age=${KNOWN_DEVICE_SECONDS}`,
        "Path=/admin",
        "HttpOnly",
        ...(secure ? ["Secure"] : []),
        "SameSite=Strict",
      ].join("; ");
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

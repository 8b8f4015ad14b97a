import type { Attribution } from "#common/attribution.ts";
import type { ChatLead } from "./chat-flow";

export const LEADS_API = "/api/leads";

/** What the browser posts: the chat's answers and, where known, where the visitor came from. */
export type LeadBody = ChatLead & { attribution?: Attribution };

/**
 * How one post ended:
 * - `delivered`: the server stored it (HTTP 2xx with `{ ok: true }`);
 * - `retry`: a network error, a timeout (408), a rate limit (429), a 5xx, or an answer that is
 *   not the acknowledgement: send it again later (after `retryAfterMs` if the server said);
 * - `rejected`: any other 4xx: the server can never accept this body.
 */
export type LeadPostResult =
  | { outcome: "delivered" }
  | { outcome: "retry"; reason: string; retryAfterMs?: number }
  | { outcome: "rejected"; reason: string; status: number };

/** Posts a chat lead once to our server, which stores it and then forwards it. Never throws. */
export async function sendLead(
  lead: LeadBody,
  fetchImpl: typeof fetch = fetch,
  now = Date.now,
): Promise<LeadPostResult> {
  let response: Response;
  try {
    response = await fetchImpl(LEADS_API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(lead),
      // Still delivered if the visitor leaves the page right after answering.
      keepalive: true,
    });
  } catch (error) {
    return {
      outcome: "retry",
      reason: `network error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
  const status = response.status;
  if (response.ok && body?.ok === true) return { outcome: "delivered" };
  const reason = `HTTP ${status}${typeof body?.error === "string" ? `: ${body.error}` : ""}`;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { outcome: "rejected", reason, status };
  const retryAfterMs = retryAfter(response.headers.get("Retry-After"), now());
  return retryAfterMs === undefined
    ? { outcome: "retry", reason }
    : { outcome: "retry", reason, retryAfterMs };
}

/** Retry-After as milliseconds from now: seconds, or an HTTP date. */
export function retryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

import type { ChatLead } from "./chat-flow";

export const LEADS_API = "/api/leads";

/** Posts a completed chat lead to our server, which stores it and then forwards it. */
export async function sendLead(lead: ChatLead, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(LEADS_API, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(lead),
    // Still delivered if the visitor leaves the page right after answering.
    keepalive: true,
  });
  const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
  if (!response.ok || body?.ok !== true) {
    throw new Error(`Lead not accepted (HTTP ${response.status})${body?.error ? `: ${body.error}` : ""}`);
  }
}

import { listen, readBody, sendJson, type FakeServer } from "./http";

/** How the fake answers one request: accept, fail in one of the ways real services fail, or refuse in JSON. */
export type FormBehaviour = "ok" | "http-500" | "timeout" | "destroy" | "refuse";

export type FakeFormService = FakeServer & {
  /** Accepted submissions, by the body's `reference` (our record id): a count above 1 is a duplicate. */
  receipts: Map<string, number>;
  /** Accepted bodies, in order. */
  accepted: Record<string, string>[];
  requests: number;
  behaviour: (requestNumber: number, body: Record<string, string>) => FormBehaviour;
  /** How long the service takes before it answers (none by default). */
  latencyMs: (requestNumber: number) => number;
};

/**
 * A form-collection service speaking the wire format of SPEC §7: JSON in (Accept JSON),
 * `{ ok: true }` or `{ ok: false, error }` out. Only answered-ok submissions count as received,
 * as with a real service that rolls back a request it could not answer.
 */
export async function startFakeFormService(): Promise<FakeFormService> {
  const fake = {
    receipts: new Map(),
    accepted: [],
    requests: 0,
    behaviour: () => "ok",
    latencyMs: () => 0,
  } as unknown as FakeFormService;
  const server = await listen(async (req, res) => {
    const n = ++fake.requests;
    let body: Record<string, string>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, string>;
    } catch {
      return sendJson(res, 400, { ok: false, error: "Invalid JSON" });
    }
    if (req.method !== "POST" || !String(req.headers["content-type"]).startsWith("application/json")) {
      return sendJson(res, 415, { ok: false, error: "Expected a JSON POST" });
    }
    const latency = fake.latencyMs(n);
    if (latency > 0) await new Promise((r) => setTimeout(r, latency));
    // The sender gave up waiting: nothing is received, as with a service that rolls back.
    if (req.socket.destroyed) return;
    switch (fake.behaviour(n, body)) {
      case "http-500":
        return sendJson(res, 500, { ok: false, error: "Internal error" });
      case "timeout":
        return; // never answers; the client gives up
      case "destroy":
        return req.socket.destroy();
      case "refuse":
        return sendJson(res, 200, { ok: false, error: "Form is disabled" });
      case "ok":
        fake.accepted.push(body);
        fake.receipts.set(body.reference, (fake.receipts.get(body.reference) ?? 0) + 1);
        return sendJson(res, 200, { ok: true, next: "/thanks" });
    }
  });
  return Object.assign(fake, server);
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { listen, readBody, sendJson, type FakeServer } from "./http";

export type FakeWebhookReceiver = FakeServer & {
  /** Verified deliveries by X-Arivu-Delivery id: a count above 1 is a repeat. */
  receipts: Map<string, number>;
  bodies: Record<string, unknown>[];
  rejected: number;
  /** When set, answers 503 to the n-th request (1-based) for which it returns true. */
  failWhen?: (requestNumber: number) => boolean;
};

/** A webhook receiver that checks `X-Arivu-Signature: sha256=<HMAC of the raw body>` like a real one must. */
export async function startFakeWebhookReceiver(secret: string): Promise<FakeWebhookReceiver> {
  let requests = 0;
  const fake = { receipts: new Map(), bodies: [], rejected: 0 } as unknown as FakeWebhookReceiver;
  const server = await listen(async (req, res) => {
    const n = ++requests;
    const raw = await readBody(req);
    const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`);
    const given = Buffer.from(String(req.headers["x-arivu-signature"] ?? ""));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      fake.rejected++;
      return sendJson(res, 401, { error: "bad signature" });
    }
    if (fake.failWhen?.(n)) return sendJson(res, 503, { error: "busy" });
    const id = String(req.headers["x-arivu-delivery"]);
    fake.receipts.set(id, (fake.receipts.get(id) ?? 0) + 1);
    fake.bodies.push(JSON.parse(raw) as Record<string, unknown>);
    return sendJson(res, 202, { received: true });
  });
  return Object.assign(fake, server);
}

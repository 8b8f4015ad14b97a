import { openMigratedDatabase } from "#server/db/index.ts";
import { publishTestBatch } from "#tests/bookings.ts";
import { startFakeRazorpay, type FakeRazorpay } from "#tests/fakes/razorpay-server.ts";
import { ownServer } from "./own-server";

const KEYS = {
  keyId: "rzp_test_E2e000001",
  keySecret: "e2e-key-secret",
  webhookSecret: "e2e-webhook-secret",
};

export type PayingSite = {
  server: ReturnType<typeof ownServer>;
  razorpay: FakeRazorpay;
  stop(): Promise<void>;
};

/**
 * A site server of its own (at `offset` from E2E_PORT) with the Razorpay keys set and a fake
 * Razorpay on loopback that pays its links and sends its webhooks back, with the test batch of
 * `seats` seats published.
 */
export async function startPayingSite(offset: number, seats: number): Promise<PayingSite> {
  const razorpay = await startFakeRazorpay(KEYS);
  const env: Record<string, string> = { ...razorpay.serverEnv };
  const server = ownServer(offset, env);
  // The link's callback comes back to this server.
  env.SITE_URL = server.base;
  await server.start();
  razorpay.webhookUrl = `${server.base}/api/payments/razorpay/webhook`;
  const db = await openMigratedDatabase({ dataDir: server.dataDir() });
  await publishTestBatch(db, seats);
  await db.destroy();
  return {
    server,
    razorpay,
    async stop() {
      server.stop();
      await razorpay.close();
    },
  };
}

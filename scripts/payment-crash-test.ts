// Crash test of the payment path: Razorpay's webhook for a paid booking reaches the built server,
// which is killed with SIGKILL a few milliseconds later (swept from before its commit to after
// it, so some kills land between the commit and the answer). Razorpay (a fake on loopback) sends
// the event again until it gets a 2xx, as the real one does for 24 hours; the visitor's signed
// return and the other event come too. Every booking must end paid once, with one invoice number
// and one receipt queued.
// Usage: BUILD_DIR=build npx tsx scripts/payment-crash-test.ts   (after `npm run build`)
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, openMigratedDatabase } from "#server/db/index.ts";
import { spawnBuiltServer } from "#tests/built-server.ts";
import { bookSeat, publishTestBatch } from "#tests/bookings.ts";
import { startFakeRazorpay, type FakeEvent } from "#tests/fakes/razorpay-server.ts";

const port = Number(process.env.PAYMENT_CRASH_PORT ?? 3312);
const base = `http://127.0.0.1:${port}`;
const KILLS = Number(process.env.PAYMENT_CRASH_KILLS ?? 8);
/** The window between the commit and the answer is a few milliseconds wide: more kills until one lands in it. */
const MAX_KILLS = KILLS + 20;
const KEYS = {
  keyId: "rzp_test_Crash00001",
  keySecret: "crash-key-secret",
  webhookSecret: "crash-webhook-secret",
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-payment-crash-"));
const razorpay = await startFakeRazorpay(KEYS);
razorpay.holdWebhooks = true;
razorpay.webhookUrl = `${base}/api/payments/razorpay/webhook`;

function startServer(): ChildProcess {
  return spawnBuiltServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: base,
    ...razorpay.serverEnv,
    LOG_LEVEL: "warn",
  });
}

async function ready(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/payments/razorpay/webhook`)).status === 405) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server did not start");
}

/** Razorpay's retries: the event again until a 2xx. */
async function sendUntilTaken(event: FakeEvent): Promise<number> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const status = await razorpay.send(event).catch(() => 0);
    if (status >= 200 && status < 300) return attempt;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${event.event} was never taken`);
}

// The bookings and their links, made before the kills: one seat each, all in one batch.
const setup = await openMigratedDatabase({ dataDir });
await publishTestBatch(setup, MAX_KILLS);
const prepared: string[] = [];
for (let i = 0; i < MAX_KILLS; i++)
  prepared.push((await bookSeat(setup, { seats: MAX_KILLS, email: `crash${i}@arivu-test.in` }))!);
await setup.destroy();

let server = startServer();
await ready();
const linkOf = new Map<string, string>();
for (const id of prepared) {
  const pay = await fetch(`${base}/it-training/booking/${id}/pay`, { redirect: "manual" });
  if (pay.status !== 303) throw new Error(`/pay answered ${pay.status}`);
  linkOf.set(id, new URL(pay.headers.get("location")!).pathname.split("/").pop()!);
}

let [lo, hi] = [0, 60];
let betweenCommitAndAnswer = 0;
let paidByTheRetry = 0;
let beforeCommit = 0;
let answeredBeforeKill = 0;
const db = openDatabase({ dataDir });
const bookings: string[] = [];
for (const [i, id] of prepared.entries()) {
  if (i >= KILLS && betweenCommitAndAnswer > 0) break;
  bookings.push(id);
  const callback = await razorpay.pay(linkOf.get(id)!);
  const [captured, linkPaid] = razorpay.events.slice(-2);
  // Between the latest kill that came before the commit and the earliest that came after the
  // answer: the kills close in on the window between the two.
  const killAfterMs = i === 0 ? 0 : lo + Math.random() * (hi - lo);
  const paymentKey = `payment:${(JSON.parse(linkPaid.body) as { payload: { payment: { entity: { id: string } } } }).payload.payment.entity.id}:paid`;
  const sent = razorpay.send(linkPaid).catch(() => 0);
  if (i % 2 === 1) {
    // Every other kill waits to see the payment committed (read from the database), then kills at once.
    const until = Date.now() + 2_000;
    while (
      Date.now() < until &&
      !(await db.selectFrom("payment_events").select("key").where("key", "=", paymentKey).executeTakeFirst())
    );
  } else await new Promise((r) => setTimeout(r, killAfterMs));
  server.kill("SIGKILL");
  const answered = (await sent) === 200;
  if (server.exitCode === null && server.signalCode === null)
    await new Promise((r) => server.once("exit", r));
  const applied = await db
    .selectFrom("payment_events")
    .select("key")
    .where("booking_id", "=", id)
    .where("key", "like", "payment:%:paid")
    .executeTakeFirst();
  if (answered) {
    answeredBeforeKill++;
    if (i % 2 === 0) hi = Math.min(hi, killAfterMs);
  } else if (applied) betweenCommitAndAnswer++;
  else {
    beforeCommit++;
    if (i % 2 === 0) lo = Math.max(lo, killAfterMs);
  }

  server = startServer();
  await ready();
  // Razorpay's retry of the same event alone must finish the job.
  await sendUntilTaken(linkPaid);
  const after = await db
    .selectFrom("bookings")
    .select("state")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (after.state === "paid") paidByTheRetry++;
  await sendUntilTaken(captured);
  await fetch(callback, { redirect: "manual" });
  await sendUntilTaken(linkPaid);
}

const rows = await db
  .selectFrom("bookings")
  .select(["id", "state", "invoice_number"])
  .where("id", "in", bookings)
  .execute();
const receipts = await db
  .selectFrom("deliveries")
  .select("submission_id")
  .where("destination", "=", "receipt")
  .where("submission_id", "in", bookings)
  .execute();
const paidNotes = await db
  .selectFrom("activity")
  .select("submission_id")
  .where("submission_id", "in", bookings)
  .where("body", "like", "Paid %")
  .execute();
const counter = await db.selectFrom("invoice_counters").select("last_number").executeTakeFirst();

server.kill("SIGTERM");
await db.destroy();
await razorpay.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const notPaid = rows.filter((r) => r.state !== "paid" || !r.invoice_number);
const invoiceNumbers = new Set(rows.map((r) => r.invoice_number));
console.log(
  `Kills: ${bookings.length}; before the commit: ${beforeCommit}; between the commit and the answer: ${betweenCommitAndAnswer}; after the answer: ${answeredBeforeKill}`,
);
console.log(
  `Paid: ${rows.length - notPaid.length} of ${bookings.length} (${paidByTheRetry} by the retried event alone); invoice numbers issued: ${counter?.last_number ?? 0} (distinct ${invoiceNumbers.size}); receipts queued: ${receipts.length}; "Paid" notes: ${paidNotes.length}`,
);
const passed =
  notPaid.length === 0 &&
  paidByTheRetry === bookings.length &&
  invoiceNumbers.size === bookings.length &&
  Number(counter?.last_number) === bookings.length &&
  receipts.length === bookings.length &&
  paidNotes.length === bookings.length &&
  betweenCommitAndAnswer > 0;
if (betweenCommitAndAnswer === 0)
  console.log(`No kill of ${bookings.length} landed between the commit and the answer.`);
process.exit(passed ? 0 : 1);

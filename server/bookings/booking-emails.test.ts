import { PDFParse } from "pdf-parse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { startLeads } from "#server/leads/index.ts";
import type { Destination, LeadStore } from "#server/leads/types.ts";
import { seedBooking, TEST_SUPPLIER } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";

const SITE = "https://www.arivutech.in";
const fast = { baseMs: 10, capMs: 80, pollMs: 25, leaseMs: 5_000 };
const PAID = {
  state: "paid",
  paid_at: "2026-11-29T10:00:00.000Z",
  paid_paise: 2_950_000,
  payment_id: "pay_Q1w2e3r4t5y6u7",
  payment_mode: "online",
  invoice_number: "AT/2026-27/00007",
  invoice_date: "2026-11-29T10:00:00.000Z",
} as const;

describe.each(testBackends)("a booking's emails to the visitor on $name", (backend) => {
  let database: TestDatabase;
  let receiver: SmtpReceiver;
  let running: { store: LeadStore; outbox: { stop(): Promise<void> } } | undefined;

  beforeEach(async () => {
    database = await backend.create();
    receiver = await startSmtpReceiver();
  });
  afterEach(async () => {
    await running?.outbox.stop();
    await running?.store.close();
    running = undefined;
    await receiver.close();
    await database.cleanup();
  });

  /** The site's leads with SMTP set, as the server starts them. */
  async function start(db: Db) {
    const env = {
      DATA_DIR: database.options.dataDir,
      DATABASE_URL: database.options.databaseUrl,
      OUTBOX_MAX_ATTEMPTS: 8,
      SMTP_URL: receiver.url,
      SITE_URL: SITE,
    };
    running = await startLeads(env, { db, supplier: () => TEST_SUPPLIER, ...fast });
    return running.store;
  }
  /** What confirming a payment or a refund queues. */
  const queue = (db: Db, id: string, destination: Destination) =>
    db
      .insertInto("deliveries")
      .values({
        submission_id: id,
        destination,
        status: "pending",
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
      })
      .execute();
  const delivery = async (store: LeadStore, id: string, destination: Destination) =>
    (await store.get(id))?.deliveries.find((d) => d.destination === destination);

  it("sends the receipt with the invoice attached once, after the mail server comes back", async () => {
    const db = await database.open();
    const id = await seedBooking(db, PAID);
    await queue(db, id, "receipt");
    await receiver.stop();
    const store = await start(db);
    await until(async () => Boolean((await delivery(store, id, "receipt"))?.lastError));
    await receiver.start();
    await until(async () => (await delivery(store, id, "receipt"))?.status === "delivered");

    expect(receiver.byMessageId()).toEqual(new Map([[`<${id}.receipt@www.arivutech.in>`, 1]]));
    const [mail] = receiver.messages;
    expect(mail.to).toMatchObject({ text: "priya@example.in" });
    expect(mail.subject).toBe("Your seat is booked: CCNA, batch starting Mon, 7 Dec 2026 (Arivu)");
    expect(mail.text).toContain("Total paid: ₹29,500.00");
    expect(mail.text).toContain("Your tax invoice AT/2026-27/00007 is attached.");
    expect(mail.text).toContain(`${SITE}/it-training/booking/${id}`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: "Invoice-AT-2026-27-00007.pdf", contentType: "application/pdf" });
    const parser = new PDFParse({ data: new Uint8Array(pdf.content) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain("Invoice number: AT/2026-27/00007");

    // A new enquiry or booking saved now is not sent a receipt: only a confirmed payment queues one.
    const later = await store.save({
      kind: "enquiry",
      idempotencyKey: "k-1",
      name: "Arun",
      email: "arun@example.in",
      message: "Hello",
      consentVersion: "2026-10",
      consentAt: new Date().toISOString(),
      source: "contact-form",
    });
    expect((await store.get(later.id))!.deliveries.map((d) => d.destination)).not.toContain("receipt");
  }, 20_000);

  it("tells the visitor what was refunded and that the seat is released", async () => {
    const db = await database.open();
    const id = await seedBooking(db, { ...PAID, state: "refunded", refunded_paise: 1_000_000 });
    await queue(db, id, "refund-notice");
    const store = await start(db);
    await until(async () => (await delivery(store, id, "refund-notice"))?.status === "delivered");

    expect(receiver.byMessageId()).toEqual(new Map([[`<${id}.refund-notice@www.arivutech.in>`, 1]]));
    const [mail] = receiver.messages;
    expect(mail.subject).toBe("Your refund: CCNA, batch starting Mon, 7 Dec 2026 (Arivu)");
    expect(mail.text).toContain("We have refunded ₹10,000.00 of your payment");
    expect(mail.text).toContain("Your seat in the batch is released.");
    expect(mail.attachments).toHaveLength(0);
  }, 20_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

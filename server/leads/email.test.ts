import net from "node:net";
import type { AddressObject, ParsedMail } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brand } from "#app/content/brand.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { confirmationForwarder, emailForwarder, renderLeadEmail } from "./email";
import { seedContent } from "#app/content/live/seed.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { startLeads } from "./index";
import type { OutboxOptions } from "./outbox";
import { enquiry, lead } from "#tests/lead-data.ts";
import type { LeadStore, NewSubmission, StoredSubmission } from "./types";

const SITE = "https://www.arivutech.in";
const FROM = "Arivu Website <noreply@arivutech.in>";
const SALES = ["sales@arivutech.in", "training@arivutech.in"];
const fast = { baseMs: 20, capMs: 200, pollMs: 20, log: () => {} } satisfies Partial<OutboxOptions>;

const stored = (s: NewSubmission, id = "3f1c2a9e-0000-4000-8000-000000000001"): StoredSubmission => ({
  ...s,
  id,
  createdAt: "2026-11-21T10:00:01.000Z",
  status: "new",
  spamReasons: [],
  attribution: s.attribution ?? {},
  lastActivityAt: "2026-11-21T10:00:01.000Z",
  read: false,
  trafficSource: s.attribution?.utmSource ?? "direct",
  deliveries: [],
});

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  [a ?? []].flat().flatMap((o) => o.value.map((v) => v.address));
const html = (m: ParsedMail) => (m.html === false ? "" : m.html);

describe("lead e-mail forwarder", () => {
  let receiver: SmtpReceiver;
  beforeEach(async () => {
    receiver = await startSmtpReceiver();
  });
  afterEach(() => receiver.close());

  const forwarder = () => emailForwarder({ smtpUrl: receiver.url, to: SALES, from: FROM, siteUrl: SITE });

  it("sends an enquiry with every field, the attribution and one-click links", async () => {
    const record = stored(
      enquiry({
        attribution: {
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "ccnp-jan",
          gclid: "Cj0KCQ",
          firstLandingPage: "/courses?utm_source=google",
          page: "/contact",
          firstSeenAt: "2026-11-20T04:30:00.000Z",
        },
      }),
    );
    await forwarder().send(record);
    expect(receiver.messages).toHaveLength(1);
    const m = receiver.messages[0];
    expect(m.subject).toBe("New enquiry: IT Training from Priya Raman");
    expect(m.messageId).toBe(`<${record.id}.email@www.arivutech.in>`);
    expect(addresses(m.from)).toEqual(["noreply@arivutech.in"]);
    expect(addresses(m.to)).toEqual(SALES);
    expect(addresses(m.replyTo)).toEqual(["priya.raman@example.in"]);
    for (const body of [m.text!, html(m)]) {
      for (const value of [
        "Priya Raman",
        "priya.raman@example.in",
        "+91 98840 12345",
        "CCNP Enterprise",
        "Weekend batch in January",
        "Thoraipakkam centre",
      ])
        expect(body).toContain(value);
      for (const value of [
        "UTM source",
        "google",
        "UTM campaign",
        "ccnp-jan",
        "gclid",
        "Cj0KCQ",
        "/courses?utm_source=google",
        "Sent from page",
        "/contact",
      ])
        expect(body).toContain(value);
      expect(body).toContain(`${SITE}/admin/submissions/${record.id}`);
      expect(body).toContain("https://wa.me/919884012345");
      expect(body).toContain("tel:+919884012345");
      expect(body).toContain("mailto:priya.raman@example.in");
      expect(body).toContain("21 Nov 2026, 15:30 IST");
      expect(body).toContain("2026-11-21 10:00 UTC");
      expect(body).toContain("2026-10");
      expect(body).not.toContain("UTM term"); // absent attribution is left out
    }
  });

  it("sends a chat lead titled with its service; no phone means no WhatsApp or call link", async () => {
    const record = stored(lead({ phone: undefined }), "lead-7");
    await forwarder().send(record);
    const m = receiver.messages[0];
    expect(m.subject).toBe("New lead: AI Solutions from Mohammed Farhan");
    expect(addresses(m.replyTo)).toEqual(["farhan@gulfnet.ae"]);
    for (const body of [m.text!, html(m)]) {
      expect(body).toContain("AI Solutions");
      expect(body).toContain(`${SITE}/admin/submissions/lead-7`);
      expect(body).not.toContain("wa.me");
      expect(body).not.toContain("tel:");
    }
  });

  it("escapes every value in the HTML", async () => {
    const record = stored(
      enquiry({
        name: "<script>alert(1)</script>",
        subject: "=SUM(1)",
        message: 'a "quoted" <b>bold</b> & more',
      }),
      "id/<x>",
    );
    const rendered = renderLeadEmail(record, SITE);
    expect(rendered.html).not.toMatch(/<script|<b>/);
    expect(rendered.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(rendered.html).toContain(`${SITE}/admin/submissions/id%2F%3Cx%3E`);
    await forwarder().send(record);
    const m = receiver.messages[0];
    expect(m.subject).toBe("New enquiry: IT Training from <script>alert(1)</script>");
    expect(m.text).toContain("=SUM(1)");
    expect(html(m)).toContain("=SUM(1)");
    expect(html(m)).not.toContain("<script>");
  });

  it("gives up on a server that never greets within the timeout", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    await expect(
      emailForwarder({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        to: SALES,
        from: FROM,
        siteUrl: SITE,
        timeoutMs: 300,
      }).send(stored(enquiry())),
    ).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => silent.close(r));
  });
});

describe("confirmation forwarder", () => {
  it("signs with the contact details as published", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const published = { ...seedContent().contact, email: "admissions@arivutech.in" };
      published.phones = ["+91 44 4000 1234", "+91 98400 11223"];
      await confirmationForwarder({
        smtpUrl: receiver.url,
        from: FROM,
        siteUrl: SITE,
        contact: () => published,
      }).send(stored(enquiry()));
      const m = receiver.messages[0];
      expect(addresses(m.replyTo)).toEqual(["admissions@arivutech.in"]);
      expect(m.text).toContain(
        "write to admissions@arivutech.in or call +91 44 4000 1234 or +91 98400 11223",
      );
    } finally {
      await receiver.close();
    }
  });

  it("thanks the visitor with the reference and the response promise, answerable to the company", async () => {
    const receiver = await startSmtpReceiver();
    try {
      const record = stored(enquiry());
      await confirmationForwarder({ smtpUrl: receiver.url, from: FROM, siteUrl: SITE }).send(record);
      const m = receiver.messages[0];
      expect(addresses(m.to)).toEqual(["priya.raman@example.in"]);
      expect(addresses(m.replyTo)).toEqual([brand.email]);
      expect(m.subject).toBe(`We received your enquiry (${brand.shortName})`);
      expect(m.messageId).toBe(`<${record.id}.confirmation@www.arivutech.in>`);
      for (const body of [m.text!, html(m)]) {
        expect(body).toContain(record.id);
        expect(body).toContain("24-48 business hours");
        expect(body).toContain(brand.phone);
        expect(body).not.toContain(record.message); // the visitor's text is never relayed
      }
    } finally {
      await receiver.close();
    }
  });
});

describe.each(testBackends)("e-mail through the outbox on $name", (backend) => {
  let database: TestDatabase;
  let receiver: SmtpReceiver;
  const running: { store: LeadStore; outbox: { stop(): Promise<void> } }[] = [];

  beforeEach(async () => {
    database = await backend.create();
  });
  afterEach(async () => {
    for (const r of running.splice(0)) await shutdown(r);
    await receiver?.close();
    await database.cleanup();
  });

  async function leads(maxAttempts: number, smtpUrl: string) {
    const env = {
      DATA_DIR: database.options.dataDir,
      DATABASE_URL: database.options.databaseUrl,
      OUTBOX_MAX_ATTEMPTS: maxAttempts,
    };
    const started = await startLeads(env, {
      ...fast,
      forwarders: [emailForwarder({ smtpUrl, to: SALES, from: FROM, siteUrl: SITE, timeoutMs: 2_000 })],
    });
    running.push(started);
    return started;
  }
  async function shutdown(r: (typeof running)[number]) {
    running.splice(running.indexOf(r), 1);
    await r.outbox.stop();
    await r.store.close();
  }
  const emailDelivery = async (store: LeadStore, id: string) =>
    (await store.get(id))!.deliveries.find((d) => d.destination === "email")!;

  it("sends every e-mail exactly once after the mail server comes back", async () => {
    receiver = await startSmtpReceiver();
    await receiver.stop();
    const { store } = await leads(8, receiver.url);
    // Saved at once: the first records must not use up their 8 attempts before the last one's first.
    const ids = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await store.save(i % 2 ? lead() : enquiry())).id),
    );
    // Every record has been tried against the dead server before it comes back.
    await until(async () =>
      (await Promise.all(ids.map((id) => emailDelivery(store, id)))).every(
        (d) => d.attempts >= 1 && d.lastError,
      ),
    );
    await receiver.start();

    await until(
      async () =>
        (await Promise.all(ids.map((id) => emailDelivery(store, id)))).every((d) => d.status === "delivered"),
      15_000,
    );
    const counts = receiver.byMessageId();
    expect([...counts.keys()].sort()).toEqual(ids.map((id) => `<${id}.email@www.arivutech.in>`).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 20_000);

  it("marks a refused login failed with the server's answer, and delivers once after the password is fixed", async () => {
    receiver = await startSmtpReceiver({ user: "sales-bot", pass: "right-pass" });
    const first = await leads(2, receiver.url.replace("right-pass", "wrong-pass"));
    const { id } = await first.store.save(enquiry());
    await until(async () => (await emailDelivery(first.store, id)).status === "failed");
    const failed = await emailDelivery(first.store, id);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed.lastError).toMatch(/535|Invalid login/);
    expect(receiver.messages).toHaveLength(0);
    await shutdown(first);

    // A restart with the corrected setting, then a retry from the inbox.
    const second = await leads(2, receiver.url);
    await second.store.retry(id);
    await until(async () => (await emailDelivery(second.store, id)).status === "delivered");
    expect(receiver.byMessageId()).toEqual(new Map([[`<${id}.email@www.arivutech.in>`, 1]]));
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

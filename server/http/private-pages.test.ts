import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_NOTICE_VERSION } from "#common/booking/booking-fields.ts";
import { FORM_TOKEN_FIELD, PRIVACY_VERSION_FIELD } from "#common/enquiry/enquiry-fields.ts";
import { loadEnv } from "#server/env.ts";
import { startInstance, type Instance } from "#server/instance.ts";
import { bookSeat, CCNA_KEY, publishTestBatch, seedBooking } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { formToken } from "#tests/form-tokens.ts";
import { startFakeRazorpay, type FakeRazorpay } from "#tests/fakes/razorpay-server.ts";
import { createApp } from "./app";

const KEYS = { keyId: "rzp_test_Arivu00001", keySecret: "key-secret-1", webhookSecret: "webhook-secret-1" };
const UNKNOWN = "6b1f3c9e-1111-4a2b-9c3d-000000000000";

let database: TestDatabase;
let razorpay: FakeRazorpay;
let instance: Instance;
let vite: ViteDevServer;
let server: Server;
let base: string;
let pending: string;
let paid: string;

/**
 * The site as `npm run dev` serves it: the app around the real React Router build (from Vite),
 * with the instance's services on a SQLite file and Razorpay faked on loopback. A booking waits
 * for its online payment, another is paid with its invoice.
 */
beforeAll(async () => {
  database = await testBackends[0].create();
  const db = await database.open();
  await publishTestBatch(db, 5);
  pending = (await bookSeat(db))!;
  paid = await seedBooking(db, {
    state: "paid",
    paid_at: "2026-11-29T10:00:00.000Z",
    paid_paise: 2_950_000,
    invoice_number: "AT/2026-27/00012",
    invoice_date: "2026-11-29T10:00:00.000Z",
    gstin: "33AAECA1234F1ZD",
  });
  await db.destroy();
  razorpay = await startFakeRazorpay(KEYS);
  const env = loadEnv({
    DATA_DIR: database.options.dataDir,
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  });
  instance = await startInstance(env);
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const started = instance;
  const app = createApp({
    env,
    before: started.apis,
    pageHandler: createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      getLoadContext: (req, res) => started.loadContext(req, res.locals.nonce as string),
    }),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await vite?.close();
  await instance?.finish();
  await instance?.close();
  await razorpay?.close();
  await database?.cleanup();
});

const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: "manual", ...init });
/** The status and the three headers, each as sent (a header sent twice reads "a, a"). */
async function answer(path: string, init?: RequestInit) {
  const res = await get(path, init);
  await res.arrayBuffer();
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    robots: res.headers.get("x-robots-tag"),
    opener: res.headers.get("cross-origin-opener-policy"),
  };
}
const privately = (status: number) => ({
  status,
  cacheControl: "private, no-store",
  robots: "noindex",
  opener: "same-origin",
});
const post = (body: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
  body: new URLSearchParams(body),
});

// Pages rendered through Vite (the first of each route compiles it) take seconds on a loaded machine.
describe("a visitor's own pages", { timeout: 90_000 }, () => {
  it("are private and unindexed: a booking, its .data, its invoice, /pay and /paid", async () => {
    for (const id of [pending, paid]) {
      expect(await answer(`/it-training/booking/${id}`), id).toEqual(privately(200));
      expect(await answer(`/it-training/booking/${id}.data`), id).toEqual(privately(200));
      expect(await answer(`/it-training/booking/${id}`, { method: "HEAD" }), id).toEqual(privately(200));
    }
    const page = await (await get(`/it-training/booking/${paid}`)).text();
    expect(page).toContain("AT/2026-27/00012");
    // Once each: the gate's, not the invoice's own as well (the adapter appends a route's headers).
    const pdf = await get(`/it-training/booking/${paid}/invoice.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await answer(`/it-training/booking/${paid}/invoice.pdf`)).toEqual(privately(200));
    // The pay step sends the visitor on to Razorpay; a return it cannot confirm is a page of its own.
    expect(await answer(`/it-training/booking/${pending}/pay`)).toEqual(privately(303));
    expect(await answer(`/it-training/booking/${pending}/paid?razorpay_payment_id=x`)).toEqual(
      privately(400),
    );
  });

  it("do not serve the invoice as React Router's .data", async () => {
    const data = await get(`/it-training/booking/${paid}/invoice.pdf.data`);
    expect(data.headers.get("content-type")).not.toBe("application/pdf");
    expect(Buffer.from(await data.arrayBuffer()).toString()).not.toContain("%PDF-");
    for (const path of [
      `/it-training/booking/${paid}/invoice.pdf.data`,
      `/IT-Training/Booking/${paid}/Invoice.PDF.data`,
    ])
      expect(await answer(path), path).toEqual(privately(404));
  });

  it("are private and unindexed as the booking form: its page, its .data and its posts", async () => {
    const form = `/it-training/book/${CCNA_KEY}`;
    expect(await answer(form)).toEqual(privately(200));
    expect(await answer(`${form}.data`)).toEqual(privately(200));
    // A post missing its details comes back with their messages: as a page and as the live form's .data.
    const incomplete = { intent: "book", name: "Asha Raman", idempotencyKey: "fill-asha-0001" };
    expect(await answer(form, post(incomplete))).toEqual(privately(400));
    expect(await answer(`${form}.data`, post(incomplete))).toEqual(privately(400));
    // A whole one, with the token its page was served with, holds a seat and goes on to the booking.
    const whole = {
      [FORM_TOKEN_FIELD]: await formToken(database.options.dataDir),
      [PRIVACY_VERSION_FIELD]: BOOKING_NOTICE_VERSION,
      ...incomplete,
      email: "asha@example.in",
      phone: "+91 98400 12345",
      billingState: "Kerala",
      gstin: "",
      plan: "full",
      idempotencyKey: "fill-asha-0002",
    };
    const booked = await get(form, post(whole));
    expect(booked.status).toBe(303);
    // On to /pay: Node's fetch, like the live page, sends Sec-Fetch-Mode: cors.
    expect(booked.headers.get("location")).toMatch(/^\/it-training\/booking\/[0-9a-f-]{36}\/pay$/);
    expect(booked.headers.get("cache-control")).toBe("private, no-store");
    expect(booked.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("answer an unknown booking or batch with the private 404 page, never a 500", async () => {
    for (const path of [
      `/it-training/booking/${UNKNOWN}`,
      `/it-training/booking/${UNKNOWN}.data`,
      "/it-training/booking/not-a-booking",
      `/it-training/booking/${UNKNOWN}/invoice.pdf`,
      `/it-training/booking/${pending}/invoice.pdf`,
      `/it-training/booking/${UNKNOWN}/pay`,
      "/it-training/book/no-such-batch",
      "/it-training/book/ccna-2020-01-04-weekend.data",
      `/IT-Training/Booking/${UNKNOWN}`,
    ]) {
      expect(await answer(path), path).toEqual(privately(404));
    }
  });

  it("leave the public pages' caching alone, and their window group (no COOP: no new process)", async () => {
    for (const path of ["/contact", "/it-training/batch-calendar", "/it-training/bookings"]) {
      const { robots, cacheControl, opener } = await answer(path);
      expect({ robots, cacheControl, opener }, path).toEqual({
        robots: null,
        cacheControl: null,
        opener: null,
      });
    }
  });
});

describe("the batch calendar, rendered per request", { timeout: 90_000 }, () => {
  it("carries each bookable batch as an Event, its offer at our fee and the seats left now", async () => {
    const html = await (await get("/it-training/batch-calendar")).text();
    const graphs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as { "@graph"?: { "@type": string; url?: string; offers?: object }[] },
    );
    const events = graphs.flatMap((g) => g["@graph"] ?? []).filter((n) => n["@type"] === "Event");
    expect(events).toEqual([
      expect.objectContaining({
        url: `${new URL(loadEnv({}).SITE_URL).origin}/it-training/book/${CCNA_KEY}`,
        offers: expect.objectContaining({
          price: 25000,
          priceCurrency: "INR",
          // Five seats, some held by the bookings above.
          availability: "https://schema.org/LimitedAvailability",
        }),
      }),
    ]);
  });
});

/**
 * A fake Razorpay on loopback, speaking its wire format: Basic auth with the key id and secret,
 * Payment Links (create, fetch, list by reference_id), the hosted page that pays a link and sends
 * the visitor back with the signed query, signed webhooks (X-Razorpay-Signature over the raw
 * body, x-razorpay-event-id) that tests may hold back, repeat and reorder, and refunds that
 * honour X-Refund-Idempotency.
 */
import { createHmac, randomBytes } from "node:crypto";
import type http from "node:http";
import { listen, readBody, sendJson, type FakeServer } from "./http";

export type FakeLink = {
  id: string;
  entity: "payment_link";
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  callback_url: string;
  callback_method: string;
  expire_by: number;
  customer: Record<string, string>;
  notify: Record<string, boolean>;
  notes: Record<string, string>;
  short_url: string;
  status: "created" | "paid" | "expired" | "cancelled";
  payments: {
    payment_id: string;
    amount: number;
    status: string;
    method: string;
    plink_id: string;
    created_at: number;
  }[];
  created_at: number;
  updated_at: number;
};

export type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed";
  order_id: string;
  method: "upi";
  amount_refunded: number;
  captured: boolean;
  description: string;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type FakeEvent = { id: string; event: string; body: string };

export type FakeRazorpay = FakeServer & {
  links: Map<string, FakeLink>;
  payments: Map<string, FakePayment>;
  /** Refunds made, in order (a refund asked again with the same idempotency key is not added). */
  refunds: { id: string; payment_id: string; amount: number; key: string | undefined }[];
  /** Events made so far, in the order Razorpay would send them. */
  events: FakeEvent[];
  /** Where webhooks go; unset, events are only kept in `events`. */
  webhookUrl?: string;
  /** When true, events are kept and not sent until a test calls `send`. */
  holdWebhooks: boolean;
  /** Answers of each webhook sent: the status our server gave. */
  webhookAnswers: { event: string; status: number }[];
  /** Refund calls to make and then leave unanswered (the connection drops), as a network fault would. */
  loseRefundAnswers: number;
  /** Sends one event (again, or out of order): the status our server answered. */
  send(event: FakeEvent, options?: { signature?: string }): Promise<number>;
  /** Pays a link as the hosted page does: the signed callback address the visitor is sent to. */
  pay(linkId: string, options?: { amount?: number; currency?: string }): Promise<string>;
  /** A failed attempt on a link (a payment.failed event). */
  fail(linkId: string): Promise<void>;
  /** Ends a link's time, as Razorpay does at expire_by. */
  expire(linkId: string): void;
  /** The signature a callback query carries. */
  sign(linkId: string, referenceId: string, status: string, paymentId: string): string;
  /** The site's settings that point it at this fake, with its keys. */
  serverEnv: Record<string, string>;
};

const now = () => Math.floor(Date.now() / 1000);
const razorpayId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "X")}`;
const error = (res: http.ServerResponse, status: number, description: string, code = "BAD_REQUEST_ERROR") =>
  sendJson(res, status, {
    error: {
      code,
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      field: null,
    },
  });

export async function startFakeRazorpay({
  keyId = "rzp_test_FakeKey0001",
  keySecret = "fake-key-secret",
  webhookSecret = "fake-webhook-secret",
  port = 0,
}: {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  port?: number;
} = {}): Promise<FakeRazorpay> {
  const fake = {
    links: new Map(),
    payments: new Map(),
    refunds: [],
    events: [],
    holdWebhooks: false,
    webhookAnswers: [],
    loseRefundAnswers: 0,
  } as unknown as FakeRazorpay;
  const idempotent = new Map<string, { body: string; refund: Record<string, unknown> }>();
  let base = "";

  fake.sign = (linkId, referenceId, status, paymentId) =>
    createHmac("sha256", keySecret).update(`${linkId}|${referenceId}|${status}|${paymentId}`).digest("hex");

  fake.send = async (event, { signature } = {}) => {
    if (!fake.webhookUrl) return 0;
    const res = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature":
          signature ?? createHmac("sha256", webhookSecret).update(event.body).digest("hex"),
        "x-razorpay-event-id": event.id,
        "User-Agent": "Razorpay-Webhook/v1",
      },
      body: event.body,
    });
    await res.arrayBuffer();
    fake.webhookAnswers.push({ event: event.event, status: res.status });
    return res.status;
  };

  async function emit(event: string, contains: string[], payload: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeAccount01",
      event,
      contains,
      payload,
      created_at: now(),
    });
    const made = { id: razorpayId("evt"), event, body };
    fake.events.push(made);
    if (!fake.holdWebhooks) await fake.send(made);
  }

  function newPayment(
    link: FakeLink,
    amount: number,
    currency: string,
    status: FakePayment["status"],
  ): FakePayment {
    const payment: FakePayment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount,
      currency,
      status,
      order_id: razorpayId("order"),
      method: "upi",
      amount_refunded: 0,
      captured: status === "captured",
      description: link.description,
      email: link.customer.email ?? "",
      contact: link.customer.contact ?? "",
      notes: link.notes,
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment was declined by the bank." : null,
      created_at: now(),
    };
    fake.payments.set(payment.id, payment);
    return payment;
  }

  fake.pay = async (linkId, { amount, currency } = {}) => {
    const link = fake.links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    const payment = newPayment(link, amount ?? link.amount, currency ?? link.currency, "captured");
    link.status = "paid";
    link.amount_paid = payment.amount;
    link.updated_at = now();
    link.payments.push({
      payment_id: payment.id,
      amount: payment.amount,
      status: "captured",
      method: "upi",
      plink_id: link.id,
      created_at: now(),
    });
    const order = {
      id: payment.order_id,
      entity: "order",
      amount: link.amount,
      amount_paid: payment.amount,
      amount_due: 0,
      currency: link.currency,
      receipt: link.reference_id,
      status: "paid",
    };
    await emit("payment.captured", ["payment"], { payment: { entity: payment } });
    await emit("payment_link.paid", ["payment_link", "order", "payment"], {
      payment_link: { entity: link },
      order: { entity: order },
      payment: { entity: payment },
    });
    const query = new URLSearchParams({
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
      razorpay_signature: fake.sign(link.id, link.reference_id, link.status, payment.id),
    });
    return `${link.callback_url}${link.callback_url.includes("?") ? "&" : "?"}${query}`;
  };

  fake.fail = async (linkId) => {
    const link = fake.links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    const payment = newPayment(link, link.amount, link.currency, "failed");
    await emit("payment.failed", ["payment"], { payment: { entity: payment } });
  };

  fake.expire = (linkId) => {
    const link = fake.links.get(linkId);
    if (link && link.status === "created") link.status = "expired";
  };

  const authorised = (req: http.IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  async function createLink(req: http.IncomingMessage, res: http.ServerResponse) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return error(res, 400, "The request body is not valid JSON.");
    }
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
      return error(res, 400, "The amount must be atleast INR 1.00");
    if ((body.currency ?? "INR") !== "INR") return error(res, 400, "Currency is not supported");
    const referenceId = String(body.reference_id ?? "");
    if (referenceId && [...fake.links.values()].some((l) => l.reference_id === referenceId))
      return error(res, 400, `Payment Link with reference id ${referenceId} already exists`);
    const expireBy = Number(body.expire_by ?? 0);
    if (expireBy && expireBy < now() + 15 * 60)
      return error(res, 400, "expire_by should be at least 15 minutes after current time");
    const id = razorpayId("plink");
    const link: FakeLink = {
      id,
      entity: "payment_link",
      amount,
      amount_paid: 0,
      currency: "INR",
      reference_id: referenceId,
      description: String(body.description ?? ""),
      callback_url: String(body.callback_url ?? ""),
      callback_method: String(body.callback_method ?? ""),
      expire_by: expireBy,
      customer: (body.customer ?? {}) as Record<string, string>,
      notify: (body.notify ?? {}) as Record<string, boolean>,
      notes: (body.notes ?? {}) as Record<string, string>,
      short_url: `${base}pay/${id}`,
      status: "created",
      payments: [],
      created_at: now(),
      updated_at: now(),
    };
    fake.links.set(id, link);
    return sendJson(res, 200, link);
  }

  async function refund(req: http.IncomingMessage, res: http.ServerResponse, paymentId: string) {
    const raw = await readBody(req);
    const key = req.headers["x-refund-idempotency"] as string | undefined;
    if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key))
      return error(
        res,
        400,
        "The idempotency key must be at least 10 characters of letters, digits, - and _.",
      );
    if (key && idempotent.has(key)) {
      const earlier = idempotent.get(key)!;
      if (earlier.body !== raw)
        return error(res, 400, "The request body differs from the first request with this idempotency key.");
      return sendJson(res, 200, earlier.refund);
    }
    const payment = fake.payments.get(paymentId);
    if (!payment || payment.status !== "captured") return error(res, 400, "The id provided does not exist");
    let body: { amount?: number; notes?: Record<string, string> };
    try {
      body = JSON.parse(raw || "{}") as typeof body;
    } catch {
      return error(res, 400, "The request body is not valid JSON.");
    }
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded)
      return error(res, 400, "The refund amount provided is greater than amount captured");
    payment.amount_refunded += amount;
    const made = {
      id: razorpayId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: body.notes ?? {},
      receipt: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: "normal",
      created_at: now(),
    };
    if (key) idempotent.set(key, { body: raw, refund: made });
    fake.refunds.push({ id: made.id, payment_id: paymentId, amount, key });
    await emit("refund.processed", ["refund", "payment"], {
      refund: { entity: made },
      payment: { entity: payment },
    });
    if (fake.loseRefundAnswers > 0) {
      fake.loseRefundAnswers--;
      return void res.socket?.destroy();
    }
    return sendJson(res, 200, made);
  }

  const hostedPage = (
    link: FakeLink,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay (fake)</title></head>
<body><main><h1>Pay ₹${(link.amount / 100).toFixed(2)}</h1><p>${link.description}</p>
${link.status === "created" ? `<form method="post" action="/pay/${link.id}"><button type="submit">Pay</button></form>` : `<p>This payment link is ${link.status}.</p>`}
</main></body></html>`;

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    const page = /^\/pay\/(plink_[A-Za-z0-9]+)$/.exec(path);
    if (page) {
      const link = fake.links.get(page[1]);
      if (!link) return res.writeHead(404).end("No such payment link");
      if (req.method === "GET")
        return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(hostedPage(link));
      if (link.status !== "created") return res.writeHead(409).end(`This payment link is ${link.status}.`);
      const callback = await fake.pay(link.id);
      return res.writeHead(303, { Location: callback }).end();
    }
    if (!authorised(req)) return error(res, 401, "The api key provided is invalid", "BAD_REQUEST_ERROR");
    if (req.method === "POST" && path === "/v1/payment_links") return createLink(req, res);
    if (req.method === "GET" && path === "/v1/payment_links") {
      const ref = url.searchParams.get("reference_id");
      const found = [...fake.links.values()].filter((l) => !ref || l.reference_id === ref);
      return sendJson(res, 200, { payment_links: found });
    }
    const linkPath = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (req.method === "GET" && linkPath) {
      const link = fake.links.get(linkPath[1]);
      return link ? sendJson(res, 200, link) : error(res, 400, "The id provided does not exist");
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === "POST" && refundPath) return refund(req, res, refundPath[1]);
    return error(res, 404, "The requested URL was not found on the server.", "NOT_FOUND");
  }, port);
  base = server.url;
  fake.serverEnv = {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: server.url,
  };
  return Object.assign(fake, server);
}

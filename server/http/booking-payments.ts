/**
 * The payment steps of a booking: /it-training/booking/:id/pay (to the Payment Link), the
 * visitor's signed return /it-training/booking/:id/paid, and Razorpay's webhook
 * POST /api/payments/razorpay/webhook (its raw body, for the signature). Bad input is a 4xx,
 * never a 500; the webhook answers 2xx only once the event is stored, so a crash before that
 * makes Razorpay send it again.
 */
import express, { Router, type Response } from "express";
import { errorText, log } from "#server/log.ts";
import type { PaymentsService } from "#server/payments/index.ts";
import { bookingPath } from "#common/booking/batch-key.ts";
import { jsonBodyErrors } from "./json-body-errors";
import { PRIVATE_HEADERS } from "./private-pages";

/** Razorpay's events are a few KB; this leaves room for long notes. */
export const WEBHOOK_BODY_LIMIT = "256kb";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A short page of its own (no script, no style: the CSP holds) for the two answers that are not a redirect. */
function plainPage(res: Response, status: number, title: string, text: string, links: [string, string][]) {
  const items = links
    .map(([href, label]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`)
    .join("");
  res
    .status(status)
    .type("html")
    .set(PRIVATE_HEADERS)
    .send(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Arivu Technologies</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><ul>${items}</ul></main></body></html>`,
    );
}

export function bookingPaymentRoutes(payments: PaymentsService): Router {
  const router = Router();

  router.get("/it-training/booking/:id/pay", async (req, res, next) => {
    const id = req.params.id;
    try {
      const outcome = await payments.paymentLink(id);
      if (outcome.to === "not-found") return next();
      // Private as the booking's page, a redirect too (server/http/private-pages.ts sends the same in front).
      res.set(PRIVATE_HEADERS);
      if (outcome.to === "razorpay") return res.redirect(303, outcome.url);
      if (outcome.to === "booking") return res.redirect(303, bookingPath(id));
      return plainPage(res, 503, "Online payment is not available", outcome.message, [
        [`${bookingPath(id)}/pay`, "Try again"],
        [bookingPath(id), "Your booking (your seat stays held while it lasts)"],
      ]);
    } catch (error) {
      next(error);
    }
  });

  router.get("/it-training/booking/:id/paid", async (req, res, next) => {
    const id = req.params.id;
    try {
      const outcome = await payments.callback(id, req.query as Record<string, unknown>);
      if (outcome === "not-found") return next();
      res.set(PRIVATE_HEADERS);
      if (outcome === "unconfirmed" || outcome === "mismatch")
        return plainPage(
          res,
          400,
          "We could not confirm this payment",
          "This address does not carry a payment we can confirm for your booking. If you paid, " +
            "Razorpay tells us directly and your booking page shows it within a few minutes; nothing is charged twice.",
          [
            [bookingPath(id), "Your booking"],
            ["/contact", "Contact us"],
          ],
        );
      return res.redirect(303, bookingPath(id));
    } catch (error) {
      next(error);
    }
  });

  router.post(
    "/api/payments/razorpay/webhook",
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      res.set("Cache-Control", "no-store");
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const answer = await payments.webhook(body, {
          signature: req.get("x-razorpay-signature"),
          eventId: req.get("x-razorpay-event-id"),
        });
        res.status(answer.status).json({ ok: answer.status === 200, message: answer.message });
      } catch (error) {
        // Not stored: a 503 makes Razorpay send it again.
        log.error({ error: errorText(error) }, "Could not apply a Razorpay webhook");
        res.status(503).json({ ok: false, message: "Not stored; send it again." });
      }
    },
  );
  router.all("/api/payments/razorpay/webhook", (_req, res) => {
    res.status(405).set("Allow", "POST").json({ ok: false, message: "Razorpay posts its events here." });
  });
  router.use(
    "/api/payments/razorpay/webhook",
    jsonBodyErrors({ tooLarge: "Request too large.", unreadable: "Invalid request." }),
  );
  return router;
}

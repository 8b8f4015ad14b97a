import type { Request, RequestHandler } from "express";
import { startAdmin } from "./admin/start-admin";
import type { Db } from "./db";
import type { Env } from "./env";
import { enquiriesApi } from "./http/api-enquiries";
import { leadsApi } from "./http/api-leads";
import { clientKey, databaseLimiter } from "./http/rate-limit";
import { startLeads } from "./leads";
import type { FormTokens } from "./leads/form-token";
import type { ContactSource } from "./leads/email";
import type { SupplierSource } from "./bookings/booking-emails";
import { inboxBookingsOn } from "./bookings/inbox-payments";
import type { RazorpayClient } from "./payments/razorpay";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import type { BookableBatch } from "#app/content/live/bookable.ts";
import { serverSeenAttribution } from "./leads/attribution";
import { createEnquirySubmitter, type IntakeLimits } from "./leads/submit";
import { createBookingDesk } from "./bookings/booking-desk";
import { publishedSeats } from "./bookings/batch-seats";
import { startBookingSweeps } from "./bookings/booking-sweeps";

/**
 * Everything that takes enquiries and leads in: the store and its outbox, the JSON APIs,
 * and the /contact route action's submitter (no-JavaScript form), on the instance's
 * database (server/instance.ts).
 */
export async function startLeadIntake(
  env: Env,
  {
    db,
    formTokens,
    contact,
    supplier,
    razorpay,
  }: {
    db: Db;
    formTokens: FormTokens;
    contact?: ContactSource;
    supplier?: SupplierSource;
    /** Online payments' client, for refunds from the inbox (none: bookings are paid offline). */
    razorpay?: () => RazorpayClient | undefined;
  },
) {
  const leads = await startLeads(env, { db, contact, supplier });
  // One pair of limits per client for the contact form and the chat's lead step, counted in
  // the database so every instance shares them.
  const limits: IntakeLimits = {
    soft: databaseLimiter(db, {
      table: "rl_enquiry_soft",
      limit: env.RATE_LIMIT_ENQUIRIES_PER_10_MIN,
      windowMs: 10 * 60_000,
    }),
    hard: databaseLimiter(db, {
      table: "rl_enquiry_hard",
      limit: env.RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR,
      windowMs: 3600_000,
    }),
  };
  const submitEnquiry = createEnquirySubmitter({ store: leads.store, limits, formTokens });
  // Seats booked from the batches, each saved as a record of this store first.
  const onlinePayments = Boolean(env.RAZORPAY_KEY_ID);
  const bookings = createBookingDesk({
    db,
    store: leads.store,
    limits,
    formTokens,
    holdLimits: { perBatch: env.BOOKING_HOLDS_PER_BATCH, overall: env.BOOKING_HOLDS_OVERALL },
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    offlineHoldHours: env.BOOKING_OFFLINE_HOLD_HOURS,
    offlineReminderHours: env.BOOKING_OFFLINE_REMINDER_HOURS,
    onlinePayments,
  });
  // The sales inbox: accounts and sessions (better-auth) in this database.
  const queued = () => leads.outbox.wake();
  // Ended holds expire and freed seats go to the waiting lists, on every instance.
  const sweeps = startBookingSweeps(
    {
      db,
      seatsOf: publishedSeats,
      offerHours: env.BOOKING_OFFER_HOURS,
      reconciledOnline: onlinePayments,
      wake: queued,
    },
    env.BOOKING_SWEEP_SECONDS * 1000,
  );
  const admin = await startAdmin(env, {
    db,
    store: leads.store,
    queued,
    bookings: inboxBookingsOn(db, { queued, razorpay }),
  });
  const apis: RequestHandler[] = [
    enquiriesApi(submitEnquiry),
    leadsApi(leads.store, { limits }),
    // In front of the sales inbox's routes at /admin (a 404 until someone has an account or an admin password is set).
    admin.gate,
  ];
  return {
    apis,
    /**
     * Added to React Router's load context (app/features/contact/load-context.ts). The
     * form's fill time is the age of the token its page was served with.
     */
    loadContext: (req: Request) => ({
      issueFormToken: () => formTokens.issue(),
      isFormToken: (token: unknown) => formTokens.ageMs(token) !== undefined,
      // The sales inbox (app/features/admin/load-context.ts); the gate answers 404 while it is off.
      admin: admin.forRequest(req),
      submitEnquiry: (input: Record<string, string>) => submitEnquiry(input, requestMeta(req, input)),
      bookings: {
        onlinePayments: bookings.onlinePayments,
        seatsLeft: bookings.seatsLeft,
        view: bookings.view,
        offer: bookings.offer,
        book: (batch: BookableBatch, input: Record<string, string>) =>
          bookings.book(batch, input, requestMeta(req, input)),
        joinWaitingList: (batch: BookableBatch, input: Record<string, string>) =>
          bookings.joinWaitingList(batch, input, requestMeta(req, input)),
      },
    }),
    /** Stops the outbox once its deliveries in flight are recorded (the database stays open). */
    stop: async () => {
      await sweeps.stop();
      await leads.outbox.stop();
    },
  };
}

/**
 * Who posts a form, for the rate limits, and where they came from: the form carries the
 * browser's record of the visit once the page is live; a form sent before that gets what the
 * server can see.
 */
function requestMeta(req: Request, input: Record<string, string>) {
  return {
    clientKey: clientKey(req),
    attribution: input[ATTRIBUTION_FIELD]
      ? undefined
      : serverSeenAttribution(
          `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`,
          req.get("referer"),
        ),
  };
}

import type { Request, RequestHandler } from "express";
import { startAi } from "./ai";
import { startContent } from "./content";
import { openMigratedDatabase } from "./db";
import type { Env } from "./env";
import { searchIndexApi } from "./http/api-search-index";
import { startLeadIntake } from "./lead-intake";
import { sharedFormTokens } from "./leads/form-token";
import { supplierOf } from "./bookings/supplier";
import { invoiceDownload } from "./bookings/invoice-download";
import { refundBooking } from "./bookings/refund";
import { bookingPaymentRoutes } from "./http/booking-payments";
import { startPayments, type PaymentsService } from "./payments";

/**
 * One instance of the site's services. Everything several instances must agree on lives in
 * the database they share (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL): records and
 * their outbox, rate limits, the AI budget and daily image, the form-token key, the content
 * edited at /admin/content. Used by the
 * production and the development server alike.
 */
export async function startInstance(env: Env) {
  const db = await openMigratedDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  let stopContent = () => {};
  try {
    const formTokens = await sharedFormTokens(db, env.DATA_DIR);
    // The content the company edits, as published: what the pages, search, the chat, the sitemap
    // and the thank-you emails follow.
    const content = await startContent(db, env);
    stopContent = content.stop;
    const { published } = content;
    // Started after the intake, whose inbox refunds through it.
    const online: { payments?: PaymentsService } = {};
    const intake = await startLeadIntake(env, {
      db,
      formTokens,
      contact: () => published.current().content.contact,
      supplier: () => supplierOf(published.current().content),
      razorpay: () => online.payments?.razorpay,
    });
    const ai = startAi(env, db, { content: published.current });
    // Razorpay Payment Links, when its keys are set; without them bookings are paid offline.
    const payments = (online.payments = startPayments(env, { db }));
    return {
      db,
      formTokens,
      intake,
      content,
      payments,
      apis: [
        ...intake.apis,
        ...ai.apis,
        searchIndexApi(published.current),
        ...(payments ? [bookingPaymentRoutes(payments)] : []),
      ] as RequestHandler[],
      /** React Router's load context for one request (the CSP nonce is the page server's). */
      loadContext(req: Request, nonce: string) {
        const forLeads = intake.loadContext(req);
        return {
          nonce,
          ...forLeads,
          liveContent: content.forRequest(req, async () => (await forLeads.admin?.currentUser())?.role),
          contentDrafts: content.drafts,
          invoiceDownload: (id: string) => invoiceDownload(db, id, supplierOf(published.current().content)),
          refundBooking: (input: Parameters<typeof refundBooking>[1]) =>
            refundBooking({ db, razorpay: payments?.razorpay }, input),
        };
      },
      /** Stops background work once the sends in progress are recorded. */
      finish: async () => {
        content.stop();
        await payments?.stop();
        return intake.stop();
      },
      /** Closes the database: after `finish`, and after the last request. */
      close: () => db.destroy(),
    };
  } catch (error) {
    stopContent();
    await db.destroy();
    throw error;
  }
}

export type Instance = Awaited<ReturnType<typeof startInstance>>;

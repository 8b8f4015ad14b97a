import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { clientKey } from "../http/rate-limit";
import type { LeadStore, StoredSubmission } from "../leads/types";
import { LOCKOUT_MESSAGE, readCookie, SESSION_COOKIE, SESSION_MS, sessionStore, signInGuard } from "./auth";
import { toCsv } from "./csv";
import { parseFilter, storeFilter, type InboxFilter } from "./filters";
import { deliveriesText, istTime } from "./html";
import { passwordCheck } from "./password";
import { detailPage, inboxPage, signInPage } from "./views";

export const PAGE_SIZE = 50;
const WRONG_PASSWORD = "Wrong password.";

export type AdminEnv = { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string; SITE_URL: string };

/**
 * The sales inbox at /admin: server-rendered HTML, forms and links only. Off (a plain 404)
 * unless ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set. Without a session nothing but the
 * sign-in page is served.
 */
export async function adminRouter(env: AdminEnv, store: LeadStore, { log = console.log } = {}): Promise<Router> {
  const router = Router();
  const check = await passwordCheck({ password: env.ADMIN_PASSWORD, hash: env.ADMIN_PASSWORD_HASH });
  const admin = Router();
  router.use("/admin", admin);

  admin.use((_req, res, next) => {
    res.set({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });
    next();
  });
  if (!check) {
    admin.use((_req, res) => void res.status(404).type("text/plain").send("Not found."));
    return router;
  }

  const sessions = sessionStore();
  const guard = signInGuard();
  const secure = env.SITE_URL.startsWith("https://");
  const siteHost = new URL(env.SITE_URL).host;
  const form = express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 });
  const signedIn = (req: Request) => sessions.valid(readCookie(req.headers.cookie, SESSION_COOKIE));

  /** With the SameSite=Strict cookie, a POST must also come from one of our own pages. */
  const sameOrigin: RequestHandler = (req, res, next) => {
    const from = req.get("origin") ?? req.get("referer");
    let host: string | undefined;
    try {
      host = from ? new URL(from).host : undefined;
    } catch {
      host = undefined;
    }
    if (host && (host === req.get("host") || host === siteHost)) return next();
    res.status(403).type("text/plain").send("This form must be sent from the sales inbox.");
  };

  const cookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;

  admin.get("/login", (req, res) => {
    if (signedIn(req)) return res.redirect(303, "/admin");
    res.type("html").send(signInPage());
  });

  admin.post("/login", sameOrigin, form, async (req, res) => {
    const key = clientKey(req);
    if (guard.locked(key)) return void res.status(429).type("html").send(signInPage(LOCKOUT_MESSAGE));
    const password = typeof req.body?.password === "string" ? req.body.password : "";
    if (!(await check(password))) {
      const locked = guard.fail(key);
      return void res.status(locked ? 429 : 401).type("html").send(signInPage(locked ? LOCKOUT_MESSAGE : WRONG_PASSWORD));
    }
    guard.succeed(key);
    res.set("Set-Cookie", cookie(sessions.create(), SESSION_MS / 1000)).redirect(303, "/admin");
  });

  admin.post("/logout", sameOrigin, (req, res) => {
    sessions.end(readCookie(req.headers.cookie, SESSION_COOKIE));
    res.set("Set-Cookie", cookie("", 0)).redirect(303, "/admin/login");
  });

  // Everything below needs a session.
  admin.use((req, res, next) => {
    if (signedIn(req)) return next();
    if (req.path === "/export.csv") return void res.status(401).type("text/plain").send("Sign in to export.");
    res.redirect(303, "/admin/login");
  });

  admin.get("/", async (req, res) => {
    const f = parseFilter(req.query);
    const { items, total } = await store.list({ ...storeFilter(f), limit: PAGE_SIZE, offset: (f.page - 1) * PAGE_SIZE });
    const notice = req.query.notice === "deleted" ? "The record was erased." : undefined;
    res.type("html").send(inboxPage(f, items, total, PAGE_SIZE, notice));
  });

  admin.get("/export.csv", async (req, res) => {
    const f = parseFilter(req.query);
    const rows = await allMatching(store, f);
    const date = new Date().toISOString().slice(0, 10);
    res
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="arivu-enquiries-${date}.csv"`)
      // The byte-order mark lets spreadsheet programs read Tamil and other non-Latin names correctly.
      .send(`\uFEFF${toCsv([CSV_HEADER, ...rows.map(csvRow)])}`);
  });

  const findOr404 = async (req: Request, res: Response) => {
    const submission = await store.get(String(req.params.id));
    if (!submission) res.status(404).type("text/plain").send("No such record (it may have been erased).");
    return submission;
  };

  admin.get("/submissions/:id", async (req, res) => {
    const s = await findOr404(req, res);
    if (!s) return;
    const notice = req.query.notice === "retried" ? { text: "Failed deliveries are queued again." } : undefined;
    res.type("html").send(detailPage(s, notice));
  });

  admin.post("/submissions/:id/retry", sameOrigin, async (req, res) => {
    const s = await findOr404(req, res);
    if (!s) return;
    await store.retry(s.id);
    res.redirect(303, `/admin/submissions/${encodeURIComponent(s.id)}?notice=retried`);
  });

  admin.post("/submissions/:id/delete", sameOrigin, form, async (req, res) => {
    const s = await findOr404(req, res);
    if (!s) return;
    if (req.body?.confirm !== "yes") {
      return void res.status(400).type("html").send(detailPage(s, { text: "Tick the box to confirm the erasure.", error: true }));
    }
    await store.delete(s.id);
    // The erasure is logged without personal data.
    log(`erasure: ${s.id} ${new Date().toISOString()}`);
    res.redirect(303, "/admin?notice=deleted");
  });

  admin.use((_req, res) => void res.status(404).type("text/plain").send("Not found."));
  return router;
}

const CSV_HEADER = [
  "Received (IST)", "Received (UTC)", "Type", "Source", "Name", "Email", "Phone", "Interest", "Course", "Service",
  "Subject", "Message", "Consent version", "Consent given (UTC)", "Deliveries", "Reference",
];

function csvRow(s: StoredSubmission): string[] {
  return [
    istTime(s.createdAt), s.createdAt, s.kind, s.source, s.name, s.email, s.phone ?? "", s.interestType ?? "",
    s.courseInterest ?? "", s.service ?? "", s.subject ?? "", s.message, s.consentVersion, s.consentAt, deliveriesText(s), s.id,
  ];
}

/** Every record matching the filters, fetched in store-sized pages. */
async function allMatching(store: LeadStore, f: InboxFilter): Promise<StoredSubmission[]> {
  const out: StoredSubmission[] = [];
  const limit = 500;
  for (let offset = 0; offset < 100_000; offset += limit) {
    const { items, total } = await store.list({ ...storeFilter(f), limit, offset });
    out.push(...items);
    if (items.length < limit || out.length >= total) break;
  }
  return out;
}

import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "#common/enquiry/enquiry-fields.ts";
import { formToken } from "#tests/form-tokens.ts";

/** The webServer's DATA_DIR (playwright.config.ts). */
export const sharedDataDir = path.join(process.env.BUILD_DIR ?? "build", "e2e-data");

/** Reads the server's database (read-only, while it runs) and closes it again. */
function readStore<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, "arivu.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** How many records in the normal flow (not spam) carry this name. */
export function countStored(name: string, dataDir = sharedDataDir): number {
  return readStore(
    dataDir,
    (db) =>
      (
        db.prepare("select count(*) as n from submissions where name = ? and status != 'spam'").get(name) as {
          n: number;
        }
      ).n,
  );
}

/** The reasons of each spam record with this name (kept for review, never forwarded). */
export function spamReasons(name: string, dataDir = sharedDataDir): string[] {
  return readStore(dataDir, (db) =>
    (
      db.prepare("select spam_reasons from submissions where name = ? and status = 'spam'").all(name) as {
        spam_reasons: string;
      }[]
    ).map((r) => r.spam_reasons),
  );
}

export function storedConsent(name: string, dataDir = sharedDataDir) {
  return readStore(
    dataDir,
    (db) =>
      db
        .prepare(
          "select consent_version, consent_at, interest_type, course_interest, course_other from submissions where name = ?",
        )
        .get(name) as
        | {
            consent_version: string;
            consent_at: string;
            interest_type: string;
            course_interest: string | null;
            course_other: string | null;
          }
        | undefined,
  );
}

/** Where the visit that sent this enquiry began, as the inbox shows it. */
export function storedLandingPage(name: string, dataDir = sharedDataDir) {
  return readStore(
    dataDir,
    (db) =>
      db.prepare("select landing_page, utm_source from submissions where name = ?").get(name) as
        { landing_page: string | null; utm_source: string | null } | undefined,
  );
}

/** A name no other test or run uses, so the database can be checked for exactly this enquiry. */
export const uniqueName = (first = "Lakshmi") => `${first} Test ${randomUUID().slice(0, 8)}`;

export const form = (page: Page) => page.getByRole("form", { name: "Enquiry form" });

/**
 * Opens a page with the form under a fake clock (the success message hides after 7 s) and
 * waits until it is hydrated.
 */
export async function openForm(page: Page, url = "/contact") {
  await page.clock.install();
  await page.goto(url);
  await expect(form(page).locator('input[name="idempotencyKey"]')).toHaveValue(/.{8,}/);
  return form(page);
}

export async function fillValid(page: Page, name: string, interest = "AI Solutions") {
  const f = form(page);
  await f.getByLabel("Full name").fill(name);
  await f.getByLabel("Email address").fill("lakshmi.test@example.in");
  await f.getByLabel("Phone (optional)").fill("+91 98840 12345");
  await f.getByLabel("Area of interest").selectOption(interest);
  await f.getByLabel("Message").fill("Please share the fees and next batch dates.");
}

/**
 * Waits, in real time, until the form's token is past the minimum fill time: the server reads
 * the fill time from the token it served with the page (or with the last answer), as a person
 * would take that long to type. Only for the test of that flow; the others use `ageFormToken`.
 */
export async function waitForFillTime(page: Page) {
  const token = await form(page).locator('input[name="formIssuedAt"]').inputValue();
  const wait = Number(token.split(".")[0]) + MIN_FILL_MS + 100 - Date.now();
  // Real time is what the server checks: no state to wait for instead.
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Puts in the form a token its server signed 10 s ago, as if the visitor had taken a person's
 * typing time, so the test need not wait for it. `dataDir` is the server's (its key is there).
 */
export async function ageFormToken(page: Page, dataDir = sharedDataDir) {
  const token = await formToken(dataDir);
  await form(page)
    .locator('input[name="formIssuedAt"]')
    .evaluate((input: HTMLInputElement, value) => (input.value = value), token);
}

/** Sends as a person would, after the minimum fill time (see `ageFormToken`). */
export async function send(page: Page, dataDir = sharedDataDir) {
  await ageFormToken(page, dataDir);
  await form(page).getByRole("button", { name: "Send Message" }).click();
}

import pino from "pino";
import { env } from "./env";
import { drained, nonBlockingLines } from "./log-destination";

/**
 * The server's one logger: JSON lines on stdout at LOG_LEVEL. Leads are never logged in full:
 * log a record's id, never its message or contact details, and pass error text through
 * `errorText`, since a destination's error may echo an address back.
 * Logging never blocks the server or its exit, even when nobody reads stdout.
 */
export const log = pino({ level: env.LOG_LEVEL }, nonBlockingLines(process.stdout));
// A reader gone from stderr (EPIPE) must not crash the server: there is nowhere left to say so.
process.stderr.on("error", () => {});

/** Gives the log's last lines up to `ms` to reach stdout's reader, before a clean exit. */
export const logWritten = (ms: number) => drained(process.stdout, ms);

export type Logger = pino.Logger;

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
/** Ten or more digits with single spaces or dashes between: a phone number, not a date or a port. */
const PHONE = /\+?\d(?:[ -]?\d){9,}/g;

/** An error's message with email addresses and phone numbers masked, short enough for one log line. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]").slice(0, 500);
}

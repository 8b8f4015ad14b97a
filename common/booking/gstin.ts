/**
 * A GSTIN (15 characters): the state's two-digit code, the holder's PAN (5 letters, 4 digits,
 * a letter), the registration's number in that state, "Z", and a check character. Pure, for
 * the booking form in the browser and the content editor's supplier details.
 */
import { stateCode } from "./indian-states";

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export type GstinProblem = "length" | "shape" | "state";

export const gstinMessages: Record<GstinProblem, string> = {
  length: "A GSTIN has 15 characters, like 33ABCDE1234F1Z5.",
  shape: "This is not a GSTIN: check it against your GST certificate (like 33ABCDE1234F1Z5).",
  state: "This GSTIN is registered in another state: its first two digits are its state's code.",
};

/** A GSTIN as typed, upper-cased and without spaces. */
export const normalGstin = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** What is wrong with a (normalised) GSTIN, if anything; with `state`, its code must be that state's. */
export function gstinProblem(gstin: string, state?: string): GstinProblem | undefined {
  if (gstin.length !== 15) return "length";
  if (!GSTIN_PATTERN.test(gstin)) return "shape";
  if (state !== undefined && stateCode(state) !== gstin.slice(0, 2)) return "state";
  return undefined;
}

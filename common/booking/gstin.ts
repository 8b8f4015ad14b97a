/**
 * A GSTIN (15 characters): the state's two-digit code, the holder's PAN (5 letters, 4 digits,
 * a letter), the registration's number in that state, "Z", and a check character. Pure, for
 * the booking form in the browser and the content editor's supplier details.
 */
import { stateCode } from "./indian-states";

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export type GstinProblem =
  | { kind: "length" | "shape" | "state" }
  /** The 15th character does not match the first 14: `expected` is what they give. */
  | { kind: "check"; expected: string; actual: string };

/** What to tell whoever typed a GSTIN with this problem. */
export function gstinMessage(problem: GstinProblem): string {
  switch (problem.kind) {
    case "length":
      return "A GSTIN has 15 characters, like 33ABCDE1234F1Z7.";
    case "shape":
      return "This is not a GSTIN: check it against your GST certificate (like 33ABCDE1234F1Z7).";
    case "state":
      return "This GSTIN is registered in another state: its first two digits are its state's code.";
    case "check":
      return `The last character of this GSTIN should be ${problem.expected}, not ${problem.actual}: check it against your GST certificate.`;
  }
}

/** A GSTIN as typed, upper-cased and without spaces. */
export const normalGstin = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** The check character of a GSTIN's first 14 characters (Luhn mod 36, as the GST network computes it). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/**
 * What is wrong with a (normalised) GSTIN, if anything; with `state`, its code must be that
 * state's. The state comes before the check character: a wrong state code also breaks the
 * check, and fixing the code is then the right advice, not changing the last character.
 */
export function gstinProblem(gstin: string, state?: string): GstinProblem | undefined {
  if (gstin.length !== 15) return { kind: "length" };
  if (!GSTIN_PATTERN.test(gstin)) return { kind: "shape" };
  if (state !== undefined && stateCode(state) !== gstin.slice(0, 2)) return { kind: "state" };
  const expected = gstinCheckCharacter(gstin);
  if (expected !== gstin[14]) return { kind: "check", expected, actual: gstin[14] };
  return undefined;
}

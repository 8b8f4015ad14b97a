import { parseLogLine } from "./parse";
import { renderMany, renderSingle } from "./render";

export { parseLogLine } from "./parse";
export type { LogFormat, ParsedLogLine } from "./types";

/** At most this many lines are analysed; the API already caps logs at 20 KB. */
export const MAX_LINES = 200;
const MAX_INPUT = 64 * 1024;

/** Explain a log (one line or many) as Markdown. Pure and deterministic; never throws. */
export function analyzeLog(text: string): string {
  try {
    const lines = String(text ?? "")
      .slice(0, MAX_INPUT)
      .split(/\r?\n|\r/)
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    if (lines.length === 0) return "There is no log text to analyse. Paste one or more log lines.";
    const parsed = lines.slice(0, MAX_LINES).map(parseLogLine);
    if (parsed.length === 1) return renderSingle(parsed[0]);
    return renderMany(parsed, lines.length > MAX_LINES ? lines.length : undefined);
  } catch {
    return "The log could not be analysed. Please check the text and try again.";
  }
}

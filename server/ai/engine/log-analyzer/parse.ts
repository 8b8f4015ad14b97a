import type { LogParser, ParsedLogLine } from "./types";
import { parseSyslogHeader } from "./parsers/common";
import { parseFortigate } from "./parsers/fortigate";
import { parseCheckpoint } from "./parsers/checkpoint";
import { parsePaloAlto } from "./parsers/palo-alto";
import { parseJuniper } from "./parsers/juniper";
import { parseCiscoAsa } from "./parsers/cisco-asa";
import { parseCiscoIos } from "./parsers/cisco-ios";
import { parseLinux } from "./parsers/linux";
import { parseGeneric } from "./parsers/generic";

/** Most specific first: ASA before IOS (both use `%X-n-Y`), key=value vendors before the rest. */
const parsers: LogParser[] = [
  parseFortigate,
  parseCheckpoint,
  parsePaloAlto,
  parseJuniper,
  parseCiscoAsa,
  parseCiscoIos,
  parseLinux,
];

/** Longer lines are cut: no real log line needs more, and it bounds the regex work. */
export const MAX_LINE_LENGTH = 4000;

/** Parse one log line into the SPEC §7 fields. Never throws; an unknown format still gets a best-effort extraction. */
export function parseLogLine(line: string): ParsedLogLine {
  const text = String(line ?? "")
    .replace(/[\r\n]+/g, " ")
    .slice(0, MAX_LINE_LENGTH)
    .trim();
  if (!text) return { format: "unknown" };
  try {
    const header = parseSyslogHeader(text);
    for (const parse of parsers) {
      const parsed = parse(text, header);
      if (parsed) return parsed;
    }
    return parseGeneric(text, header);
  } catch {
    return { format: "unknown" };
  }
}

import type { ParsedLogLine, SyslogHeader } from "#server/ai/engine/log-analyzer/types.ts";
import {
  bsdTimestamp,
  clean,
  isoTimestamp,
  ipv4,
  normaliseProtocol,
  port,
  severityFromPri,
  severityFromWord,
} from "./common";

const timeRe = new RegExp(`(${isoTimestamp}|${bsdTimestamp}|\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2})`);
const ipPortRe = new RegExp(String.raw`(${ipv4})(?:[:/](\d{1,5})|\((\d{1,5})\)|\s+port\s+(\d{1,5}))?`, "g");
const actionWords: [RegExp, string][] = [
  [/\b(denied|deny)\b/i, "deny"],
  [/\b(dropp?ed|drop)\b/i, "drop"],
  [/\b(blocked|block)\b/i, "block"],
  [/\b(rejected|reject)\b/i, "reject"],
  [/\b(fail(?:ed|ure)?)\b/i, "failure"],
  [/\b(permitted|permit)\b/i, "permit"],
  [/\b(accepted|accept)\b/i, "accept"],
  [/\b(allowed|allow)\b/i, "allow"],
  [/\bdown\b/i, "down"],
  [/\bup\b/i, "up"],
];
const levels = "emerg(?:ency)?|alert|crit(?:ical)?|err(?:or)?|warn(?:ing)?|notice|info(?:rmational)?|debug";
/** Only explicit level markers count: "level=error", "[warn]", or an upper-case "ERROR". */
const severityRe = new RegExp(
  `\\b(?:level|severity|sev|priority)[=:]\\s?"?(${levels})\\b|\\[(${levels})\\]|\\b(EMERG|ALERT|CRIT|CRITICAL|ERROR|ERR|WARN|WARNING|NOTICE|INFO|DEBUG)\\b`,
  "i",
);

/** Best effort for a line in no known format: times, addresses, ports, protocol and action words. */
export function parseGeneric(line: string, header: SyslogHeader): ParsedLogLine {
  const text = line.slice(0, 4000);
  const endpoints: { ip: string; port?: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = ipPortRe.exec(text)) !== null && endpoints.length < 4) {
    endpoints.push({ ip: m[1], port: port(m[2] ?? m[3] ?? m[4]) });
  }
  ipPortRe.lastIndex = 0;
  const [src, dst] = endpoints;
  const proto = /\b(tcp|udp|icmp|gre|esp)\b/i.exec(text)?.[1];
  const sev = severityFromPri(header.pri).severity
    ? severityFromPri(header.pri)
    : severityFromWord(levelWord(text));
  return clean({
    format: "unknown",
    timestamp: header.timestamp ?? timeRe.exec(text)?.[1],
    device: header.host,
    ...sev,
    action: actionWords.find(([re]) => re.test(text))?.[1],
    protocol: normaliseProtocol(proto),
    sourceIp: src?.ip,
    sourcePort: src?.port ?? port(/\b(?:sport|spt|src_port|srcport)[=:]\s?(\d{1,5})/i.exec(text)?.[1]),
    destinationIp: dst?.ip,
    destinationPort: dst?.port ?? port(/\b(?:dport|dpt|dst_port|dstport)[=:]\s?(\d{1,5})/i.exec(text)?.[1]),
  } satisfies ParsedLogLine);
}

function levelWord(text: string): string | undefined {
  const m = severityRe.exec(text);
  if (!m) return undefined;
  // The upper-case form must really be upper case; the regex is case-insensitive for the other two.
  if (m[3] && m[3] !== m[3].toUpperCase()) return undefined;
  return m[1] ?? m[2] ?? m[3];
}

import type { SyslogHeader } from "#server/ai/engine/log-analyzer/types.ts";

export const severityWords = [
  "Emergency",
  "Alert",
  "Critical",
  "Error",
  "Warning",
  "Notice",
  "Informational",
  "Debug",
] as const;

export function severityFromLevel(level: number | undefined): { severity?: string; severityLevel?: number } {
  if (level === undefined || !Number.isInteger(level) || level < 0 || level > 7) return {};
  return { severity: severityWords[level], severityLevel: level };
}

/** Vendor level words (FortiGate "notice", "information", "warning"…) to the syslog scale. */
const levelByWord: Record<string, number> = {
  emergency: 0,
  emerg: 0,
  alert: 1,
  critical: 2,
  crit: 2,
  error: 3,
  err: 3,
  warning: 4,
  warn: 4,
  notice: 5,
  notification: 5,
  information: 6,
  informational: 6,
  info: 6,
  debug: 7,
  debugging: 7,
};

export function severityFromWord(word: string | undefined): { severity?: string; severityLevel?: number } {
  if (!word) return {};
  const level = levelByWord[word.toLowerCase()];
  if (level !== undefined) return severityFromLevel(level);
  // Threat-style scales (low/medium/high) carry no syslog number.
  return { severity: capitalise(word) };
}

export function capitalise(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word;
}

const protocolNumbers: Record<string, string> = {
  "1": "ICMP",
  "2": "IGMP",
  "6": "TCP",
  "17": "UDP",
  "47": "GRE",
  "50": "ESP",
  "51": "AH",
  "58": "ICMPv6",
  "89": "OSPF",
  "132": "SCTP",
};

/** "6" → "TCP", "tcp" → "TCP", "udp" → "UDP". */
export function normaliseProtocol(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return protocolNumbers[v] ?? `IP protocol ${v}`;
  return v.length <= 8 ? v.toUpperCase() : v;
}

/** A port string to a number in range, else undefined. */
export function port(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 0 && n <= 65535 ? n : undefined;
}

export const ipv4 = String.raw`(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}`;
export const ipv4Re = new RegExp(`^${ipv4}$`);

/** Is this an IPv4 or (loosely) an IPv6 address? */
export function isIp(value: string | undefined): value is string {
  if (!value) return false;
  return (
    ipv4Re.test(value) ||
    (/^[0-9a-f:]+$/i.test(value) && value.includes("::")) ||
    /^([0-9a-f]{1,4}:){7}[0-9a-f]{1,4}$/i.test(value)
  );
}

export function ipOrUndefined(value: string | undefined): string | undefined {
  return isIp(value) ? value : undefined;
}

/** Empty, "N/A", "-" and "0.0.0.0" style placeholders count as missing. */
export function present(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  return v === "" || v === "-" || /^n\/a$/i.test(v) || v === "N/A(N/A)" ? undefined : v;
}

/**
 * key=value / key="value" / key:"value"; pairs (FortiGate, Check Point, Juniper structured data).
 * Keys are lower-cased; the first occurrence wins.
 */
export function parseKeyValues(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([A-Za-z_][\w.-]*)\s?[=:]\s?(?:"((?:[^"\\]|\\.)*)"|([^\s;|\]"]*))/g;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(text)) !== null && guard++ < 400) {
    const key = m[1].toLowerCase();
    if (!(key in out)) out[key] = (m[2] ?? m[3] ?? "").replace(/\\"/g, '"');
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

const month = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
/** "Mar  1 00:01:02.123 IST" or "Nov 22 2026 10:15:32". */
export const bsdTimestamp = String.raw`${month}\s+\d{1,2}(?:\s+\d{4})?\s+\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:\s+[A-Z]{2,5}(?=:|\s|$))?`;
export const isoTimestamp = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?`;

const rfc5424 = new RegExp(String.raw`^1\s+(${isoTimestamp}|-)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s?(.*)$`);
const bsdHeader = new RegExp(String.raw`^(${bsdTimestamp}|${isoTimestamp})\s*:?\s+(.*)$`);

/** Split a syslog header (PRI, RFC 3164 or RFC 5424, ISO time, host, tag) from the message. */
export function parseSyslogHeader(line: string): SyslogHeader {
  let rest = line.trim();
  const header: SyslogHeader = { rest };
  const pri = /^<(\d{1,3})>\s*/.exec(rest);
  if (pri) {
    header.pri = Number(pri[1]);
    rest = rest.slice(pri[0].length);
  }
  const r5 = rfc5424.exec(rest);
  if (r5) {
    if (r5[1] !== "-") header.timestamp = r5[1];
    if (r5[2] !== "-") header.host = r5[2];
    if (r5[3] !== "-") header.app = r5[3];
    if (r5[5] !== "-") header.msgId = r5[5];
    header.rest = r5[6];
    return header;
  }
  const bsd = bsdHeader.exec(rest);
  if (bsd) {
    header.timestamp = bsd[1];
    rest = bsd[2];
    // A host is a bare token (ASA writes "host : %ASA…"); a token ending in ":" is a tag instead.
    const host = /^([A-Za-z0-9][\w.:-]*[\w])(?:\s+:)?\s+(?=\S)/.exec(rest);
    if (host && !host[1].startsWith("%") && !/^\d+$/.test(host[1])) {
      header.host = host[1];
      rest = rest.slice(host[0].length);
    }
  }
  const tag = /^([A-Za-z][\w./-]*)(?:\[(\d+)\])?:\s+/.exec(rest);
  if (tag && !/^%/.test(tag[1])) {
    header.app = tag[1];
    rest = rest.slice(tag[0].length);
  }
  header.rest = rest;
  return header;
}

/** The severity a syslog PRI implies, used when the message itself has none. */
export function severityFromPri(pri: number | undefined) {
  return pri === undefined || pri > 191 ? {} : severityFromLevel(pri % 8);
}

/** Drop undefined properties so results compare cleanly. */
export function clean<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined && v !== "") out[k] = v;
  return out as T;
}

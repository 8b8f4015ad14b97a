import type { LogFormat, ParsedLogLine } from "./types";
import { explain } from "./catalogue";
import { classify, endpoint, findPatterns } from "./patterns";

export const formatLabels: Record<LogFormat, string> = {
  "cisco-ios": "Cisco IOS",
  "cisco-asa": "Cisco ASA",
  fortigate: "Fortinet FortiGate",
  "palo-alto": "Palo Alto Networks PAN-OS",
  "juniper-srx": "Juniper SRX",
  checkpoint: "Check Point",
  "linux-ufw": "Linux UFW",
  "linux-iptables": "Linux iptables",
  "linux-sshd": "Linux sshd",
  "linux-kernel": "Linux kernel",
  unknown: "Not recognised",
};

const known =
  "Cisco IOS, Cisco ASA, FortiGate, Palo Alto, Juniper SRX, Check Point, Linux UFW/iptables, sshd";

/** Log text is untrusted: no raw HTML, no table breaks, no accidental Markdown. */
export function esc(value: unknown): string {
  return String(value)
    .replace(/[\r\n]+/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([|*_`[\]#~])/g, "\\$1")
    .slice(0, 300);
}

const fieldRows: [keyof ParsedLogLine, string][] = [
  ["timestamp", "Timestamp"],
  ["device", "Device"],
  ["severity", "Severity"],
  ["messageCode", "Message code"],
  ["action", "Action"],
  ["protocol", "Protocol"],
  ["sourceIp", "Source IP"],
  ["sourcePort", "Source port"],
  ["destinationIp", "Destination IP"],
  ["destinationPort", "Destination port"],
  ["user", "User"],
  ["interface", "Interface"],
  ["neighbor", "Neighbour / peer"],
  ["rule", "Rule / policy"],
  ["threat", "Threat"],
  ["detail", "Detail"],
];

function fieldValue(p: ParsedLogLine, key: keyof ParsedLogLine): string | undefined {
  const v = p[key];
  if (v === undefined || v === "") return undefined;
  if (key === "severity" && p.severityLevel !== undefined) return `${esc(v)} (level ${p.severityLevel})`;
  return esc(v);
}

/** One sentence saying what this line records. */
function whatHappened(p: ParsedLogLine): string {
  const who = p.device ? `**${esc(p.device)}**` : "the device";
  const when = p.timestamp ? `At ${esc(p.timestamp)}, ` : "";
  const code = p.messageCode ? ` **${esc(p.messageCode)}**` : " an event";
  const parts: string[] = [];
  if (p.action) parts.push(`with action **${esc(p.action)}**`);
  const from = endpoint(p.sourceIp, p.sourcePort);
  const to = endpoint(p.destinationIp, p.destinationPort);
  if (from || to)
    parts.push(
      `for ${p.protocol ? `${esc(p.protocol)} ` : ""}traffic${from ? ` from ${esc(from)}` : ""}${to ? ` to ${esc(to)}` : ""}`,
    );
  if (p.user) parts.push(`for user **${esc(p.user)}**`);
  if (p.interface) parts.push(`on interface ${esc(p.interface)}`);
  if (p.neighbor) parts.push(`with neighbour ${esc(p.neighbor)}`);
  if (p.rule) parts.push(`under rule ${esc(p.rule)}`);
  if (p.threat) parts.push(`matching threat **${esc(p.threat)}**`);
  const detail = p.detail ? ` (${esc(p.detail)})` : "";
  return `${when}${who} logged${code}${parts.length ? ` ${parts.join(", ")}` : ""}${detail}.`;
}

export function renderSingle(p: ParsedLogLine): string {
  const rows = fieldRows
    .map(([k, label]) => [label, fieldValue(p, k)] as const)
    .filter(([, v]) => v !== undefined);
  const out: string[] = [];
  if (p.format === "unknown") {
    out.push(
      `**Format not recognised.** This line does not match the formats the analyzer knows (${known}), so the fields below are a best-effort extraction of times, addresses, ports and action words.`,
    );
  } else {
    out.push(`**Format:** ${formatLabels[p.format]}`);
  }
  out.push("", "| Field | Value |", "| --- | --- |", `| Format | ${formatLabels[p.format]} |`);
  for (const [label, value] of rows) out.push(`| ${label} | ${value} |`);
  if (rows.length === 0) out.push("| Fields | No timestamp, address, port or action word could be found |");

  const entry = p.format === "unknown" ? undefined : explain(p);
  out.push("", "### Explanation", "", `${whatHappened(p)}${entry ? ` ${entry.meaning}` : ""}`);
  out.push("", "### Summary", "");
  if (entry) {
    out.push(
      `- **What it is:** ${entry.title}.`,
      `- **Likely cause:** ${entry.cause}`,
      `- **Implication:** ${entry.implication}`,
      `- **What to check:** ${entry.check}`,
    );
  } else {
    const c = classify(p);
    const guess =
      c === "blocked"
        ? "traffic was blocked by a security control"
        : c === "allowed"
          ? "traffic was allowed"
          : p.action
            ? `the line mentions "${esc(p.action)}"`
            : "the line carries no action word";
    out.push(
      `- **Likely cause:** without a recognised format, the best reading is that ${guess}.`,
      `- **Implication:** check the device's own documentation for this message; paste a line from a supported device (${known}) for a full explanation.`,
    );
  }
  if (p.severity)
    out.push(
      `- **Severity:** ${esc(p.severity)}${p.severityLevel !== undefined ? ` (syslog level ${p.severityLevel}: 0 is the most urgent, 7 the least)` : ""}.`,
    );
  return out.join("\n");
}

export function renderMany(lines: ParsedLogLine[], truncatedFrom?: number): string {
  const out: string[] = [];
  const counts = new Map<string, number>();
  for (const p of lines) counts.set(formatLabels[p.format], (counts.get(formatLabels[p.format]) ?? 0) + 1);
  const unknown = lines.filter((p) => p.format === "unknown").length;
  const recognised = [...counts]
    .filter(([label]) => label !== formatLabels.unknown)
    .map(([label, n]) => `${label} ×${n}`);
  out.push(
    `Analysed **${lines.length} log lines**: ${lines.length - unknown} recognised${recognised.length ? ` (${recognised.join(", ")})` : ""}${unknown ? `, ${unknown} in a format that was not recognised (best-effort extraction)` : ""}.`,
  );
  if (truncatedFrom)
    out.push("", `_Only the first ${lines.length} of ${truncatedFrom} lines were analysed._`);

  out.push(
    "",
    "### Per-line breakdown",
    "",
    "| # | Time | Device | Code | Action | Source | Destination |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  );
  lines.forEach((p, i) => {
    const cells = [
      p.timestamp,
      p.device,
      p.messageCode ?? (p.format === "unknown" ? "(not recognised)" : undefined),
      p.action,
      endpoint(p.sourceIp, p.sourcePort),
      endpoint(p.destinationIp, p.destinationPort),
    ];
    out.push(`| ${i + 1} | ${cells.map((c) => (c === undefined ? "–" : esc(c))).join(" | ")} |`);
  });

  const patterns = findPatterns(lines);
  out.push("", "### Patterns", "");
  if (patterns.length)
    for (const pt of patterns.slice(0, 10)) out.push(`- **${esc(pt.title)}:** ${esc(pt.detail)}`);
  else out.push("No repeated failures, scans, floods or flapping interfaces were found across these lines.");

  out.push("", "### Summary", "");
  const tally = tallyLine(lines);
  if (tally) out.push(`- ${tally}`);
  if (patterns.length)
    out.push(`- **Most important:** ${esc(patterns[0].title)}: ${esc(patterns[0].implication)}`);
  const worst = lines.filter((p) => p.severityLevel !== undefined && p.severityLevel <= 2).length;
  if (worst)
    out.push(
      `- **${worst} line${worst > 1 ? "s" : ""} at Critical severity or worse**: look at these first.`,
    );
  if (unknown === lines.length)
    out.push(`- The format was not recognised for any line; supported formats: ${known}.`);
  if (!patterns.length && !worst && unknown < lines.length)
    out.push("- Nothing here points to an attack or an outage; the lines record routine events.");

  const explained = new Map<string, string>();
  for (const p of lines) {
    const entry = p.format === "unknown" ? undefined : explain(p);
    const label = p.messageCode ?? formatLabels[p.format];
    if (entry && !explained.has(label) && explained.size < 8)
      explained.set(label, `- **${esc(label)}** (${entry.title}): ${entry.meaning} _Check:_ ${entry.check}`);
  }
  if (explained.size) out.push("", "### What the codes mean", "", ...explained.values());
  return out.join("\n");
}

function tallyLine(lines: ParsedLogLine[]): string {
  const c = {
    blocked: 0,
    allowed: 0,
    "auth-failure": 0,
    "auth-success": 0,
    down: 0,
    up: 0,
    threat: 0,
    other: 0,
  };
  for (const p of lines) c[classify(p)]++;
  const parts = [
    c.blocked && `${c.blocked} blocked/denied`,
    c.allowed && `${c.allowed} allowed or session events`,
    c["auth-failure"] && `${c["auth-failure"]} login failure${c["auth-failure"] > 1 ? "s" : ""}`,
    c["auth-success"] && `${c["auth-success"]} successful login${c["auth-success"] > 1 ? "s" : ""}`,
    c.down && `${c.down} down event${c.down > 1 ? "s" : ""}`,
    c.up && `${c.up} up event${c.up > 1 ? "s" : ""}`,
    c.threat && `${c.threat} threat detection${c.threat > 1 ? "s" : ""}`,
  ].filter(Boolean);
  return parts.length ? `**Events:** ${parts.join(", ")}.` : "";
}

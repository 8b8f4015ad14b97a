import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  clean,
  ipOrUndefined,
  normaliseProtocol,
  parseKeyValues,
  port,
  present,
  severityFromPri,
} from "./common";

/** Linux netfilter (UFW, iptables LOG target), sshd and kernel NIC link messages. */
export const parseLinux: LogParser = (line, header) => {
  const base: ParsedLogLine = {
    format: "unknown",
    timestamp: header.timestamp,
    device: header.host,
    ...severityFromPri(header.pri),
  };
  const fields = netfilter(header.rest) ?? sshd(header) ?? nicLink(header.rest);
  return fields ? clean({ ...base, ...fields }) : undefined;
};

function netfilter(text: string): Partial<ParsedLogLine> | undefined {
  if (!/\bIN=\S*/.test(text) || !/\bSRC=/.test(text)) return undefined;
  const start = text.search(/\bIN=/);
  // The LOG prefix sits before IN=, after the kernel's "[uptime]" stamp.
  const prefix = text
    .slice(0, start)
    .replace(/^\s*\[\s*\d+\.\d+\]\s*/, "")
    .replace(/^kernel:\s*/, "")
    .trim();
  const kv = parseKeyValues(text.slice(start));
  const ufw = /^\[UFW (\w+)\]/.exec(prefix);
  const code = ufw
    ? `UFW ${ufw[1]}`
    : prefix
        .replace(/^\[|\]$/g, "")
        .replace(/:$/, "")
        .trim() || "iptables LOG";
  const word = (ufw?.[1] ?? prefix).toLowerCase();
  const action = /block|drop/.test(word)
    ? word.includes("drop")
      ? "drop"
      : "block"
    : /reject/.test(word)
      ? "reject"
      : /deny/.test(word)
        ? "deny"
        : /allow|accept/.test(word)
          ? "allow"
          : /audit/.test(word)
            ? "audit"
            : "logged";
  const proto = kv.proto;
  const icmp =
    kv.type !== undefined && /icmp/i.test(proto ?? "")
      ? `ICMP type ${kv.type} code ${kv.code ?? "0"}`
      : undefined;
  const flags = ["SYN", "ACK", "FIN", "RST"].filter((f) => new RegExp(`\\b${f}\\b`).test(text.slice(start)));
  return {
    format: ufw ? "linux-ufw" : "linux-iptables",
    messageCode: code,
    action,
    protocol: normaliseProtocol(proto),
    sourceIp: ipOrUndefined(kv.src),
    sourcePort: port(kv.spt),
    destinationIp: ipOrUndefined(kv.dst),
    destinationPort: port(kv.dpt),
    interface: present(kv.in) ?? present(kv.out),
    detail: icmp ?? (flags.length ? `TCP flags ${flags.join(" ")}` : undefined),
  };
}

const ip = String.raw`([0-9a-fA-F:.]+)`;
const sshPatterns: { re: RegExp; code: string; action: string }[] = [
  {
    re: new RegExp(
      String.raw`^Failed (password|publickey|keyboard-interactive/pam|none) for (?:(invalid user) )?(\S*) from ${ip} port (\d+)(?: (ssh2))?`,
    ),
    code: "Failed password",
    action: "login failure",
  },
  {
    re: new RegExp(
      String.raw`^Accepted (password|publickey|keyboard-interactive/pam|gssapi-with-mic) for (\S+) from ${ip} port (\d+)(?: (ssh2))?`,
    ),
    code: "Accepted password",
    action: "login success",
  },
  {
    re: new RegExp(String.raw`^Invalid user (\S*) from ${ip}(?: port (\d+))?`),
    code: "Invalid user",
    action: "login failure",
  },
  {
    re: new RegExp(
      String.raw`^error: maximum authentication attempts exceeded for (?:invalid user )?(\S+) from ${ip} port (\d+)`,
    ),
    code: "maximum authentication attempts exceeded",
    action: "login failure",
  },
  {
    re: new RegExp(
      String.raw`^(?:Connection closed|Disconnected) by (?:authenticating|invalid) user (\S+) ${ip} port (\d+)`,
    ),
    code: "Connection closed by authenticating user",
    action: "disconnect",
  },
  {
    re: new RegExp(
      String.raw`^pam_unix\(sshd:auth\): authentication failure;.*rhost=${ip}(?:\s+user=(\S+))?`,
    ),
    code: "pam_unix authentication failure",
    action: "login failure",
  },
];

function sshd(header: { app?: string; rest: string }): Partial<ParsedLogLine> | undefined {
  if (header.app && header.app !== "sshd" && !header.app.startsWith("sshd")) return undefined;
  const text = header.rest;
  for (const { re, code, action } of sshPatterns) {
    const m = re.exec(text);
    if (!m) continue;
    const out: Partial<ParsedLogLine> = { format: "linux-sshd", messageCode: code, action, protocol: "SSH" };
    if (code === "Failed password") {
      Object.assign(out, {
        messageCode: `Failed ${m[1]}`,
        user: m[3] || undefined,
        sourceIp: m[4],
        sourcePort: port(m[5]),
        detail: m[2] ? "invalid user" : undefined,
      });
    } else if (code === "Accepted password") {
      Object.assign(out, {
        messageCode: `Accepted ${m[1]}`,
        user: m[2],
        sourceIp: m[3],
        sourcePort: port(m[4]),
      });
    } else if (code === "pam_unix authentication failure") {
      Object.assign(out, { sourceIp: m[1], user: m[2] });
    } else if (code === "Invalid user") {
      Object.assign(out, { user: m[1] || undefined, sourceIp: m[2], sourcePort: port(m[3]) });
    } else {
      Object.assign(out, { user: m[1], sourceIp: m[2], sourcePort: port(m[3]) });
    }
    out.sourceIp = ipOrUndefined(out.sourceIp);
    return out;
  }
  return undefined;
}

function nicLink(text: string): Partial<ParsedLogLine> | undefined {
  const m =
    /\b([a-z]+\d+(?:s\d+)*(?:f\d+)?|eth\d+|ens\d+\w*|eno\d+|enp\w+): (?:NIC )?Link is (Up|Down)(.*)$/i.exec(
      text,
    );
  if (!m) return undefined;
  return {
    format: "linux-kernel",
    messageCode: `NIC Link is ${m[2]}`,
    action: `link ${m[2].toLowerCase()}`,
    interface: m[1],
    detail: m[3].replace(/^[\s,]+/, "").trim() || undefined,
  };
}

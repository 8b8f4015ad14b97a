import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  bsdTimestamp,
  clean,
  ipOrUndefined,
  ipv4,
  normaliseProtocol,
  port,
  severityFromLevel,
} from "./common";

const codeRe = /(?:^|[\s:])(%([A-Z][A-Z0-9_]*)-([0-7])-([A-Z0-9_]+))\s*:\s?(.*)$/;
const deviceTimeRe = new RegExp(String.raw`[*.]?(${bsdTimestamp})\s*:?\s*$`);

/** Cisco IOS / IOS-XE `%FACILITY-SEVERITY-MNEMONIC: text`. */
export const parseCiscoIos: LogParser = (line, header) => {
  const m = codeRe.exec(line);
  if (!m) return undefined;
  const [, code, facility, level, mnemonic, text] = m;
  const before = line.slice(0, m.index + (m[0].startsWith("%") ? 0 : 1));
  const base: ParsedLogLine = {
    format: "cisco-ios",
    timestamp: deviceTimeRe.exec(before)?.[1] ?? header.timestamp,
    device: deviceName(before, header.host),
    ...severityFromLevel(Number(level)),
    messageCode: code,
  };
  return clean({ ...base, ...details(`${facility}-${mnemonic}`, text) });
};

/** "R1: " or "123: R1: *Mar 1 …:" in front of the code; else the syslog host. */
function deviceName(before: string, host: string | undefined): string | undefined {
  const stripped = before.replace(/^<\d+>/, "").replace(new RegExp(`[*.]?${bsdTimestamp}\\s*:?`, "g"), " ");
  const tokens = stripped.split(/\s+/).filter((t) => /^[A-Za-z][\w.-]*:$/.test(t));
  const own = tokens.map((t) => t.slice(0, -1)).pop();
  return own ?? host;
}

const ip = `(${ipv4})`;
const aclRe = new RegExp(
  String.raw`list (\S+) (permitted|denied) (\w+) ${ip}(?:\((\d+)\))?(?: \(([^)]*)\))?,? -> ${ip}(?:\((\d+)\))?(?: \((\d+)/(\d+)\))?`,
);
const aclStdRe = new RegExp(String.raw`list (\S+) (permitted|denied) ${ip}`);

function details(key: string, text: string): Partial<ParsedLogLine> {
  switch (key) {
    case "SEC-IPACCESSLOGP":
    case "SEC-IPACCESSLOGDP":
    case "SEC-IPACCESSLOGRP":
    case "SEC-IPACCESSLOGS":
    case "SEC-IPACCESSLOGNP": {
      const a = aclRe.exec(text);
      if (a) {
        const intf = a[6]?.split(" ")[0];
        const icmp = a[9] !== undefined ? `ICMP type ${a[9]} code ${a[10]}` : undefined;
        return {
          rule: a[1],
          action: a[2] === "permitted" ? "permit" : "deny",
          protocol: normaliseProtocol(a[3]),
          sourceIp: a[4],
          sourcePort: port(a[5]),
          interface: intf,
          destinationIp: a[7],
          destinationPort: port(a[8]),
          detail: icmp ?? packets(text),
        };
      }
      const s = aclStdRe.exec(text);
      return s
        ? {
            rule: s[1],
            action: s[2] === "permitted" ? "permit" : "deny",
            sourceIp: s[3],
            detail: packets(text),
          }
        : {};
    }
    case "LINK-UPDOWN":
    case "LINEPROTO-UPDOWN":
    case "LINK-CHANGED": {
      const l = /Interface ([\w/.:-]+), changed state to (administratively down|up|down)/i.exec(text);
      return l
        ? { interface: l[1], action: key.startsWith("LINEPROTO") ? `line protocol ${l[2]}` : `link ${l[2]}` }
        : {};
    }
    case "OSPF-ADJCHG":
    case "OSPFV3-ADJCHG": {
      const o = /Nbr ([\d.]+) on ([\w/.:-]+) from (\S+) to (\S+?),\s*(.*)$/.exec(text);
      return o
        ? {
            neighbor: o[1],
            interface: o[2],
            action: `neighbor ${o[4] === "FULL" ? "up" : "down"}`,
            protocol: "OSPF",
            detail: `${o[3]} to ${o[4]}: ${o[5]}`,
          }
        : { protocol: "OSPF" };
    }
    case "BGP-ADJCHANGE": {
      const b = /neighbor (\S+)(?: vpn vrf (\S+))? (Up|Down|Idle)\s*(.*)$/i.exec(text);
      return b
        ? {
            neighbor: b[1],
            protocol: "BGP",
            action: `neighbor ${b[3].toLowerCase()}`,
            detail: b[4] || undefined,
          }
        : { protocol: "BGP" };
    }
    case "BGP-NOTIFICATION": {
      const n = /(sent to|received from) neighbor (\S+) (?:active |passive )?(\d+\/\d+) \(([^)]*)\)/.exec(
        text,
      );
      return n
        ? {
            neighbor: n[2],
            protocol: "BGP",
            action: `notification ${n[1].split(" ")[0]}`,
            detail: `${n[3]} ${n[4]}`,
          }
        : { protocol: "BGP" };
    }
    case "PORT_SECURITY-PSECURE_VIOLATION": {
      const p = /MAC address ([0-9a-f.:]+) on port ([\w/:-]+(?:\.\d+)?)/i.exec(text);
      return p ? { action: "violation", interface: p[2], detail: `MAC ${p[1]}` } : { action: "violation" };
    }
    case "SEC_LOGIN-LOGIN_FAILED":
    case "SEC_LOGIN-LOGIN_SUCCESS":
    case "SEC_LOGIN-QUIET_MODE_ON": {
      const user = /\[user: ([^\]]*)\]/.exec(text)?.[1];
      const src = /\[Source: ([^\]]*)\]/.exec(text)?.[1];
      const local = /\[localport: (\d+)\]/.exec(text)?.[1];
      const reason = /\[Reason: ([^\]]*)\]/.exec(text)?.[1];
      const action = key.endsWith("FAILED")
        ? "login failure"
        : key.endsWith("SUCCESS")
          ? "login success"
          : "login blocked";
      return { action, user, sourceIp: ipOrUndefined(src), destinationPort: port(local), detail: reason };
    }
    case "SYS-CONFIG_I": {
      const c = /Configured from (\S+) by (\S+)(?: on (\S+))?(?: \(([^)]+)\))?/.exec(text);
      return c
        ? {
            action: "config change",
            user: c[2],
            interface: c[3],
            sourceIp: ipOrUndefined(c[4]),
            detail: `from ${c[1]}`,
          }
        : { action: "config change" };
    }
    case "SYS-RESTART":
    case "SYS-RELOAD":
      return { action: "reload" };
    default:
      return { detail: text.trim().slice(0, 160) || undefined };
  }
}

function packets(text: string): string | undefined {
  return /(\d+) packets?/.exec(text)?.[0];
}

import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import { clean, ipv4, normaliseProtocol, port, severityFromLevel } from "./common";

const codeRe = /%((?:ASA|FTD|PIX|FWSM)-([0-7])-(\d{6}))\s*:\s?(.*)$/;

/** Cisco ASA / Firepower Threat Defense `%ASA-level-number: text`. */
export const parseCiscoAsa: LogParser = (line, header) => {
  const m = codeRe.exec(line);
  if (!m) return undefined;
  const [, code, level, id, text] = m;
  return clean({
    format: "cisco-asa",
    timestamp: header.timestamp,
    device: header.host,
    ...severityFromLevel(Number(level)),
    messageCode: `%${code}`,
    ...details(id, text),
  } satisfies ParsedLogLine);
};

const ip = `(${ipv4})`;
/** "outside:203.0.113.45/51544" */
const endpoint = String.raw`([\w.-]+):${ip}\/(\d+)`;

function details(id: string, text: string): Partial<ParsedLogLine> {
  switch (id) {
    case "106023": {
      const d = new RegExp(
        String.raw`^Deny (\w+) src ${endpoint} dst ${endpoint}(?: \(type (\d+), code (\d+)\))? by access-group "([^"]+)"`,
      ).exec(text);
      return d
        ? {
            action: "deny",
            protocol: normaliseProtocol(d[1]),
            sourceIp: d[3],
            sourcePort: port(d[4]),
            interface: d[2],
            destinationIp: d[6],
            destinationPort: port(d[7]),
            rule: d[10],
          }
        : { action: "deny" };
    }
    case "106100": {
      const d = new RegExp(
        String.raw`access-list (\S+) (permitted|denied|est-allowed) (\w+) ([\w.-]+)\/${ip}\((\d+)\)(?:\([^)]*\))? -> ([\w.-]+)\/${ip}\((\d+)\)`,
      ).exec(text);
      return d
        ? {
            rule: d[1],
            action: d[2] === "denied" ? "deny" : "permit",
            protocol: normaliseProtocol(d[3]),
            interface: d[4],
            sourceIp: d[5],
            sourcePort: port(d[6]),
            destinationIp: d[8],
            destinationPort: port(d[9]),
            detail: /hit-cnt \d+[^[]*/.exec(text)?.[0].trim(),
          }
        : {};
    }
    case "106001":
    case "106006":
    case "106007":
    case "106015": {
      const d = new RegExp(
        String.raw`(?:Inbound |Deny inbound )?(TCP|UDP)(?: \(no connection\))? (?:connection denied )?from ${ip}\/(\d+) to ${ip}\/(\d+)(?: flags ([A-Z ]+?))? on interface (\S+)`,
        "i",
      ).exec(text);
      return d
        ? {
            action: "deny",
            protocol: normaliseProtocol(d[1]),
            sourceIp: d[2],
            sourcePort: port(d[3]),
            destinationIp: d[4],
            destinationPort: port(d[5]),
            interface: d[7],
            detail: d[6] ? `flags ${d[6]}` : undefined,
          }
        : { action: "deny" };
    }
    case "302013":
    case "302015":
    case "302017": {
      const b = new RegExp(
        String.raw`Built (inbound|outbound) (\w+) connection (\d+) for ${endpoint}(?: \([^)]*\))?(?:\([^)]*\))? to ${endpoint}`,
      ).exec(text);
      if (!b) return { action: "built" };
      // ASA names the outside end first on outbound connections: the initiator is the second endpoint.
      const [fromIf, fromIp, fromPort, toIf, toIp, toPort] = b.slice(4, 10);
      const inbound = b[1] === "inbound";
      return {
        action: "built",
        protocol: normaliseProtocol(b[2]),
        detail: `${b[1]} connection ${b[3]}`,
        sourceIp: inbound ? fromIp : toIp,
        sourcePort: port(inbound ? fromPort : toPort),
        interface: inbound ? fromIf : toIf,
        destinationIp: inbound ? toIp : fromIp,
        destinationPort: port(inbound ? toPort : fromPort),
      };
    }
    case "302014":
    case "302016":
    case "302018": {
      const t = new RegExp(
        String.raw`Teardown (\w+) connection (\d+) for ${endpoint} to ${endpoint}(?: duration (\S+))?(?: bytes (\d+))?\s*(.*)$`,
      ).exec(text);
      return t
        ? {
            action: "teardown",
            protocol: normaliseProtocol(t[1]),
            interface: t[3],
            sourceIp: t[4],
            sourcePort: port(t[5]),
            destinationIp: t[7],
            destinationPort: port(t[8]),
            detail:
              [t[9] && `duration ${t[9]}`, t[10] && `${t[10]} bytes`, t[11]?.trim()]
                .filter(Boolean)
                .join(", ") || undefined,
          }
        : { action: "teardown" };
    }
    case "113015":
    case "113004":
    case "113005": {
      const user = /user = ([^:]+?)\s*(?::|$)/.exec(text)?.[1];
      const src = new RegExp(String.raw`user IP = ${ip}`).exec(text)?.[1];
      const server = new RegExp(String.raw`server = ${ip}`).exec(text)?.[1];
      const reason = /reason = ([^:]+?)\s*:/.exec(text)?.[1];
      const ok = id === "113004";
      return {
        action: ok ? "login success" : "login failure",
        user,
        sourceIp: src,
        destinationIp: server,
        detail: reason,
      };
    }
    case "605004":
    case "605005": {
      const l = new RegExp(
        String.raw`Login (denied|permitted) from ${ip}\/(\d+) to ([\w.-]+):${ip}\/(\w+) for user "([^"]*)"`,
      ).exec(text);
      return l
        ? {
            action: l[1] === "denied" ? "login failure" : "login success",
            sourceIp: l[2],
            sourcePort: port(l[3]),
            interface: l[4],
            destinationIp: l[5],
            protocol: l[6].toUpperCase(),
            user: l[7],
          }
        : {};
    }
    case "710003": {
      const a = new RegExp(String.raw`(\w+) access denied by ACL from ${ip}\/(\d+) to ${endpoint}`).exec(
        text,
      );
      return a
        ? {
            action: "deny",
            protocol: normaliseProtocol(a[1]),
            sourceIp: a[2],
            sourcePort: port(a[3]),
            interface: a[4],
            destinationIp: a[5],
            destinationPort: port(a[6]),
            detail: "to-the-box management access",
          }
        : { action: "deny" };
    }
    case "733100": {
      const t = /\[\s*([^\]]+?)\s*\] drop rate-(\d) exceeded\. Current burst rate is (\d+) per second/.exec(
        text,
      );
      return t
        ? { action: "threat detected", threat: t[1], detail: `drop rate-${t[2]} exceeded, burst ${t[3]}/s` }
        : { action: "threat detected" };
    }
    case "111008":
    case "111010": {
      const u = /User '([^']+)' executed (?:the )?'([^']+)'/.exec(text);
      return u ? { action: "config change", user: u[1], detail: u[2] } : { action: "config change" };
    }
    default:
      return { detail: text.trim().slice(0, 160) || undefined };
  }
}

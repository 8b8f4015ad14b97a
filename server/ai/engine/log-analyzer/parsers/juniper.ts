import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  clean,
  ipOrUndefined,
  ipv4,
  normaliseProtocol,
  parseKeyValues,
  port,
  present,
  severityFromPri,
} from "./common";

const eventRe =
  /\b(RT_FLOW_SESSION_(?:CREATE|CLOSE|DENY)(?:_LS)?|RT_FLOW_[A-Z_]+|RT_SCREEN_[A-Z_]+|RT_IDP_[A-Z_]+)\b/;
const actions: Record<string, string> = { CREATE: "session created", CLOSE: "session closed", DENY: "deny" };

/** Juniper SRX RT_FLOW, structured (`[junos@2636… source-address="…"]`) or plain text. */
export const parseJuniper: LogParser = (line, header) => {
  const m = eventRe.exec(header.msgId ?? "") ?? eventRe.exec(line);
  if (!m) return undefined;
  const event = m[1];
  const kind = /SESSION_(CREATE|CLOSE|DENY)/.exec(event)?.[1];
  const base: ParsedLogLine = {
    format: "juniper-srx",
    timestamp: header.timestamp,
    device: header.host,
    ...severityFromPri(header.pri),
    messageCode: event,
    action: kind ? actions[kind] : undefined,
  };
  const fields = /\bsource-address="/.test(line) ? structured(line) : plain(line, kind);
  return clean({ ...base, ...fields });
};

function structured(line: string): Partial<ParsedLogLine> {
  const kv = parseKeyValues(line.slice(line.indexOf("[")));
  return {
    sourceIp: ipOrUndefined(kv["source-address"]),
    sourcePort: port(kv["source-port"]),
    destinationIp: ipOrUndefined(kv["destination-address"]),
    destinationPort: port(kv["destination-port"]),
    protocol: normaliseProtocol(kv["protocol-id"]),
    rule: present(kv["policy-name"]),
    user: present(kv.username),
    interface: present(kv["packet-incoming-interface"]),
    detail:
      [
        present(kv["service-name"]),
        present(kv.reason) && `reason: ${kv.reason}`,
        zones(kv["source-zone-name"], kv["destination-zone-name"]),
      ]
        .filter(Boolean)
        .join(", ") || undefined,
  };
}

const flow = String.raw`(${ipv4})\/(\d+)->(${ipv4})\/(\d+)`;

function plain(line: string, kind: string | undefined): Partial<ParsedLogLine> {
  const f = new RegExp(flow).exec(line);
  if (!f) return {};
  const after = line.slice((f.index ?? 0) + f[0].length);
  const service = /^\s+\S+\s+(\S+)/.exec(after)?.[1];
  const reason = kind === "CLOSE" ? /session closed ([^:]+):/.exec(line)?.[1] : undefined;
  let protocol: string | undefined;
  let rest: RegExpExecArray | null = null;
  if (kind === "DENY") {
    // "… junos-telnet 6(0) POLICY from-zone to-zone …"
    rest = /\s(\d{1,3})\(\d+\)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(after);
  } else {
    // After the NAT tuple: "… 6 POLICY from-zone to-zone session-id …"
    const nat = new RegExp(flow).exec(after);
    const tail = nat ? after.slice((nat.index ?? 0) + nat[0].length) : after;
    rest = /\s(\d{1,3})\s+(\S+)\s+(\S+)\s+(\S+)\s+\d+\s/.exec(tail);
  }
  if (rest) protocol = normaliseProtocol(rest[1]);
  const intf = /\s((?:ge|xe|et|fe|reth|ae|irb|lo|st)\d*-?[\d/]*\.\d+)\s/.exec(after)?.[1];
  return {
    sourceIp: f[1],
    sourcePort: port(f[2]),
    destinationIp: f[3],
    destinationPort: port(f[4]),
    protocol,
    rule: rest?.[2],
    interface: intf,
    detail:
      [present(service), reason && `reason: ${reason}`, rest ? zones(rest[3], rest[4]) : undefined]
        .filter(Boolean)
        .join(", ") || undefined,
  };
}

function zones(from: string | undefined, to: string | undefined): string | undefined {
  return present(from) && present(to) ? `zone ${from} to ${to}` : undefined;
}

import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  clean,
  ipOrUndefined,
  normaliseProtocol,
  parseKeyValues,
  port,
  present,
  severityFromWord,
} from "./common";

/** FortiGate / FortiOS key=value logs (`date= time= devname= logid= type= subtype=`). */
export const parseFortigate: LogParser = (line, header) => {
  if (!/\blogid="?\d/.test(line) || !/\btype="?\w/.test(line) || !/\b(devname|devid)=/.test(line))
    return undefined;
  const kv = parseKeyValues(line);
  const type = kv.type ?? "";
  const subtype = kv.subtype ?? "";
  const vpn = subtype === "vpn";
  const timestamp =
    kv.date && kv.time ? `${kv.date} ${kv.time}${kv.tz ? ` ${kv.tz}` : ""}` : header.timestamp;
  return clean<ParsedLogLine>({
    format: "fortigate",
    timestamp,
    device: present(kv.devname) ?? present(kv.devid) ?? header.host,
    ...severityFromWord(kv.level),
    messageCode: `FortiGate ${type}/${subtype}`.trim(),
    action: present(kv.action),
    protocol: normaliseProtocol(kv.proto) ?? (vpn && kv.remport === "500" ? "UDP" : undefined),
    sourceIp: ipOrUndefined(kv.srcip) ?? (vpn ? ipOrUndefined(kv.remip) : undefined),
    sourcePort: port(kv.srcport) ?? (vpn ? port(kv.remport) : undefined),
    destinationIp: ipOrUndefined(kv.dstip) ?? (vpn ? ipOrUndefined(kv.locip) : undefined),
    destinationPort: port(kv.dstport) ?? (vpn ? port(kv.locport) : undefined),
    user: present(kv.user) ?? present(kv.srcuser),
    interface: present(kv.srcintf) ?? present(kv.outintf),
    neighbor: vpn ? present(kv.remip) : undefined,
    rule: kv.policyid ? `policy ${kv.policyid}` : undefined,
    threat: present(kv.attack) ?? present(kv.virus),
    // UTM logs repeat the signature in msg; the signature's own severity says more.
    detail:
      type === "utm"
        ? (present(kv.severity) && `signature severity ${kv.severity}`) || undefined
        : (present(kv.logdesc) ?? present(kv.msg) ?? present(kv.service)),
  });
};

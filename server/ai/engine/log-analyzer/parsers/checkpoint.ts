import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  capitalise,
  clean,
  ipOrUndefined,
  normaliseProtocol,
  parseKeyValues,
  port,
  present,
  severityFromPri,
  severityFromWord,
} from "./common";

const productRe =
  /\bproduct[=:]\s?"?(VPN-1|Firewall|SmartDefense|IPS|Application Control|URL Filtering|Threat Emulation|Anti[- ]?Bot|Anti[- ]?Virus|Security Gateway|Identity Awareness|Mobile Access|Threat Prevention|SmartConsole)/i;

/** Check Point Log Exporter / fw log export: `action:"Drop"; src:"…"` or `action=Drop src=…`. */
export const parseCheckpoint: LogParser = (line, header) => {
  const named = /\bCheck ?Point\b/i.test(header.app ?? "") || /\bCheck ?Point\b/i.test(line);
  if (!named && !productRe.test(line) && !/\b(loguid|origin_sic_name|s_port)[=:]/.test(line))
    return undefined;
  const kv = parseKeyValues(header.rest || line);
  if (!kv.action && !kv.src && !kv.product) return undefined;
  const product = present(kv.product);
  const action = present(kv.action);
  const short = product && /firewall|vpn-1/i.test(product) ? "Firewall" : product;
  const sev = kv.severity ? severityFromWord(kv.severity) : severityFromPri(header.pri);
  const svc = port(kv.service) ?? port(kv.dst_port) ?? port(kv.d_port);
  return clean<ParsedLogLine>({
    format: "checkpoint",
    timestamp: epochOrText(kv.time) ?? header.timestamp,
    device:
      present(kv.origin_sic_name)?.replace(/^CN=([^,]+).*$/, "$1") ??
      present(kv.hostname) ??
      header.host ??
      present(kv.origin),
    ...sev,
    messageCode: `Check Point ${short ?? "log"}${action ? `/${capitalise(action)}` : ""}`,
    action: action?.toLowerCase(),
    protocol: normaliseProtocol(kv.proto),
    sourceIp: ipOrUndefined(kv.src),
    sourcePort: port(kv.s_port),
    destinationIp: ipOrUndefined(kv.dst),
    destinationPort: svc,
    user: present(kv.src_user_name) ?? present(kv.user),
    interface: present(kv.ifname),
    rule: present(kv.rule_name) ?? present(kv.rule),
    threat: present(kv.protection_name) ?? present(kv.attack) ?? present(kv.malware_action),
    detail: present(kv.reason) ?? present(kv.attack_info) ?? (kv.ifdir ? `${kv.ifdir}` : undefined),
  });
};

/** Check Point exports "time" as Unix seconds; show it as UTC ISO text. */
function epochOrText(value: string | undefined): string | undefined {
  const v = present(value);
  if (!v) return undefined;
  if (/^\d{9,10}$/.test(v)) return new Date(Number(v) * 1000).toISOString().replace(".000Z", "Z");
  return v;
}

import type { LogParser, ParsedLogLine } from "#server/ai/engine/log-analyzer/types.ts";
import {
  clean,
  ipOrUndefined,
  normaliseProtocol,
  port,
  present,
  severityFromPri,
  severityFromWord,
} from "./common";

/** Split one CSV record, honouring "quoted, fields" and doubled quotes. */
export function splitCsv(text: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === "," && !quoted) {
      out.push(field);
      field = "";
    } else {
      field += c;
    }
  }
  out.push(field);
  return out;
}

const dateRe = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * PAN-OS syslog CSV. Field order (0-based) as PAN-OS prints it: 1 receive time, 2 serial, 3 type,
 * 4 subtype, 6 generated time, 7 src, 8 dst, 11 rule, 12 src user, 14 app, 16/17 zones,
 * 18/19 interfaces, 24/25 ports, 29 protocol, 30 action; TRAFFIC 46 session end reason;
 * THREAT 31 URL/file, 32 threat id, 33 category, 34 severity, 35 direction.
 */
export const parsePaloAlto: LogParser = (line, header) => {
  if (!/,(TRAFFIC|THREAT),/.test(line)) return undefined;
  const all = splitCsv(header.rest);
  const typeAt = all.findIndex(
    (f, i) => (f === "TRAFFIC" || f === "THREAT") && i >= 2 && dateRe.test(all[i - 2] ?? ""),
  );
  if (typeAt < 0) return undefined;
  // Normalise so that the type sits at index 3 even if a relay dropped the leading field.
  const f =
    typeAt === 3
      ? all
      : [...Array<string>(Math.max(0, 3 - typeAt)).fill(""), ...all.slice(Math.max(0, typeAt - 3))];
  const type = f[3];
  const threat = type === "THREAT";
  const sev = threat ? severityFromWord(present(f[34])) : severityFromPri(header.pri);
  return clean<ParsedLogLine>({
    format: "palo-alto",
    timestamp: present(f[6]) ?? present(f[1]) ?? header.timestamp,
    device: header.host ?? present(f[2]),
    ...sev,
    messageCode: `${type}/${f[4]}`,
    action: present(f[30]),
    protocol: normaliseProtocol(present(f[29])),
    sourceIp: ipOrUndefined(f[7]),
    sourcePort: port(f[24]),
    destinationIp: ipOrUndefined(f[8]),
    destinationPort: port(f[25]),
    user: present(f[12]),
    interface: present(f[18]),
    rule: present(f[11]),
    threat: threat ? present(f[32]) : undefined,
    detail: threat
      ? [present(f[14]) && `app ${f[14]}`, present(f[35]) && `direction ${f[35]}`]
          .filter(Boolean)
          .join(", ") || undefined
      : [present(f[14]) && `app ${f[14]}`, present(f[46]) && `end reason ${f[46]}`]
          .filter(Boolean)
          .join(", ") || undefined,
  });
};

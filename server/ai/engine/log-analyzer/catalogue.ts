import type { ParsedLogLine } from "./types";
import { catalogue, type CatalogueEntry } from "./catalogue.data";

export type { CatalogueEntry };

/** The catalogue key of a line's message code, e.g. "%SEC-6-IPACCESSLOGP" → "SEC-IPACCESSLOGP". */
export function catalogueKey(p: ParsedLogLine): string | undefined {
  const code = p.messageCode;
  if (!code) return undefined;
  switch (p.format) {
    case "cisco-ios":
      return code.replace(/^%/, "").replace(/-\d-/, "-");
    case "cisco-asa":
      return `ASA-${code.slice(-6)}`;
    case "checkpoint":
      return p.action ? `checkpoint:${p.action.toLowerCase()}` : undefined;
    default:
      return code;
  }
}

/** The best catalogue entry: code with action, the code, then the format's general entry. */
export function explain(p: ParsedLogLine): CatalogueEntry | undefined {
  const key = catalogueKey(p);
  const candidates = [
    key && p.action ? `${key}:${p.action.toLowerCase()}` : undefined,
    key,
    `format:${p.format}`,
  ];
  for (const c of candidates) {
    if (c && Object.hasOwn(catalogue, c)) return catalogue[c];
  }
  return undefined;
}

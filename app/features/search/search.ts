import type { SearchEntry } from "#app/content/schema.ts";

/**
 * The search rules: an empty or whitespace-only query finds nothing; otherwise an
 * entry matches when its title, content or keywords contain the trimmed query,
 * ignoring case. Results keep the index order.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((e) =>
    [e.title, e.content, e.keywords].some((field) => field.toLowerCase().includes(needle)),
  );
}

export type TextPart = { text: string; match: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Split text into matched and unmatched parts (every occurrence of the trimmed query,
 * ignoring case) so matches can be wrapped in <mark>. Joining the parts gives the text back.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  const pattern = new RegExp(escapeRegExp(needle), "gi");
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

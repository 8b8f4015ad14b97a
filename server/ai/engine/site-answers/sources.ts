import { findPage } from "#common/route-table.ts";
import type { AiSource } from "#server/ai/types.ts";

/** Titles for sections of the home page, which has no page of its own for them. */
const homeSections: Record<string, string> = {
  faq: "Frequently Asked Questions",
  "about-arivu": "About Arivu",
  "alumni-success": "Client Success Stories",
  "core-expertise": "Our Core Expertise",
};

/** A citation of one of our pages: "/path#anchor" and that page's title. */
export function pageSource(path: string, anchor?: string): AiSource {
  const page = findPage(path);
  if (!page) throw new Error(`No page at ${path}`);
  const title = path === "/" && anchor ? (homeSections[anchor] ?? page.label) : page.label;
  return { uri: anchor ? `${path}#${anchor}` : path, title };
}

/** Splits an internal href ("/path#anchor") into a source. */
export function hrefSource(href: string): AiSource {
  const [path, anchor] = href.split("?")[0].split("#");
  return pageSource(path || "/", anchor);
}

export function uniqueSources(list: AiSource[], max = 3): AiSource[] {
  const seen = new Set<string>();
  const out: AiSource[] = [];
  for (const s of list) {
    if (seen.has(s.uri)) continue;
    seen.add(s.uri);
    out.push(s);
    if (out.length === max) break;
  }
  return out;
}

export const contactSource = (): AiSource => pageSource("/contact");

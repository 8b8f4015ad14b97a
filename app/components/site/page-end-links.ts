import { mainAreas, mainNav, pageLinks } from "#app/content/navigation.ts";
import type { AreaSummary, NavSubItem } from "#app/content/schema.ts";
import { pageSegments } from "#app/lib/navigation.ts";

export type RelatedBlock =
  | { kind: "links"; title: string; intro: string; links: NavSubItem[] }
  | { kind: "areas"; title: string; intro: string; areas: AreaSummary[] };

const intros: Record<string, string> = {
  "/it-training":
    "Compare tracks and fees, pick a batch, and see how our labs and trainers get you through the exam.",
  "/ai-solutions": "See what else we build with AI, or try one of the live demos yourself.",
  "/it-digital-solutions":
    "From the network room to the cloud and your website: the rest of our IT and digital services.",
};

/**
 * The category block that ends a page, chosen by the first path segment: the other pages of
 * the same section (current page left out), or the three main areas outside the sections.
 */
export function relatedFor(pathname: string): RelatedBlock {
  const [first] = pageSegments(pathname);
  const section = mainNav.find((item) => item.subItems && item.href === `/${first}`);
  if (!section) {
    return {
      kind: "areas",
      title: "Explore What We Do",
      intro:
        "Three practices, one Chennai team: certification training, AI solutions and IT & digital services.",
      areas: mainAreas,
    };
  }
  const current = pathname.replace(/\/+$/, "");
  const links = [{ href: section.href, label: `${section.label} Overview` }, ...pageLinks(section)].filter(
    (l) => l.href !== current,
  );
  return { kind: "links", title: `More from ${section.label}`, intro: intros[section.href] ?? "", links };
}

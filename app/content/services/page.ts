import type { InfoCard, LinkTile, ServiceCard } from "../schema";

/** One section of a service page: an anchor id, a heading and what it shows. */
export type ServiceSection = { id: string; title: string; intro?: string } & (
  | { kind: "services"; cards: ServiceCard[] }
  | { kind: "info"; cards: InfoCard[]; numbered?: boolean; columns?: 3 }
  | { kind: "tiles"; tiles: LinkTile[] }
  | { kind: "paragraphs"; paragraphs: string[] }
  /** Filled by the page's route: live demos, an FAQ. */
  | { kind: "slot" }
);

/**
 * An AI Solutions or IT & Digital Solutions page, drawn by ServicePage
 * (app/components/site/service-page.tsx). `title`, `description` and `path` are its meta too.
 */
export type ServicePageContent = {
  path: string;
  title: string;
  description: string;
  /** The header's line above the h1, and the paragraph under it. */
  eyebrow: string;
  lead: string;
  /** In page order; every second one is shaded. */
  sections: ServiceSection[];
  /** The closing call to action that leads to the enquiry form. */
  cta?: { title: string; text: string; label: string };
};

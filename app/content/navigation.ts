import type { AreaSummary, FooterColumn, NavItem, NavSubItem } from "./schema";

/** The header menus: three dropdowns (AI Solutions is the two-column mega menu) and two plain links. */
export const mainNav: NavItem[] = [
  {
    href: "/it-training",
    label: "IT Training",
    subItems: [
      { href: "/it-training/programs", label: "Programs" },
      { href: "/it-training/plans-pricing", label: "Plans & Pricing" },
      { href: "/it-training/batch-calendar", label: "Batch Calendar" },
      { href: "/it-training/lab-infrastructure", label: "Lab Infrastructure" },
      { href: "/it-training/training-model", label: "Training Model" },
      { href: "/it-training/b2b-trainer-solutions", label: "B2B Trainer Solutions" },
    ],
  },
  {
    href: "/ai-solutions",
    label: "AI Solutions",
    mega: true,
    subItems: [
      { href: "/ai-solutions/business-automation", label: "Business Automation" },
      { href: "/ai-solutions/business-automation#ai-agents-automation", label: "AI Agents & Automation" },
      {
        href: "/ai-solutions/business-automation#ai-chatbot-for-support-centers",
        label: "AI Chatbot for Support Centers",
      },
      { href: "/ai-solutions/business-automation#ai-network-automation", label: "AI Network Automation" },
      { href: "/ai-solutions/data-intelligence", label: "Data Intelligence" },
      {
        href: "/ai-solutions/data-intelligence#enterprise-knowledge-portals-rag",
        label: "Enterprise Knowledge Portals (RAG)",
      },
      {
        href: "/ai-solutions/data-intelligence#generative-ai-content-factory",
        label: "Generative AI Content Factory",
      },
      { href: "/ai-solutions/products-platforms", label: "Products & Platforms" },
      { href: "/ai-solutions/strategy-partnership", label: "Strategy & Partnership" },
      { href: "/ai-solutions/demo-warranty-bot", label: "Warranty Bot", demo: true },
      { href: "/ai-solutions/demo-log-analyzer", label: "Network Log Analyzer", demo: true },
      { href: "/ai-solutions/demo-document-qa", label: "Document Q&A", demo: true },
      { href: "/ai-solutions/demo-content-generator", label: "Content Generator", demo: true },
    ],
  },
  {
    href: "/it-digital-solutions",
    label: "IT & Digital Solutions",
    subItems: [
      { href: "/it-digital-solutions/it-infrastructure", label: "IT Infrastructure" },
      { href: "/it-digital-solutions/digital-solutions", label: "Digital Solutions" },
      { href: "/it-digital-solutions/cloud-hosting", label: "Cloud Hosting" },
    ],
  },
  { href: "/introduction", label: "About Us" },
  { href: "/contact", label: "Contact" },
];

/** Column titles of the AI Solutions mega menu. */
export const megaMenuColumns = { services: "AI Services", demos: "Live Demos" } as const;

function menu(href: string): NavItem {
  const item = mainNav.find((i) => i.href === href);
  if (!item) throw new Error(`No menu ${href}`);
  return item;
}

/** Sub-items that are whole pages (no in-page anchor). */
export function pageLinks(item: NavItem): NavSubItem[] {
  return (item.subItems ?? []).filter((s) => !s.href.includes("#"));
}

const training = menu("/it-training");
const ai = menu("/ai-solutions");
const digital = menu("/it-digital-solutions");

export const footerColumns: FooterColumn[] = [
  {
    title: "AI Solutions",
    links: [
      { href: ai.href, label: "AI Solutions Overview" },
      ...pageLinks(ai).filter((s) => !s.demo),
      { href: "/ai-solutions/demo-warranty-bot", label: "Live AI Demos" },
    ],
  },
  {
    title: "IT Training",
    links: [{ href: training.href, label: "Training Overview" }, ...pageLinks(training)],
  },
  {
    title: "IT & Digital Services",
    links: [{ href: digital.href, label: "IT & Digital Overview" }, ...pageLinks(digital)],
  },
  {
    title: "Company",
    links: [
      { href: "/introduction", label: "About Us" },
      { href: "/#alumni-success", label: "Alumni Success Stories" },
      { href: "/#faq", label: "FAQs" },
      { href: "/contact", label: "Contact" },
      { href: "/legal", label: "Privacy Policy & Terms" },
    ],
  },
];

/** The three main areas, shown at the end of pages outside the three sections. */
export const mainAreas: AreaSummary[] = [
  {
    href: "/it-training",
    label: "IT Training",
    iconClass: "GraduationCap",
    description:
      "CCNA to CCIE, firewall and AI certification tracks with live instructor-led batches and 24/7 rack access from our Chennai lab.",
  },
  {
    href: "/ai-solutions",
    label: "AI Solutions",
    iconClass: "Bot",
    description:
      "AI agents, support-centre chatbots, enterprise RAG portals and generative AI built around your data, with live demos to try.",
  },
  {
    href: "/it-digital-solutions",
    label: "IT & Digital Solutions",
    iconClass: "Server",
    description:
      "Network and data-centre builds, managed cloud hosting with a 99.9% uptime SLA, websites and digital marketing.",
  },
];

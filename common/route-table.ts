/**
 * The site's pages, mirroring the route table of the specification.
 * One list feeds the router (routes.ts), prerendering, the sitemap and breadcrumbs.
 */
export type PageEntry = {
  path: string;
  file: string;
  /** Short name used in breadcrumbs. */
  label: string;
  /** Rendered at build time; false for pages whose content depends on the request date. */
  prerender: boolean;
};

export const pages: PageEntry[] = [
  { path: "/", file: "routes/home.tsx", label: "Home", prerender: true },
  { path: "/introduction", file: "routes/introduction.tsx", label: "About Us", prerender: true },
  { path: "/contact", file: "routes/contact.tsx", label: "Contact", prerender: true },
  { path: "/legal", file: "routes/legal.tsx", label: "Privacy & Terms", prerender: true },

  { path: "/it-training", file: "routes/it-training.tsx", label: "IT Training", prerender: true },
  {
    path: "/it-training/b2b-trainer-solutions",
    file: "routes/it-training.b2b-trainer-solutions.tsx",
    label: "B2B Trainer Solutions",
    prerender: true,
  },
  {
    path: "/it-training/programs",
    file: "routes/it-training.programs.tsx",
    label: "Programs",
    prerender: true,
  },
  {
    path: "/it-training/plans-pricing",
    file: "routes/it-training.plans-pricing.tsx",
    label: "Plans & Pricing",
    prerender: true,
  },
  {
    path: "/it-training/lab-infrastructure",
    file: "routes/it-training.lab-infrastructure.tsx",
    label: "Lab Infrastructure",
    prerender: true,
  },
  {
    path: "/it-training/batch-calendar",
    file: "routes/it-training.batch-calendar.tsx",
    label: "Batch Calendar",
    prerender: false,
  },
  {
    path: "/it-training/training-model",
    file: "routes/it-training.training-model.tsx",
    label: "Training Model",
    prerender: true,
  },

  { path: "/ai-solutions", file: "routes/ai-solutions.tsx", label: "AI Solutions", prerender: true },
  {
    path: "/ai-solutions/business-automation",
    file: "routes/ai-solutions.business-automation.tsx",
    label: "Business Automation",
    prerender: true,
  },
  {
    path: "/ai-solutions/data-intelligence",
    file: "routes/ai-solutions.data-intelligence.tsx",
    label: "Data Intelligence",
    prerender: true,
  },
  {
    path: "/ai-solutions/products-platforms",
    file: "routes/ai-solutions.products-platforms.tsx",
    label: "Products & Platforms",
    prerender: true,
  },
  {
    path: "/ai-solutions/strategy-partnership",
    file: "routes/ai-solutions.strategy-partnership.tsx",
    label: "Strategy & Partnership",
    prerender: true,
  },
  {
    path: "/ai-solutions/demo-warranty-bot",
    file: "routes/ai-solutions.demo-warranty-bot.tsx",
    label: "Warranty Bot Demo",
    prerender: true,
  },
  {
    path: "/ai-solutions/demo-log-analyzer",
    file: "routes/ai-solutions.demo-log-analyzer.tsx",
    label: "Log Analyzer Demo",
    prerender: true,
  },
  {
    path: "/ai-solutions/demo-document-qa",
    file: "routes/ai-solutions.demo-document-qa.tsx",
    label: "Document Q&A Demo",
    prerender: true,
  },
  {
    path: "/ai-solutions/demo-content-generator",
    file: "routes/ai-solutions.demo-content-generator.tsx",
    label: "Content Generator Demo",
    prerender: true,
  },

  {
    path: "/it-digital-solutions",
    file: "routes/it-digital-solutions.tsx",
    label: "IT & Digital Solutions",
    prerender: true,
  },
  {
    path: "/it-digital-solutions/it-infrastructure",
    file: "routes/it-digital-solutions.it-infrastructure.tsx",
    label: "IT Infrastructure",
    prerender: true,
  },
  {
    path: "/it-digital-solutions/digital-solutions",
    file: "routes/it-digital-solutions.digital-solutions.tsx",
    label: "Digital Solutions",
    prerender: true,
  },
  {
    path: "/it-digital-solutions/cloud-hosting",
    file: "routes/it-digital-solutions.cloud-hosting.tsx",
    label: "Cloud Hosting",
    prerender: true,
  },
];

/** Sections whose unknown sub pages show the section's landing page. */
export const sections = ["it-training", "ai-solutions", "it-digital-solutions"] as const;
export type Section = (typeof sections)[number];

export const staticPaths = pages.filter((p) => p.prerender).map((p) => p.path);

export function findPage(path: string): PageEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return pages.find((p) => p.path === clean);
}

/** Breadcrumb trail for a known path: Home, then the section, then the page. */
export function breadcrumbTrail(path: string): PageEntry[] {
  const page = findPage(path);
  if (!page || page.path === "/") return [];
  const trail = [pages[0]];
  const section = "/" + page.path.split("/")[1];
  if (section !== page.path) {
    const parent = findPage(section);
    if (parent) trail.push(parent);
  }
  trail.push(page);
  return trail;
}

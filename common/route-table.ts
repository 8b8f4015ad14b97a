/**
 * Every route of the site, registered here and only here: app/routes.ts hands this table to
 * React Router, and it also feeds prerendering, the sitemap and breadcrumbs. The files in
 * app/routes/ are named after their URL, but a file there is not a route until it is listed
 * below (route-table.test.ts fails for a file that is not).
 */

import type { Access } from "./staff-access";

/** A public page, mirroring the route table of the specification. */
export type PageEntry = {
  path: string;
  file: string;
  /** Short name used in breadcrumbs. */
  label: string;
  /** Rendered at build time; false for pages whose content depends on the request date. */
  prerender: boolean;
};

/** A file a page links to (a resource route: a loader, no page): rendered per request, never listed. */
export type ResourceEntry = { path: string; file: string };

/** An unknown address: rendered per request, answered 404 and noindex. */
export type FallbackEntry = { path: string; file: string; id?: string };

/**
 * The sales inbox: a layout (sign-in, noindex meta) and its pages. Rendered per request: never
 * prerendered, never in the sitemap, never linked, and disallowed in robots.txt.
 */
export type AdminEntry = {
  path: string;
  file: string;
  /** Each page with what it needs (common/staff-access.ts): asked by its loader and action. */
  children: { path: string; file: string; access: Access }[];
};

/** Sections whose unknown sub pages show the section's landing page. */
export const sections = ["it-training", "ai-solutions", "it-digital-solutions"] as const;
export type Section = (typeof sections)[number];

/** The public pages: prerendered, listed in the sitemap and shown in breadcrumbs. */
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

/**
 * Files the pages link to, answered by a loader: not pages, so neither prerendered, nor in the
 * sitemap, nor in breadcrumbs.
 */
export const resources: ResourceEntry[] = [
  // A batch's calendar file, "ccna-2027-04-05-weekday.ics" (common/batches/batch-file.ts).
  { path: "/it-training/batch-calendar/:file", file: "routes/it-training.batch-calendar.$file.ts" },
  // A paid booking's tax invoice (PDF); the booking's id is the visitor's key to it.
  { path: "/it-training/booking/:id/invoice.pdf", file: "routes/it-training.booking.$id.invoice-pdf.ts" },
  // The seats left of the bookable batches (JSON), for the prerendered pages that list them.
  { path: "/it-training/seats-left", file: "routes/it-training.seats-left.ts" },
];

/**
 * A visitor's own pages: booking a seat in a batch (its key, common/booking/batch-key.ts) and
 * a booking's state. Rendered per request in the site's frame; noindex, never prerendered,
 * never in the sitemap or breadcrumbs.
 */
export const visitorPages: ResourceEntry[] = [
  { path: "/it-training/book/:batch", file: "routes/it-training.book.$batch.tsx" },
  { path: "/it-training/booking/:id", file: "routes/it-training.booking.$id.tsx" },
];

/** Unknown addresses: answered 404 with the nearest page. */
export const fallbacks: FallbackEntry[] = [
  // An unknown sub page shows its section's landing page.
  ...sections.map((s) => ({ path: `/${s}/*`, file: "routes/section-not-found.tsx", id: `${s}-not-found` })),
  // An unknown first segment shows the home page.
  { path: "/*", file: "routes/not-found.tsx" },
];

/** The public site's frame (header, footer, floating buttons), around every page and fallback above. */
export const siteLayout = { file: "routes/site-frame.tsx" };

/** The sales area, /admin (off until someone has an account): not a public page, see AdminEntry. */
export const admin: AdminEntry = {
  path: "/admin",
  file: "routes/admin.tsx",
  children: [
    { path: "/admin", file: "routes/admin._index.tsx", access: "leads" },
    { path: "/admin/login", file: "routes/admin.login.tsx", access: "anyone" },
    { path: "/admin/logout", file: "routes/admin.logout.ts", access: "anyone" },
    { path: "/admin/forgot-password", file: "routes/admin.forgot-password.tsx", access: "anyone" },
    { path: "/admin/reset-password", file: "routes/admin.reset-password.tsx", access: "anyone" },
    { path: "/admin/password", file: "routes/admin.password.tsx", access: "own-account" },
    { path: "/admin/users", file: "routes/admin.users.tsx", access: "people" },
    { path: "/admin/content", file: "routes/admin.content.tsx", access: "content" },
    { path: "/admin/export.csv", file: "routes/admin.export-csv.ts", access: "leads" },
    { path: "/admin/reports", file: "routes/admin.reports.tsx", access: "reports" },
    { path: "/admin/reports.csv", file: "routes/admin.reports-csv.ts", access: "reports" },
    { path: "/admin/submissions/:id", file: "routes/admin.submissions.$id.tsx", access: "leads" },
    {
      path: "/admin/submissions/:id/invoice.pdf",
      file: "routes/admin.submissions.$id.invoice-pdf.ts",
      access: "leads",
    },
  ],
};

/**
 * A path as React Router matches it: percent-escapes decoded, any letter case, no trailing
 * slash, and its `.data` form (single fetch) the same as the page. A path that cannot be
 * decoded is kept as sent.
 */
export function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: React Router does not match them as anything else either.
  }
  return path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/(.)\/+$/, "$1");
}

/** True for /admin and everything under it, whatever the letter case or escapes. */
export const isAdminPath = (pathname: string) => {
  const path = routePath(pathname);
  return path === admin.path || path.startsWith(`${admin.path}/`);
};

/** The page of the signed-in area at `pathname` (as routePath reads it); undefined for none. */
export function adminPageAt(pathname: string): AdminEntry["children"][number] | undefined {
  const path = routePath(pathname);
  adminPatterns ??= admin.children.map((page) => ({
    page,
    pattern: new RegExp(`^${page.path.replace(/[.]/g, "\\.").replace(/:[a-z]+/g, "[^/]+")}$`),
  }));
  return adminPatterns.find(({ pattern }) => pattern.test(path))?.page;
}
/** Each page's path as a pattern, made at the first lookup. */
let adminPatterns: { page: AdminEntry["children"][number]; pattern: RegExp }[] | undefined;

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

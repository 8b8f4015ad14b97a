/**
 * Where each search result leads. Course results land on their card in the
 * programs catalogue (`#course-{courseId}`); ids with no route of their own
 * fall back to an anchor on the home page.
 */

const PROGRAMS = "/it-training/programs";
const BUSINESS_AUTOMATION = "/ai-solutions/business-automation";
const DATA_INTELLIGENCE = "/ai-solutions/data-intelligence";
const DIGITAL_SOLUTIONS = "/it-digital-solutions/digital-solutions";

/** Course search ids and the catalogue course each one points at. */
export const courseAnchors: Record<string, string> = {
  ccna: "ccna",
  ccnp: "ccnp-enterprise",
  ccie: "ccie-enterprise",
  python: "python-network-automation",
  firewall: "fortinet-nse4",
  cissp: "cissp",
};

const fixedRoutes: Record<string, string> = {
  contact: "/contact",
  about: "/introduction",
  "alumni-success": "/#alumni-success",
  faq: "/#faq",

  "ai-solutions": "/ai-solutions",
  "ai-agents-automation": `${BUSINESS_AUTOMATION}#ai-agents-automation`,
  "ai-chatbot-for-support-centers": `${BUSINESS_AUTOMATION}#ai-chatbot-for-support-centers`,
  "ai-network-automation": `${BUSINESS_AUTOMATION}#ai-network-automation`,
  "enterprise-knowledge-portals-rag": `${DATA_INTELLIGENCE}#enterprise-knowledge-portals-rag`,
  "generative-ai-content-factory": `${DATA_INTELLIGENCE}#generative-ai-content-factory`,

  "it-training": "/it-training",
  "b2b-trainer-solutions": "/it-training/b2b-trainer-solutions",
  pricing: "/it-training/plans-pricing",
  lab: "/it-training/lab-infrastructure",
  batch: "/it-training/batch-calendar",

  "it-infrastructure": "/it-digital-solutions/it-infrastructure",
  "cloud-hosting": "/it-digital-solutions/cloud-hosting",
  "website-builder": `${DIGITAL_SOLUTIONS}#website-builder`,
  "digital-marketing": `${DIGITAL_SOLUTIONS}#digital-marketing`,
  "workspace-productivity-suite": `${DIGITAL_SOLUTIONS}#workspace-productivity-suite`,
};

/** The in-app route ("/path#anchor") a search result with this id navigates to. */
export function routeForSearchId(id: string): string {
  if (Object.hasOwn(fixedRoutes, id)) return fixedRoutes[id];
  if (Object.hasOwn(courseAnchors, id)) return `${PROGRAMS}#course-${courseAnchors[id]}`;
  // Individual FAQ entries ("faq-...") open the FAQ section on the home page.
  if (id.startsWith("faq-")) return fixedRoutes.faq;
  return `/#${id}`;
}

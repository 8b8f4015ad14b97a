import type { Course, FaqItem, LinkTile, SearchCategory, SearchEntry, ServiceCard } from "./schema";
import { brand, facts } from "./brand";
import { faqs as builtFaqs } from "./faqs";
import { liveCatalogue } from "./live/catalogue";
import type { SiteContent } from "./live/schema";
import { automationServices, digitalServices, intelligenceServices, itExplore } from "./services";
import { trainingExplore } from "./training";

/*
 * The site search index. Entries are built from the content modules where the data
 * lives there, so a change to a service card, FAQ or course shows up in search too; fees,
 * durations, FAQs and testimonials come from the content the company edits. Each id decides
 * where a result leads (app/features/search/search-routes.ts). The server builds it and
 * sends it to the search when it opens (server/http/api-search-index.ts).
 */

function byId<T extends { id: string }>(list: readonly T[], id: string, kind: string): T {
  const item = list.find((x) => x.id === id);
  if (!item) throw new Error(`Search index: no ${kind} with id "${id}"`);
  return item;
}

function fromService(
  cards: readonly ServiceCard[],
  id: string,
  keywords: string,
  category: SearchCategory,
): SearchEntry {
  const card = byId(cards, id, "service card");
  return { id: card.id, title: card.title, content: card.description, keywords, category };
}

/** The first sentence of an FAQ answer: enough for a result, the rest is in the accordion. */
function firstSentence(answer: FaqItem["answer"]): string {
  const text = typeof answer === "string" ? answer : answer[0];
  return text.split(/(?<=\.)\s+(?=[A-Z])/)[0];
}

/** An FAQ's result; none once the company has removed the FAQ. */
function fromFaq(faqs: readonly FaqItem[], id: string, keywords: string): SearchEntry[] {
  const faq = faqs.find((f) => f.id === id);
  if (!faq) return [];
  return [
    {
      id: `faq-${faq.id}`,
      title: faq.question,
      content: firstSentence(faq.answer),
      keywords,
      category: "FAQ",
    },
  ];
}

function tileText(tiles: readonly LinkTile[], href: string): string {
  const tile = tiles.find((t) => t.href === href);
  if (!tile) throw new Error(`Search index: no tile linking to ${href}`);
  return tile.description;
}
const itTile = (href: string) => tileText(itExplore, href);
const trainingTile = (href: string) => tileText(trainingExplore, href);

/** A course result: its summary, then duration and fee. */
function fromCourse(courses: readonly Course[], id: string, courseId: string, keywords: string): SearchEntry {
  const c = byId(courses, courseId, "course");
  return {
    id,
    title: c.name,
    // Some summaries already quote the fee; then only the duration is added.
    content: `${c.summary} ${c.summary.includes("₹") ? c.duration : `${c.duration}, ${c.price}`}.`,
    keywords: `${c.name}, ${keywords}`,
    category: "Training Course",
  };
}

/** One result for the two firewall courses, which sit side by side in the catalogue. */
function firewallEntry(courses: readonly Course[]): SearchEntry {
  const [forti, palo] = [
    byId(courses, "fortinet-nse4", "course"),
    byId(courses, "palo-alto-pcnsa", "course"),
  ];
  return {
    id: "firewall",
    title: "Fortigate & Palo Alto Firewall Training",
    content: `${forti.name} (${forti.duration}, ${forti.price}) and ${palo.name} (${palo.duration}, ${palo.price}): firewall policies, NAT, VPNs and high availability on FortiGate and PAN-OS appliances in our lab.`,
    keywords: "firewall, fortigate, fortinet, nse4, nse 4, palo alto, pcnsa, pan-os, network security, vpn",
    category: "Training Course",
  };
}

const builtFaqIds = new Set(builtFaqs.map((f) => f.id));

/** The index for the site with this content: the same entries, in the same order, whatever is edited. */
export function buildSearchIndex(content: SiteContent): SearchEntry[] {
  const { courses } = liveCatalogue(content);
  const course = (id: string, courseId: string, keywords: string) =>
    fromCourse(courses, id, courseId, keywords);
  const faq = (id: string, keywords: string) => fromFaq(content.faqs, id, keywords);
  return [
    {
      id: "ai-solutions",
      title: "AI Solutions & Services",
      content:
        "Custom AI agents, enterprise RAG portals, generative AI, AI-as-a-service and no-code tools, designed and run by our Chennai engineering team.",
      keywords:
        "artificial intelligence, ai services, agents, llm, genai, ai as a service, no-code, consulting",
      category: "Main Service",
    },
    fromService(
      automationServices,
      "ai-agents-automation",
      "custom agents, workflow, rpa, business automation, crm, erp, process automation",
      "AI Service",
    ),
    fromService(
      automationServices,
      "ai-chatbot-for-support-centers",
      "chatbot, customer support, helpdesk, call center, whatsapp bot, warranty bot, virtual assistant",
      "AI Service",
    ),
    fromService(
      automationServices,
      "ai-network-automation",
      "network automation, aiops, log analyzer, syslog, netdevops, ansible, monitoring",
      "AI Service",
    ),
    fromService(
      intelligenceServices,
      "enterprise-knowledge-portals-rag",
      "rag, retrieval augmented generation, knowledge base, vector database, document q&a, intranet search",
      "AI Service",
    ),
    fromService(
      intelligenceServices,
      "generative-ai-content-factory",
      "generative ai, content generation, copywriting, social media posts, marketing content, genai",
      "AI Service",
    ),
    course(
      "ccna",
      "ccna",
      "cisco, 200-301, networking fundamentals, routing, switching, subnetting, beginner",
    ),
    course(
      "ccnp",
      "ccnp-enterprise",
      "cisco, encor, enarsi, 350-401, 300-410, enterprise networking, professional",
    ),
    course("ccie", "ccie-enterprise", "cisco, ccie, expert, lab exam, sd-wan, bgp, mpls, 100% pass support"),
    course(
      "python",
      "python-network-automation",
      "python, netmiko, napalm, ansible, rest api, devnet, scripting",
    ),
    firewallEntry(courses),
    course(
      "cissp",
      "cissp",
      "isc2, cybersecurity, information security, risk management, security management",
    ),
    {
      id: "pricing",
      title: "Training Plans & Pricing",
      content: trainingTile("/it-training/plans-pricing"),
      keywords: "price, fees, cost, plans, tracks, emi, discount, compare courses, rupees, inr",
      category: "Information",
    },
    {
      id: "lab",
      title: "24/7 Lab Infrastructure",
      content: trainingTile("/it-training/lab-infrastructure"),
      keywords: "lab, rack, remote lab, practice, 24/7, hardware, eve-ng, cml, virtual lab",
      category: "Information",
    },
    {
      id: "batch",
      title: "Upcoming Batch Calendar",
      content: trainingTile("/it-training/batch-calendar"),
      keywords: "batch, schedule, calendar, start date, timings, weekend, weekday, new batch, recommender",
      category: "Information",
    },
    {
      id: "b2b-trainer-solutions",
      title: "B2B Trainer Solutions",
      content: trainingTile("/it-training/b2b-trainer-solutions"),
      keywords:
        "corporate training, white label, trainer supply, institutes, b2b, upskilling, enterprise training",
      category: "Main Service",
    },
    {
      id: "it-infrastructure",
      title: "IT Infrastructure Lifecycle",
      content: itTile("/it-digital-solutions/it-infrastructure"),
      keywords:
        "it infrastructure, design and architecture, planning and strategy, implementation, operation support, data center, managed services",
      category: "IT Service",
    },
    {
      id: "cloud-hosting",
      title: "Managed Cloud Hosting",
      content: itTile("/it-digital-solutions/cloud-hosting"),
      keywords: "cloud, hosting, vps, uptime, 99.9% sla, managed hosting, backups, migration",
      category: "IT Service",
    },
    fromService(
      digitalServices,
      "website-builder",
      "website development, web design, ecommerce, online store, landing page, seo",
      "Digital Service",
    ),
    fromService(
      digitalServices,
      "digital-marketing",
      "seo, sem, google ads, social media, lead generation, marketing, ppc",
      "Digital Service",
    ),
    fromService(
      digitalServices,
      "workspace-productivity-suite",
      "email, google workspace, microsoft 365, office, collaboration, workspace suite",
      "Digital Service",
    ),
    {
      id: "about",
      title: "About Arivu Technologies",
      content: `A Chennai engineering company training network, security and AI professionals since ${facts.founded}, and building AI and IT solutions for businesses across India, the Middle East and Asia Pacific.`,
      keywords: "about us, company, who we are, chennai, team, instructors, history, leadership",
      category: "Company",
    },
    {
      id: "alumni-success",
      title: "Client Success Stories",
      content: "How engineers and businesses grew with our training and solutions, in their own words.",
      // Searching a learner's or client's name finds their story.
      keywords: [
        "testimonials, reviews, alumni, success stories, placements, clients",
        ...content.testimonials.map((t) => t.name),
      ].join(", "),
      category: "Company",
    },
    {
      id: "contact",
      title: "Contact Us",
      content: `Call, email or WhatsApp our Chennai office, or send an enquiry about a batch, corporate training, an AI project or hosting. ${brand.responsePromise}`,
      keywords: "contact, enquiry, phone, email, address, whatsapp, get a quote, location, chennai office",
      category: "Company",
    },
    ...faq("ccie-pass-support", "ccie, pass guarantee, pass support, retake, lab exam"),
    ...faq("payment-options", "payment, emi, upi, installments, fees, gst invoice, card, net banking"),
    ...faq("what-is-rag", "rag, retrieval augmented generation, knowledge portal, ai, documents"),
    // An FAQ the company added at /admin/content is found by its own words.
    ...content.faqs.filter((f) => !builtFaqIds.has(f.id)).flatMap((f) => fromFaq(content.faqs, f.id, "")),
  ];
}

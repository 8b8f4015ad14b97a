import { facts } from "#app/content/brand.ts";
import { company } from "#app/content/company.ts";
import { contact } from "#app/content/contact.ts";
import { pricingInclusions } from "#app/content/courses.ts";
import { expertiseCards, heroSlides, homeAbout } from "#app/content/home.ts";
import { legal } from "#app/content/legal.ts";
import { addressLines } from "#app/content/live/apply.ts";
import type { LiveCatalogue } from "#app/content/live/catalogue.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import type { Course, FaqItem, InfoCard, ServiceCard } from "#app/content/schema.ts";
import * as services from "#app/content/services.ts";
import * as training from "#app/content/training.ts";
import { pages } from "#common/route-table.ts";
import { WEEKDAY_SLOTS, WEEKEND_SLOTS } from "#common/batches/generate-batches.ts";
import type { AiSource } from "#server/ai/types.ts";
import { hrefSource, pageSource } from "./sources";

/** One passage of site content: what is searched, the answer it gives and the page it lives on. */
export type SiteDoc = {
  id: string;
  title: string;
  /** Words visitors use for this passage that its text may not contain. */
  keywords: string;
  text: string;
  /** Markdown; empty for courses, which are answered per question (course-answers.ts). */
  answer: string;
  sources: AiSource[];
  courseId?: string;
  /** A bare page pointer: used only when no passage with real content matches about as well. */
  weak?: boolean;
};

/** The batch calendar's passage: its answer lists the batches entered when it is given (answer.ts). */
export const BATCH_CALENDAR_DOC = "batch-calendar";

const bullets = (items: string[]) => items.map((i) => `- ${i}`).join("\n");
const cardLines = (cards: InfoCard[]) => cards.map((c) => `**${c.title}**: ${c.description}`);
const faqText = (f: FaqItem) => (typeof f.answer === "string" ? [f.answer] : f.answer);

function cardsDoc(
  id: string,
  title: string,
  keywords: string,
  cards: InfoCard[],
  source: AiSource,
  lead = "",
): SiteDoc {
  return {
    id,
    title,
    keywords,
    text: [lead, ...cards.map((c) => `${c.title}. ${c.description}`)].join(" "),
    answer: [lead || `**${title}**:`, "", bullets(cardLines(cards.slice(0, 5)))].join("\n").trim(),
    sources: [source],
  };
}

function serviceDocs(cards: ServiceCard[], path: string, keywords: Record<string, string>): SiteDoc[] {
  return cards.map((c) => ({
    id: `service-${c.id}`,
    title: c.title,
    keywords: keywords[c.id] ?? "",
    text: `${c.description} ${(c.examples ?? []).join(". ")}`,
    answer: [
      `**${c.title}**: ${c.description}`,
      ...(c.examples?.length ? ["", bullets(c.examples)] : []),
    ].join("\n"),
    sources: [pageSource(path, c.id), ...(c.demoLink ? [hrefSource(c.demoLink)] : [])],
  }));
}

function courseDocs({ groups, trackOf }: LiveCatalogue): SiteDoc[] {
  return groups.flatMap((g) =>
    g.subgroups.flatMap((sg) =>
      sg.courses.map((c) => ({
        id: `course-${c.id}`,
        title: c.name,
        keywords: `${c.name} course training certification ${c.level} ${trackOf(c.id)} ${g.title} ${sg.title} ${c.note ?? ""}`,
        text: `${c.summary} ${c.duration}. ${c.price}. ${c.prerequisites.join(". ")}. ${c.curriculum.join(". ")}`,
        answer: "",
        sources: [],
        courseId: c.id,
      })),
    ),
  );
}

/** A price track's courses with their live fees. */
function trackCourses(catalogue: LiveCatalogue, courseIds: string[]): Course[] {
  return courseIds.map((id) => catalogue.courseById(id)).filter((c): c is Course => Boolean(c));
}

function trackDocs(catalogue: LiveCatalogue): SiteDoc[] {
  return catalogue.tracks.map((t) => {
    const list = trackCourses(catalogue, t.courseIds);
    return {
      id: `track-${t.id}`,
      title: t.title,
      keywords: "price fees track plans",
      text: `${t.description} ${list.map((c) => c.name).join(", ")}`,
      answer: [
        `**${t.title}**: ${t.description}`,
        "",
        bullets(list.map((c) => `**${c.name}**: ${c.price}, ${c.duration}`)),
      ].join("\n"),
      sources: [pageSource("/it-training/plans-pricing", `track-${t.id}`)],
    };
  });
}

function faqDocs(faqs: FaqItem[]): SiteDoc[] {
  return faqs.map((f) => {
    const source =
      f.category === "AI Services" ? pageSource("/ai-solutions", "ai-faq") : pageSource("/", "faq");
    const paragraphs = faqText(f);
    return {
      id: `faq-${f.id}`,
      title: f.question,
      keywords: "faq question",
      text: paragraphs.join(" "),
      answer: paragraphs.join("\n\n"),
      sources: [source],
    };
  });
}

function legalDocs(): SiteDoc[] {
  return legal.documents.flatMap((d) =>
    d.sections.map((s) => ({
      id: `legal-${s.id}`,
      title: `${s.heading} (${d.title})`,
      keywords: d.id === "terms" ? "terms conditions policy" : "privacy personal data policy",
      text: [...s.paragraphs, ...(s.points ?? [])].join(" "),
      answer: [
        `From our ${d.title}, **${s.heading}**:`,
        "",
        s.paragraphs.join(" "),
        ...(s.points ? ["", bullets(s.points.slice(0, 4))] : []),
      ].join("\n"),
      sources: [pageSource("/legal", s.id)],
    })),
  );
}

function contactDoc(details: SiteContent["contact"]): SiteDoc {
  const address = addressLines(details).join(", ");
  return {
    id: "contact",
    title: "Contact Us: phone, email, address, office hours",
    keywords: `contact phone call mobile number email mail address location office visit directions map whatsapp hours open reach enquiry chennai omr ${details.locality}`,
    text: `${contact.intro} ${details.phones.join(" ")} ${details.email} ${address} ${details.officeHours} ${contact.responsePromise}`,
    answer: [
      `You can reach our Chennai team by:`,
      "",
      bullets([
        `**Phone:** ${details.phones.join(", ")}`,
        `**Email:** ${details.email}`,
        `**Office:** ${address}`,
        `**Hours:** ${details.officeHours}`,
        "**WhatsApp:** the Enquire Now button on any page",
      ]),
      "",
      contact.responsePromise,
    ].join("\n"),
    sources: [pageSource("/contact")],
  };
}

function companyDocs({ contact: details, testimonials }: SiteContent): SiteDoc[] {
  return [
    contactDoc(details),
    {
      id: "about",
      title: company.about.title,
      keywords: "about company who are you history founded since team instructors ccie founder",
      text: [company.headerIntro, ...company.story, ...company.about.paragraphs].join(" "),
      answer: `${company.headerIntro} Founded in ${facts.founded}, we have trained ${facts.alumni} engineers and have ${facts.ccieInstructors} CCIE-certified instructors.`,
      sources: [pageSource("/introduction"), pageSource("/", "about-arivu")],
    },
    cardsDoc(
      "why-partner",
      "Why partner with Arivu",
      "why choose benefits advantages",
      company.whyPartner,
      pageSource("/introduction", "why-partner"),
    ),
    {
      id: "placement",
      title: "Placement support, jobs and alumni",
      keywords: "placement job jobs career interview hiring companies placement partners alumni salary",
      text: `${facts.placementPartners} placement partners. ${facts.alumni} alumni trained. ${testimonials.map((t) => t.title).join(". ")}`,
      answer: `Arivu works with **${facts.placementPartners} placement partners** and has trained ${facts.alumni} engineers since ${facts.founded}. Our alumni stories include learners who moved from L2 support to a network architect role after CCIE, and engineers who took CCNP online from Dubai. For placement help with a specific course, please talk to a counsellor through the contact page or WhatsApp (the Enquire Now button).`,
      sources: [pageSource("/", "about-arivu"), pageSource("/", "alumni-success"), pageSource("/contact")],
    },
    {
      id: "founder",
      title: `${homeAbout.leader.name}, ${homeAbout.leader.title}`,
      keywords: "founder owner ceo leader lead instructor karthik trainer",
      text: `${homeAbout.leader.credential}. ${homeAbout.leader.bio}`,
      answer: `**${homeAbout.leader.name}**, ${homeAbout.leader.title} (${homeAbout.leader.credential}). ${homeAbout.leader.bio}`,
      sources: [pageSource("/", "about-arivu")],
    },
    {
      id: "testimonials",
      title: "Client success stories and reviews",
      keywords: "reviews testimonials feedback success stories alumni",
      text: testimonials.map((t) => `${t.name} ${t.title} ${t.quote}`).join(" "),
      answer: bullets(
        testimonials.slice(0, 3).map((t) => `**${t.name}**, ${t.title}: "${t.quote.split(/(?<=\.)\s/)[0]}"`),
      ),
      sources: [pageSource("/", "alumni-success")],
    },
  ];
}

function trainingDocs(catalogue: LiveCatalogue): SiteDoc[] {
  const t = training;
  const slots = (list: typeof WEEKDAY_SLOTS) => list.map((s) => s.timings).join(", ");
  return [
    {
      id: "training-overview",
      title: t.trainingIntro.title,
      keywords: "training courses certification classroom online institute",
      text: [
        t.trainingIntro.lead,
        ...t.trainingIntro.paragraphs,
        ...t.trainingVerticals.map((v) => v.description),
      ].join(" "),
      answer: `${t.trainingIntro.lead}\n\n${bullets(t.trainingVerticals.map((v) => `**${v.title}**: ${v.description}`))}`,
      sources: [pageSource("/it-training"), pageSource("/it-training/programs")],
    },
    cardsDoc(
      "training-benefits",
      "Why train with Arivu",
      "benefits why choose instructors pass support",
      t.trainingBenefits,
      pageSource("/it-training"),
    ),
    {
      id: BATCH_CALENDAR_DOC,
      title: "Batch calendar: upcoming batches, start dates and timings",
      keywords:
        "batch schedule timings start date next batch weekend weekday evening class time slots calendar new batch",
      text: `${t.batchCalendarCopy.lead} ${slots(WEEKDAY_SLOTS)} ${slots(WEEKEND_SLOTS)} ${t.batchCalendarCopy.whatsappText}`,
      answer: [
        `${t.batchCalendarCopy.lead}`,
        "",
        bullets([`**Weekday evenings:** ${slots(WEEKDAY_SLOTS)}`, `**Weekends:** ${slots(WEEKEND_SLOTS)}`]),
        "",
        "CCIE and CISSP batches always run on weekends. The Batch Calendar page lists each course's next start date. For a custom batch or corporate training, message us on WhatsApp (the Enquire Now button).",
      ].join("\n"),
      sources: [pageSource("/it-training/batch-calendar")],
    },
    cardsDoc(
      "lab",
      "Lab infrastructure: racks, virtual labs and 24/7 remote access",
      "lab rack practice remote hardware eve-ng cml equipment devices",
      t.labFeatures,
      pageSource("/it-training/lab-infrastructure"),
      t.labIntro.lead,
    ),
    cardsDoc(
      "training-model",
      "Training model: concept, lab, real-world scenarios, exam readiness",
      "methodology teaching method how classes work approach",
      t.trainingMethodology,
      pageSource("/it-training/training-model"),
      t.trainingModelIntro.lead,
    ),
    {
      id: "training-week",
      title: "A typical week in a weekday batch",
      keywords: "week routine daily class hours",
      text: t.trainingWeek.map((w) => `${w.day} ${w.activity}`).join(". "),
      answer: `A typical week in a weekday batch:\n\n${bullets(t.trainingWeek.map((w) => `**${w.day}:** ${w.activity}`))}`,
      sources: [pageSource("/it-training/training-model")],
    },
    cardsDoc(
      "b2b",
      "B2B trainer solutions for institutes and corporates",
      "corporate training white label trainers institutes b2b team upskilling company employees",
      t.b2bBenefits,
      pageSource("/it-training/b2b-trainer-solutions"),
      `${t.b2bIntro.lead} ${t.b2bCta.text}`,
    ),
    cardsDoc(
      "b2b-expertise",
      "Technologies our corporate trainers deliver",
      "aws azure cloud networking corporate trainer expertise",
      t.b2bExpertise,
      pageSource("/it-training/b2b-trainer-solutions"),
    ),
    cardsDoc(
      "pricing-inclusions",
      "What every course fee includes",
      "included inclusions emi payment pass support recordings mock exams fees price",
      pricingInclusions,
      pageSource("/it-training/plans-pricing", "included"),
      "Every course fee (per learner, excluding 18% GST; vendor exam vouchers are paid separately) includes:",
    ),
    {
      id: "pricing-overview",
      title: "Plans & pricing: all course fees",
      keywords: "price fees cost list all courses plans tracks rupees gst discount",
      text: `Every fee is per learner and excludes 18% GST. ${catalogue.tracks.map((t) => t.title).join(", ")}. ${catalogue.courses
        .map((c) => `${c.name} ${c.price}`)
        .join(", ")}`,
      answer: [
        "Course fees are per learner in rupees, excluding 18% GST (exam vouchers are paid to the vendor):",
        "",
        bullets(
          catalogue.tracks.map(
            (t) =>
              `**${t.title}:** ${trackCourses(catalogue, t.courseIds)
                .map((c) => `${c.name} ${c.price}`)
                .join(", ")}`,
          ),
        ),
      ].join("\n"),
      sources: [pageSource("/it-training/plans-pricing")],
    },
    ...t.trainingExplore.map((tile) => ({
      id: `tile-${tile.href}`,
      title: tile.title,
      keywords: "",
      text: tile.description,
      answer: `**${tile.title}**: ${tile.description}`,
      sources: [hrefSource(tile.href)],
    })),
  ];
}

function serviceAreaDocs(): SiteDoc[] {
  const s = services;
  return [
    {
      id: "ai-overview",
      title: "AI Solutions and services",
      keywords: "ai artificial intelligence services solutions genai llm",
      text: [...s.aiIntro, ...s.aiExplore.map((e) => `${e.title} ${e.description}`)].join(" "),
      answer: `${s.aiIntro[0]}\n\n${bullets(s.aiExplore.slice(0, 4).map((e) => `**${e.title}**: ${e.description}`))}`,
      sources: [pageSource("/ai-solutions")],
    },
    cardsDoc(
      "ai-benefits",
      "What AI brings to your business",
      "benefits ai value",
      s.aiBenefits,
      pageSource("/ai-solutions", "ai-benefits"),
    ),
    cardsDoc(
      "automation-process",
      "How we deliver AI automation projects",
      "process steps pilot timeline weeks",
      s.automationProcess,
      pageSource("/ai-solutions/business-automation"),
    ),
    cardsDoc(
      "intelligence-benefits",
      "Data intelligence benefits",
      "data privacy sources multilingual tamil hindi",
      s.intelligenceBenefits,
      pageSource("/ai-solutions/data-intelligence"),
    ),
    cardsDoc(
      "platform-benefits",
      "AI platform benefits",
      "platform secure cost",
      s.platformBenefits,
      pageSource("/ai-solutions/products-platforms"),
    ),
    cardsDoc(
      "strategy-process",
      "AI strategy process",
      "strategy consulting process",
      s.strategyProcess,
      pageSource("/ai-solutions/strategy-partnership"),
    ),
    ...serviceDocs(s.automationServices, "/ai-solutions/business-automation", {
      "ai-agents-automation": "agents automation workflow rpa crm erp",
      "ai-chatbot-for-support-centers": "chatbot bot customer support helpdesk whatsapp bot warranty",
      "ai-network-automation": "aiops log analysis syslog network operations",
    }),
    ...serviceDocs(s.intelligenceServices, "/ai-solutions/data-intelligence", {
      "enterprise-knowledge-portals-rag": "rag knowledge base document search q&a",
      "generative-ai-content-factory": "content generation social media posts marketing copy",
      "ai-analytics-forecasting": "analytics forecasting prediction dashboards",
    }),
    ...serviceDocs(s.platformServices, "/ai-solutions/products-platforms", {
      "ai-as-a-service-platform": "aiaas api subscription monthly",
      "no-code-ai-tools": "no code nocode low code builder",
    }),
    ...serviceDocs(s.strategyServices, "/ai-solutions/strategy-partnership", {
      "ai-readiness-assessment": "assessment readiness consulting audit",
      "ai-roadmap-governance": "roadmap governance policy dpdp",
      "co-innovation-partnership": "partnership partner joint",
    }),
    ...Object.values(s.demos).map((d) => ({
      id: `demo-${d.id}`,
      title: `${d.title} demo`,
      keywords: "demo try live example",
      text: d.description,
      answer: `Try the **${d.title}** demo: ${d.description}`,
      sources: [hrefSource(d.path), hrefSource(d.servicePath)],
    })),
    {
      id: "it-overview",
      title: "IT & Digital Solutions",
      keywords: "it services digital solutions infrastructure",
      text: [...s.itIntro, ...s.itExplore.map((e) => `${e.title} ${e.description}`)].join(" "),
      answer: `${s.itIntro[0]}\n\n${bullets(s.itExplore.map((e) => `**${e.title}**: ${e.description}`))}`,
      sources: [pageSource("/it-digital-solutions")],
    },
    cardsDoc(
      "it-benefits",
      "Why businesses choose Arivu for IT",
      "why choose support pricing",
      s.itBenefits,
      pageSource("/it-digital-solutions", "it-benefits"),
    ),
    cardsDoc(
      "infra-lifecycle",
      "IT infrastructure lifecycle",
      "infrastructure design planning implementation support data centre",
      s.infrastructureLifecycle,
      pageSource("/it-digital-solutions/it-infrastructure"),
    ),
    ...serviceDocs(s.infrastructureServices, "/it-digital-solutions/it-infrastructure", {
      "enterprise-networking": "lan wifi office network setup installation",
      "network-security": "firewall deployment vpn security audit",
      "servers-storage": "server storage backup vmware",
    }),
    ...serviceDocs(s.digitalServices, "/it-digital-solutions/digital-solutions", {
      "website-builder": "website web design development ecommerce online store price",
      "digital-marketing": "seo marketing ads social media leads",
      "workspace-productivity-suite": "google workspace microsoft 365 office email",
    }),
    cardsDoc(
      "digital-process",
      "How we deliver digital projects",
      "process steps",
      s.digitalProcess,
      pageSource("/it-digital-solutions/digital-solutions"),
    ),
    cardsDoc(
      "hosting-benefits",
      "Managed cloud hosting benefits",
      "hosting uptime sla backups support security",
      s.hostingBenefits,
      pageSource("/it-digital-solutions/cloud-hosting"),
    ),
    ...serviceDocs(s.hostingServices, "/it-digital-solutions/cloud-hosting", {
      "managed-website-hosting": "web hosting wordpress price",
      "cloud-servers": "vps cloud server vm price",
      "business-email-hosting": "email hosting mail price",
    }),
  ];
}

function homeDocs(hero: SiteContent["hero"]): SiteDoc[] {
  return [
    ...expertiseCards.map((c) => ({
      id: `expertise-${c.id}`,
      title: c.title,
      keywords: "",
      text: `${c.description} ${c.highlights.join(". ")}`,
      answer: `**${c.title}**: ${c.description}\n\n${bullets(c.highlights)}`,
      sources: [hrefSource(c.href)],
    })),
    // The slides' edited text, each leading where its slide's button does.
    ...hero.map((h, i) => ({
      id: `hero-${i}`,
      title: h.title,
      keywords: h.supertitle,
      text: h.subtitle,
      answer: `**${h.title}**: ${h.subtitle}`,
      sources: [hrefSource(heroSlides[i]?.ctaLink ?? "/")],
    })),
  ];
}

/** The site's pages themselves, so a question naming a page finds it. */
function pageDocs(): SiteDoc[] {
  return pages.map((p) => ({
    id: `page-${p.path}`,
    title: p.label,
    keywords: "page",
    text: p.label,
    answer: `See our **${p.label}** page.`,
    sources: [pageSource(p.path)],
    weak: true,
  }));
}

/** The passages of the site with the content the company edits (fees, FAQs, contact details, testimonials, hero text). */
export function buildDocuments(content: SiteContent, catalogue: LiveCatalogue): SiteDoc[] {
  return [
    ...courseDocs(catalogue),
    ...trackDocs(catalogue),
    ...trainingDocs(catalogue),
    ...faqDocs(content.faqs),
    ...serviceAreaDocs(),
    ...companyDocs(content),
    ...homeDocs(content.hero),
    ...legalDocs(),
    ...pageDocs(),
  ];
}

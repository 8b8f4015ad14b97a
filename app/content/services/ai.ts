import type { InfoCard, LinkTile, ServicePageContent } from "#app/content/schema.ts";

/** AI Solutions overview. */

export const aiIntro = [
  "Arivu Technologies builds practical AI for businesses in India, the Middle East and Asia Pacific: agents that take work off your teams, chatbots that answer customers in English, Tamil and Hindi, and knowledge portals that find the right answer in your own documents.",
  "Our engineers come from networking, security and support operations, so we start from your real processes and systems (ticketing, CRM, ERP, network monitoring) and ship measurable results in weeks, not a slide deck.",
];

export const aiBenefits: InfoCard[] = [
  {
    iconClass: "Zap",
    title: "Operational Efficiency",
    description:
      "Automate repetitive tickets, reports and data entry so your people spend their time on work that needs judgement.",
  },
  {
    iconClass: "LineChart",
    title: "Data-Driven Insights",
    description:
      "Turn logs, documents and transaction data into clear answers and forecasts your managers can act on.",
  },
  {
    iconClass: "Headset",
    title: "Better Customer Experience",
    description:
      "Answer customers instantly, round the clock, with consistent answers drawn from your own policies and records.",
  },
  {
    iconClass: "Lightbulb",
    title: "Faster Innovation",
    description:
      "Prototype new AI-powered products and services quickly on proven platforms, without building everything from scratch.",
  },
];

export const aiExplore: LinkTile[] = [
  {
    href: "/ai-solutions/business-automation",
    iconClass: "Workflow",
    title: "Business Automation",
    description: "AI agents, support-centre chatbots and network automation.",
  },
  {
    href: "/ai-solutions/data-intelligence",
    iconClass: "Database",
    title: "Data Intelligence",
    description: "Enterprise knowledge portals (RAG) and a generative AI content factory.",
  },
  {
    href: "/ai-solutions/products-platforms",
    iconClass: "Layers",
    title: "Products & Platforms",
    description: "AI-as-a-Service, no-code AI tools and custom AI agents.",
  },
  {
    href: "/ai-solutions/strategy-partnership",
    iconClass: "Target",
    title: "Strategy & Partnership",
    description: "Readiness assessment, roadmap and governance, co-innovation.",
  },
  {
    href: "/ai-solutions/demo-warranty-bot",
    iconClass: "Sparkles",
    title: "Live Demos",
    description: "Try our warranty bot, log analyzer, document Q&A and content generator.",
  },
];

export const aiPage: ServicePageContent = {
  path: "/ai-solutions",
  title: "AI Solutions",
  description:
    "AI agents, support-centre chatbots, network automation, enterprise knowledge portals (RAG) and generative AI from Arivu Technologies, Chennai. Try our live demos.",
  eyebrow: "AI Transformation",
  lead: "Practical AI that automates work, unlocks your data and serves your customers better.",
  sections: [
    { kind: "paragraphs", id: "ai-intro", title: "AI Built Around Your Business", paragraphs: aiIntro },
    { kind: "info", id: "ai-benefits", title: "What AI Brings to Your Business", cards: aiBenefits },
    { kind: "tiles", id: "explore-ai-services", title: "Explore Our AI Services", tiles: aiExplore },
    { kind: "slot", id: "ai-faq", title: "AI Services FAQ" },
  ],
};

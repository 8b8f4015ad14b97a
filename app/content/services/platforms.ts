import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** AI Solutions: products and platforms. */

export const platformServices: ServiceCard[] = [
  {
    id: "ai-as-a-service-platform",
    iconClass: "Cloud",
    title: "AI-as-a-Service Platform",
    description:
      "Managed AI capabilities (chat, document search, summarisation, speech-to-text) available through secure APIs, billed monthly in rupees.",
    examples: [
      "Hosted in Indian data centres for data residency",
      "Usage dashboards and spending caps per department",
      "Model upgrades handled by our team",
    ],
  },
  {
    id: "no-code-ai-tools",
    iconClass: "Layers",
    title: "No-Code AI Tools",
    description:
      "Drag-and-drop builders for chatbots, form processing and approval workflows that your business teams can run without writing code.",
    examples: [
      "Chatbot builder trained on your FAQ and documents",
      "Invoice and form data extraction to Excel or Google Sheets",
      "Approval workflows with WhatsApp and email notifications",
    ],
  },
  {
    id: "custom-ai-agents",
    iconClass: "Bot",
    title: "Custom AI Agents",
    description:
      "Agents designed around one of your processes, built on the model that fits its cost and accuracy needs, and integrated with your tools.",
    examples: [
      "Sales assistant that drafts quotations from your price list",
      "IT helpdesk agent that resets passwords and unlocks accounts",
      "Procurement agent that compares vendor quotes",
    ],
  },
];

export const platformBenefits: InfoCard[] = [
  {
    iconClass: "Rocket",
    title: "Live in Weeks",
    description: "Start from proven building blocks instead of a blank project.",
  },
  {
    iconClass: "ShieldCheck",
    title: "Secure by Default",
    description: "Single sign-on, audit logs and encryption at rest on every deployment.",
  },
  {
    iconClass: "LineChart",
    title: "Predictable Cost",
    description: "Monthly plans with usage caps, so a busy month never surprises your finance team.",
  },
];

export const platformsPage: ServicePageContent = {
  path: "/ai-solutions/products-platforms",
  title: "Products & Platforms",
  description:
    "AI-as-a-Service platform, no-code AI tools and custom AI agents from Arivu Technologies, Chennai, hosted in India with monthly plans in rupees.",
  eyebrow: "AI Solutions",
  lead: "Ready-to-use AI platforms and tools, and custom agents built on them for your processes.",
  sections: [
    { kind: "services", id: "platform-services", title: "Platform Services", cards: platformServices },
    {
      kind: "info",
      id: "platform-benefits",
      title: "Why Our Platforms",
      cards: platformBenefits,
      columns: 3,
    },
  ],
  cta: {
    title: "Find the right platform",
    text: "Tell us what you want AI to do for your teams, and we will recommend a platform plan or a custom agent.",
    label: "Discuss Your Business Solution Project",
  },
};

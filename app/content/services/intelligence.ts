import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** AI Solutions: data intelligence. */

export const intelligenceServices: ServiceCard[] = [
  {
    id: "enterprise-knowledge-portals-rag",
    iconClass: "BookOpen",
    title: "Enterprise Knowledge Portals (RAG)",
    description:
      "Ask questions in plain language and get answers grounded in your policies, manuals and contracts, with a link to the source paragraph.",
    examples: [
      "HR and finance policy assistant for employees",
      "Product manual search for field engineers",
      "Contract and tender clause lookup for legal teams",
    ],
    demoLink: "/ai-solutions/demo-document-qa",
  },
  {
    id: "generative-ai-content-factory",
    iconClass: "Sparkles",
    title: "Generative AI Content Factory",
    description:
      "On-brand social posts, product descriptions and campaign drafts at scale, reviewed by your marketing team before anything is published.",
    examples: [
      "Weekly LinkedIn and Instagram posts in your brand voice",
      "Product descriptions for e-commerce catalogues",
      "Email campaign variants for A/B testing",
    ],
    demoLink: "/ai-solutions/demo-content-generator",
  },
  {
    id: "ai-analytics-forecasting",
    iconClass: "LineChart",
    title: "AI Analytics & Forecasting",
    description:
      "Demand, churn and capacity forecasts from your sales and operations data, explained in dashboards your managers already use.",
    examples: [
      "Inventory demand forecasting for distributors",
      "Customer churn signals for subscription businesses",
      "Network capacity planning from traffic history",
    ],
  },
];

export const intelligenceBenefits: InfoCard[] = [
  {
    iconClass: "Lock",
    title: "Your Data Stays Yours",
    description:
      "Deployed in your cloud tenancy or on-premises in India, with role-based access to every document.",
  },
  {
    iconClass: "CheckCircle2",
    title: "Answers With Sources",
    description: "Every answer cites the document it came from, so staff can verify before they act.",
  },
  {
    iconClass: "Globe",
    title: "Multilingual",
    description: "Ask in English, Tamil, Hindi or Arabic and get answers from English source documents.",
  },
];

export const intelligencePage: ServicePageContent = {
  path: "/ai-solutions/data-intelligence",
  title: "Data Intelligence",
  description:
    "Enterprise knowledge portals (RAG), a generative AI content factory and AI forecasting from Arivu Technologies, Chennai. Try the document Q&A and content generator demos.",
  eyebrow: "AI Solutions",
  lead: "Answers from your own documents, content at scale and forecasts you can act on.",
  sections: [
    {
      kind: "services",
      id: "intelligence-services",
      title: "Intelligence Services",
      cards: intelligenceServices,
    },
    {
      kind: "info",
      id: "intelligence-benefits",
      title: "Built for Enterprise Data",
      cards: intelligenceBenefits,
      columns: 3,
    },
    {
      kind: "slot",
      id: "live-demos",
      title: "Live Demos",
      intro: "Ask a policy question or generate a social post.",
    },
  ],
  cta: {
    title: "Put your data to work",
    text: "Share the documents or data your teams search most often, and we will plan a knowledge portal or analytics pilot around them.",
    label: "Discuss Your Business Solution Project",
  },
};

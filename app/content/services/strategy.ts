import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** AI Solutions: strategy and partnership. */

export const strategyServices: ServiceCard[] = [
  {
    id: "ai-readiness-assessment",
    iconClass: "CheckCircle2",
    title: "AI Readiness Assessment",
    description:
      "A two-week review of your data, systems, skills and processes that ends with a ranked list of AI opportunities and their expected return.",
    examples: [
      "Data quality and availability review",
      "Interviews with business and IT leaders",
      "Top five use cases with effort and benefit estimates",
    ],
  },
  {
    id: "ai-roadmap-governance",
    iconClass: "Target",
    title: "AI Roadmap & Governance",
    description:
      "A 12 to 18 month roadmap, with the policies that keep AI use safe: acceptable use, data privacy under India's DPDP Act, model risk and review.",
    examples: [
      "Phased roadmap with budgets and owners",
      "AI usage policy and approval process",
      "Responsible AI checklist for every new project",
    ],
  },
  {
    id: "co-innovation-partnership",
    iconClass: "Users",
    title: "Co-Innovation Partnership",
    description:
      "We build new AI products with you: shared engineering teams, joint go-to-market across India, the Middle East and Asia Pacific.",
    examples: [
      "Joint proof of concept with shared investment",
      "White-label AI solutions for your customers",
      "Team upskilling through our AI training programs",
    ],
  },
];

export const strategyProcess: InfoCard[] = [
  {
    iconClass: "Users",
    title: "Assess",
    description: "Workshops with your leadership and teams to understand goals, data and constraints.",
  },
  {
    iconClass: "Target",
    title: "Prioritise",
    description: "Score each use case on value, feasibility and risk, and pick the first two to build.",
  },
  {
    iconClass: "FileText",
    title: "Plan & Govern",
    description: "Roadmap, budget, policies and the review board that approves each step.",
  },
  {
    iconClass: "Rocket",
    title: "Deliver Together",
    description: "Build, measure and scale with a joint team, reporting progress monthly.",
  },
];

export const strategyPage: ServicePageContent = {
  path: "/ai-solutions/strategy-partnership",
  title: "Strategy & Partnership",
  description:
    "AI readiness assessment, AI roadmap and governance, and co-innovation partnerships from Arivu Technologies, Chennai.",
  eyebrow: "AI Solutions",
  lead: "Know where AI pays off, adopt it safely, and build new AI products together with us.",
  sections: [
    {
      kind: "services",
      id: "strategy-services",
      title: "Strategy and Partner Services",
      cards: strategyServices,
    },
    {
      kind: "info",
      id: "strategy-process",
      title: "How We Work With You",
      cards: strategyProcess,
      numbered: true,
    },
  ],
  cta: {
    title: "Plan your AI journey",
    text: "Start with a two-week readiness assessment, or talk to us about a co-innovation partnership.",
    label: "Discuss Your Business Solution Project",
  },
};

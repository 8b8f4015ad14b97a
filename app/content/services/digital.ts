import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** IT & Digital Solutions: digital solutions. */

export const digitalServices: ServiceCard[] = [
  {
    id: "website-builder",
    iconClass: "Code2",
    title: "Website Builder",
    description:
      "Fast, mobile-first websites and online stores that you can update yourself, built for search engines and Indian payment gateways.",
    examples: [
      "Business websites from ₹24,999",
      "E-commerce with Razorpay and UPI payments",
      "Hosting, SSL and maintenance included for the first year",
    ],
  },
  {
    id: "digital-marketing",
    iconClass: "Megaphone",
    title: "Digital Marketing",
    description:
      "Search, social and content marketing that brings enquiries, with monthly reports on leads and cost per lead.",
    examples: [
      "Google Search and Maps optimisation",
      "Google Ads and Meta Ads campaigns",
      "LinkedIn and Instagram content calendars",
    ],
  },
  {
    id: "workspace-productivity-suite",
    iconClass: "Monitor",
    title: "Workspace Productivity Suite",
    description:
      "Business email, documents, video meetings and shared drives on Google Workspace or Microsoft 365, set up and migrated for you.",
    examples: [
      "Email on your own domain with migration from old mailboxes",
      "Device and security policies for staff laptops and phones",
      "User training and ongoing admin support",
    ],
  },
];

export const digitalProcess: InfoCard[] = [
  {
    iconClass: "MessageSquare",
    title: "Understand",
    description: "A short call to learn your business, customers and goals.",
  },
  {
    iconClass: "FileText",
    title: "Propose",
    description: "A fixed-price proposal with scope, timeline and deliverables.",
  },
  {
    iconClass: "Code2",
    title: "Build & Launch",
    description: "Design, build and launch with your review at every milestone.",
  },
  {
    iconClass: "LineChart",
    title: "Grow",
    description: "Monthly reports and improvements based on real visitor and lead data.",
  },
];

export const digitalPage: ServicePageContent = {
  path: "/it-digital-solutions/digital-solutions",
  title: "Digital Solutions",
  description:
    "Website builder, digital marketing and workspace productivity suite (Google Workspace, Microsoft 365) from Arivu Technologies, Chennai.",
  eyebrow: "IT & Digital Solutions",
  lead: "A website that brings enquiries, marketing that reaches the right customers, and tools your team works better with.",
  sections: [
    { kind: "services", id: "digital-services", title: "Our Digital Services", cards: digitalServices },
    {
      kind: "info",
      id: "digital-process",
      title: "How a Project Runs",
      cards: digitalProcess,
      numbered: true,
    },
  ],
  cta: {
    title: "Grow your business online",
    text: "Tell us about your business and goals, and get a fixed-price proposal within two working days.",
    label: "Discuss Your Business Solution Project",
  },
};

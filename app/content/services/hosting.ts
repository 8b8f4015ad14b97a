import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** IT & Digital Solutions: cloud hosting. */

export const hostingBenefits: InfoCard[] = [
  {
    iconClass: "CheckCircle2",
    title: "99.9% Uptime SLA",
    description: "Redundant servers, power and network, backed by a 99.9% uptime service level agreement.",
  },
  {
    iconClass: "Lock",
    title: "Managed Security",
    description: "Firewall, malware scanning, free SSL certificates and OS patching handled by our team.",
  },
  {
    iconClass: "Database",
    title: "Daily Backups",
    description: "Automatic daily backups kept for 30 days, with one-click restore on request.",
  },
  {
    iconClass: "Headset",
    title: "24/7 Local Support",
    description: "Support by phone, email and WhatsApp from engineers in Chennai, any time of day.",
  },
];

export const hostingServices: ServiceCard[] = [
  {
    id: "managed-website-hosting",
    iconClass: "Globe",
    title: "Managed Website Hosting",
    description: "Hosting for business websites and WordPress, tuned for speed.",
    examples: ["From ₹799 per month", "Free SSL and CDN", "Staging site for safe updates"],
  },
  {
    id: "cloud-servers",
    iconClass: "Server",
    title: "Managed Cloud Servers",
    description: "Virtual servers in Indian data centres for your applications and databases.",
    examples: ["From ₹2,499 per month", "Scale CPU and memory on demand", "Monitoring and patching included"],
  },
  {
    id: "business-email-hosting",
    iconClass: "MessageSquare",
    title: "Business Email Hosting",
    description: "Reliable email on your domain with spam and virus protection.",
    examples: ["From ₹99 per user per month", "Webmail and mobile apps", "Migration from your old provider"],
  },
];

export const hostingPage: ServicePageContent = {
  path: "/it-digital-solutions/cloud-hosting",
  title: "Cloud Hosting",
  description:
    "Managed cloud hosting in Indian data centres with a 99.9% uptime SLA, managed security, daily backups and 24/7 support from Chennai.",
  eyebrow: "IT & Digital Solutions",
  lead: "Managed hosting for websites, applications and email, backed by a 99.9% uptime SLA.",
  sections: [
    { kind: "info", id: "hosting-benefits", title: "Why Host With Us", cards: hostingBenefits },
    { kind: "services", id: "hosting-services", title: "Hosting Services", cards: hostingServices },
  ],
  cta: {
    title: "Need more than a standard plan?",
    text: "Tell us about your traffic, applications and compliance needs, and we will size a hosting plan for you.",
    label: "Get a Custom Hosting Quote",
  },
};

import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** AI Solutions: business automation. */

export const automationServices: ServiceCard[] = [
  {
    id: "ai-agents-automation",
    iconClass: "Bot",
    title: "AI Agents for Business Automation",
    description:
      "Agents that read emails, forms and tickets, decide the next step and act in your systems, with a human approving anything sensitive.",
    examples: [
      "Purchase-order and invoice matching against Tally or SAP",
      "Lead qualification and CRM updates from website enquiries",
      "HR onboarding checklists across email, HRMS and IT",
    ],
  },
  {
    id: "ai-chatbot-for-support-centers",
    iconClass: "MessageSquare",
    title: "AI Chatbot for Support Centers",
    description:
      "A multilingual chatbot for your website, WhatsApp and helpdesk that resolves routine queries and hands over to an agent with the full context.",
    examples: [
      "Warranty and order-status lookups by serial or order number",
      "First-level troubleshooting from your knowledge base",
      "Ticket creation in Freshdesk, Zoho Desk or ServiceNow",
    ],
    demoLink: "/ai-solutions/demo-warranty-bot",
  },
  {
    id: "ai-network-automation",
    iconClass: "Network",
    title: "AI Network Automation",
    description:
      "AI-assisted operations for enterprise networks: log and alert analysis in plain English, configuration checks and automated remediation runbooks.",
    examples: [
      "Syslog and firewall log explanation for Cisco, FortiGate and Palo Alto",
      "Configuration compliance checks before every change window",
      "Python and Ansible runbooks triggered from monitoring alerts",
    ],
    demoLink: "/ai-solutions/demo-log-analyzer",
  },
];

export const automationProcess: InfoCard[] = [
  {
    iconClass: "Target",
    title: "Discover",
    description: "We map one high-volume process with your team and agree the metric that defines success.",
  },
  {
    iconClass: "Rocket",
    title: "Pilot",
    description: "A working pilot on your own data within 4 to 6 weeks, tested with real users.",
  },
  {
    iconClass: "Workflow",
    title: "Integrate",
    description: "We connect the solution to your ticketing, CRM and identity systems, with audit logs.",
  },
  {
    iconClass: "LineChart",
    title: "Scale & Support",
    description: "Roll-out across teams, monitoring of accuracy and cost, and monthly improvement reviews.",
  },
];

export const automationPage: ServicePageContent = {
  path: "/ai-solutions/business-automation",
  title: "Business Automation",
  description:
    "AI agents for business automation, AI chatbots for support centres and AI network automation from Arivu Technologies, Chennai. Try the warranty bot and log analyzer demos.",
  eyebrow: "AI Solutions",
  lead: "AI agents and chatbots that take routine work off your teams, and AI that keeps your network running.",
  sections: [
    { kind: "services", id: "automation-services", title: "Automation Services", cards: automationServices },
    {
      kind: "info",
      id: "automation-process",
      title: "How We Deliver Automation",
      cards: automationProcess,
      numbered: true,
    },
    {
      kind: "slot",
      id: "live-demos",
      title: "Live Demos",
      intro: "Try two of our automation solutions right here, with sample data.",
    },
  ],
  cta: {
    title: "Ready to automate?",
    text: "Tell us which process costs your team the most time, and we will show you what AI can do with it.",
    label: "Discuss Your Business Solution Project",
  },
};

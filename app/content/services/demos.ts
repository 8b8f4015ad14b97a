import type { DemoId, DemoInfo } from "#app/content/schema.ts";

/** The live AI demos. */

export const demos: Record<DemoId, DemoInfo> = {
  "warranty-bot": {
    id: "warranty-bot",
    title: "AI Warranty Bot",
    description:
      "Enter a device serial number to check its warranty status, as a support-centre chatbot would. Try one of the example serials below.",
    path: "/ai-solutions/demo-warranty-bot",
    servicePath: "/ai-solutions/business-automation#ai-chatbot-for-support-centers",
    serviceLabel: "AI Chatbot for Support Centers",
    production: [
      "In production the bot looks the serial up in your ERP, asset register or the vendor's warranty API, instead of the three sample records used here.",
      "It runs on your website, WhatsApp and helpdesk, opens a ticket when a warranty has expired, and offers renewal or paid support options.",
    ],
  },
  "log-analyzer": {
    id: "log-analyzer",
    title: "AI Log Analyzer",
    description:
      "Paste a syslog or firewall log line and get a plain-English explanation: timestamp, device, severity, action, protocol, source and destination, likely cause and impact.",
    path: "/ai-solutions/demo-log-analyzer",
    servicePath: "/ai-solutions/business-automation#ai-network-automation",
    serviceLabel: "AI Network Automation",
    production: [
      "In production the analyzer reads logs straight from your syslog server or SIEM and groups related events into one incident.",
      "It explains each incident to the on-call engineer and can trigger an approved remediation runbook.",
    ],
  },
  "document-qa": {
    id: "document-qa",
    title: "Document Q&A",
    description:
      "Ask a question about a sample HR leave policy. The assistant answers only from the document, and says so when the answer is not in it.",
    path: "/ai-solutions/demo-document-qa",
    servicePath: "/ai-solutions/data-intelligence#enterprise-knowledge-portals-rag",
    serviceLabel: "Enterprise Knowledge Portals (RAG)",
    production: [
      "In production the portal indexes thousands of your policies, manuals and contracts, respecting who may read which document.",
      "Every answer links to the paragraph it came from, and unanswered questions are reported so the documents can be improved.",
    ],
  },
  "content-generator": {
    id: "content-generator",
    title: "AI Content Generator",
    description:
      "Enter a topic and pick a tone to get a short social media post with hashtags, ready for review.",
    path: "/ai-solutions/demo-content-generator",
    servicePath: "/ai-solutions/data-intelligence#generative-ai-content-factory",
    serviceLabel: "Generative AI Content Factory",
    production: [
      "In production the generator learns your brand voice from past posts and writes for each channel's length and style.",
      "Drafts go into an approval queue for your marketing team, and approved posts are scheduled automatically.",
    ],
  },
};

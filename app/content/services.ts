import type { DemoId, DemoInfo, InfoCard, LinkTile, ServiceCard } from "./schema";

/**
 * AI Solutions and IT & Digital Solutions: service cards (their ids are the page anchors
 * that search results and menus link to), benefit and process cards, and the live demos.
 */

// ---------------------------------------------------------------- AI Solutions overview

export const aiIntro = [
  "Arivu Technologies builds practical AI for businesses in India, the Middle East and Asia Pacific: agents that take work off your teams, chatbots that answer customers in English, Tamil and Hindi, and knowledge portals that find the right answer in your own documents.",
  "Our engineers come from networking, security and support operations, so we start from your real processes and systems (ticketing, CRM, ERP, network monitoring) and ship measurable results in weeks, not a slide deck.",
];

export const aiBenefits: InfoCard[] = [
  {
    iconClass: "Zap",
    title: "Operational Efficiency",
    description: "Automate repetitive tickets, reports and data entry so your people spend their time on work that needs judgement.",
  },
  {
    iconClass: "LineChart",
    title: "Data-Driven Insights",
    description: "Turn logs, documents and transaction data into clear answers and forecasts your managers can act on.",
  },
  {
    iconClass: "Headset",
    title: "Better Customer Experience",
    description: "Answer customers instantly, round the clock, with consistent answers drawn from your own policies and records.",
  },
  {
    iconClass: "Lightbulb",
    title: "Faster Innovation",
    description: "Prototype new AI-powered products and services quickly on proven platforms, without building everything from scratch.",
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

// ---------------------------------------------------------------- AI Solutions sub pages

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
    description: "Deployed in your cloud tenancy or on-premises in India, with role-based access to every document.",
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

// ---------------------------------------------------------------- Live demos

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

// ---------------------------------------------------------------- IT & Digital Solutions

export const itIntro = [
  "From the network in your office to the website your customers see, Arivu Technologies designs, builds and runs the IT your business depends on.",
  "Our engineers hold CCNP, CCIE, Fortinet and Palo Alto certifications and support businesses across Chennai, Bengaluru, Dubai and Singapore.",
];

export const itExplore: LinkTile[] = [
  {
    href: "/it-digital-solutions/it-infrastructure",
    iconClass: "Server",
    title: "IT Infrastructure",
    description: "Design, planning, implementation and operation support for networks, security and data centres.",
  },
  {
    href: "/it-digital-solutions/digital-solutions",
    iconClass: "Globe",
    title: "Digital Solutions",
    description: "Website builder, digital marketing and a workspace productivity suite.",
  },
  {
    href: "/it-digital-solutions/cloud-hosting",
    iconClass: "Cloud",
    title: "Cloud Hosting",
    description: "Managed hosting in Indian data centres with a 99.9% uptime SLA.",
  },
];

export const itBenefits: InfoCard[] = [
  {
    iconClass: "Award",
    title: "Certified Engineers",
    description: "The same CCIE-level experts who teach our certification batches work on your projects.",
  },
  {
    iconClass: "Briefcase",
    title: "One Partner",
    description: "Network, security, cloud, website and marketing from one team, with one point of contact.",
  },
  {
    iconClass: "Clock",
    title: "24/7 Support",
    description: "Round-the-clock monitoring and support from our Chennai operations centre.",
  },
  {
    iconClass: "LineChart",
    title: "Transparent Pricing",
    description: "Fixed-price projects and monthly plans in rupees, with no hidden charges.",
  },
];

export const infrastructureLifecycle: InfoCard[] = [
  {
    iconClass: "Layers",
    title: "Design & Architecture",
    description:
      "Network, security and data-centre designs sized for your users and growth: LAN, WAN, SD-WAN, Wi-Fi, firewalls and high availability.",
  },
  {
    iconClass: "Target",
    title: "Planning & Strategy",
    description:
      "Bill of materials, vendor comparison, migration plan and budget, aligned with your business timelines and compliance needs.",
  },
  {
    iconClass: "Wrench",
    title: "Implementation",
    description:
      "Installation, configuration and cut-over by certified engineers, tested and documented, with minimal downtime.",
  },
  {
    iconClass: "LifeBuoy",
    title: "Operation Support",
    description:
      "24/7 monitoring, incident response, patching and quarterly health reports under an agreed service level.",
  },
];

export const infrastructureServices: ServiceCard[] = [
  {
    id: "enterprise-networking",
    iconClass: "Network",
    title: "Enterprise Networking",
    description: "Campus, branch and data-centre networks on Cisco, Aruba and Juniper.",
    examples: ["LAN and Wi-Fi for offices and campuses", "SD-WAN for multi-branch businesses", "Data-centre switching"],
  },
  {
    id: "network-security",
    iconClass: "ShieldCheck",
    title: "Network Security",
    description: "Next-generation firewalls, VPNs and secure remote access.",
    examples: ["FortiGate and Palo Alto deployments", "Site-to-site and remote-access VPN", "Firewall rule audits"],
  },
  {
    id: "servers-storage",
    iconClass: "HardDrive",
    title: "Servers & Storage",
    description: "Virtualised servers, storage and backup for your critical applications.",
    examples: ["VMware and Proxmox virtualisation", "NAS and SAN storage", "Backup and disaster recovery"],
  },
];

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

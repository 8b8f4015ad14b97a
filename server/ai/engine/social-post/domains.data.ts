import type { ContentTone } from "#server/ai/types.ts";

/**
 * Phrase banks for the social post generator, one per subject area. Facts are single sentences
 * with no inner full stops, so sentence counts stay exact; `keys` steer a fact to topics that
 * mention one of those words.
 */
export type DomainId =
  | "networking"
  | "security"
  | "cloud"
  | "ai"
  | "automation"
  | "data"
  | "careers"
  | "events"
  | "company"
  | "generic";

export type Fact = { text: string; keys?: string[] };

/** One-sentence openers by tone, for domains where the topic reads as news rather than a subject. */
export type Openers = Record<ContentTone, string[]>;

export type Domain = {
  id: DomainId;
  /** Lower-case words or phrases that signal the domain in a topic. */
  keywords: string[];
  field: string;
  audience: string;
  principle: string;
  /** Used in place of the topic when there is none to use. */
  subject: string;
  facts: Fact[];
  /** Verb phrases that complete "to …", "let's …" and "you'll …". */
  actions: string[];
  tags: string[];
  emoji: string;
  openers?: Openers;
};

export const domains: Domain[] = [
  {
    id: "events",
    keywords: [
      "webinar",
      "workshop",
      "batch",
      "batches",
      "event",
      "session",
      "bootcamp",
      "meetup",
      "seminar",
      "admission",
      "admissions",
      "enrol",
      "enroll",
      "enrolment",
      "registration",
      "register",
      "weekend",
      "hackathon",
      "masterclass",
      "demo class",
      "open house",
      "orientation",
    ],
    field: "hands-on learning",
    audience: "learners",
    principle: "you learn fastest with an expert in the room and a lab in front of you",
    subject: "our upcoming learning sessions",
    facts: [
      {
        text: "Seats are limited so every participant gets real lab time instead of just watching slides.",
        keys: ["batch", "batches", "workshop", "bootcamp"],
      },
      {
        text: "Weekend and evening slots make it possible to keep your job while you upskill.",
        keys: ["weekend", "batch", "batches"],
      },
      {
        text: "Every live session ends with an open Q&A, so you leave with answers to your own questions.",
        keys: ["webinar", "session", "masterclass", "seminar"],
      },
      {
        text: "Registration takes two minutes, and the joining details reach your inbox right away.",
        keys: ["register", "registration", "webinar"],
      },
      { text: "Short, focused sessions turn a big syllabus into milestones you can actually tick off." },
      { text: "Learning alongside a cohort keeps motivation high long after the first week." },
    ],
    actions: [
      "grab a seat in the next batch",
      "make the most of every session",
      "join the next cohort",
      "come prepared with your questions",
    ],
    tags: ["Webinar", "LiveTraining", "NewBatch", "Upskilling"],
    emoji: "📅",
    openers: {
      Professional: [
        "We are pleased to announce {topic}.",
        "Please note the details for {topic}, now open for registration.",
      ],
      Casual: [
        "Heads up: {topic} is coming up, and you're invited.",
        "Mark your calendar for {topic}; it's going to be a good one.",
      ],
      Excited: ["It's happening: {topic}!", "Save the date, {topic} is almost here!"],
      Informative: [
        "Here is what to know about {topic}.",
        "A quick guide to {topic}: who it is for, what you will practise and how to join.",
      ],
    },
  },
  {
    id: "careers",
    keywords: [
      "career",
      "careers",
      "job",
      "jobs",
      "placement",
      "placements",
      "hiring",
      "interview",
      "interviews",
      "resume",
      "cv",
      "salary",
      "fresher",
      "freshers",
      "internship",
      "upskill",
      "upskilling",
      "promotion",
      "recruitment",
      "role",
      "roles",
      "employability",
    ],
    field: "career growth in tech",
    audience: "job seekers",
    principle: "employers hire for skills they can see, not just certificates on paper",
    subject: "building a tech career",
    facts: [
      {
        text: "Recruiters in India increasingly shortlist candidates who can show lab work, not just list certifications.",
        keys: ["resume", "cv", "hiring", "recruitment"],
      },
      {
        text: "Mock interviews with whiteboard troubleshooting are often the difference between a callback and a silence.",
        keys: ["interview", "interviews"],
      },
      {
        text: "Freshers with hands-on routing, security or cloud labs tend to clear technical rounds far more often.",
        keys: ["fresher", "freshers", "internship", "placement", "placements"],
      },
      {
        text: "A certification plus a small portfolio of real projects is still the strongest signal for a first or next role.",
      },
      {
        text: "Companies across Chennai, Bengaluru and the Gulf keep reporting shortages of skilled network and security engineers.",
      },
      {
        text: "Salary growth in infrastructure roles tracks closely with the depth of hands-on skills, not years alone.",
        keys: ["salary", "promotion"],
      },
    ],
    actions: [
      "land the role you are aiming for",
      "walk into interviews prepared",
      "turn your skills into offers",
      "plan your next career move",
    ],
    tags: ["CareerGrowth", "TechJobs", "Placements", "Hiring"],
    emoji: "💼",
  },
  {
    id: "company",
    keywords: [
      "arivu",
      "launch",
      "launches",
      "launched",
      "partnership",
      "partner",
      "milestone",
      "anniversary",
      "award",
      "awards",
      "office",
      "expansion",
      "branch",
      "announce",
      "announcement",
      "announces",
      "new lab",
      "opening",
      "celebrate",
      "celebrates",
    ],
    field: "IT training and services",
    audience: "partners and learners",
    principle: "steady growth comes from keeping promises to every client and learner",
    subject: "what is new at our company",
    facts: [
      {
        text: "It is a milestone that belongs as much to our learners and clients as it does to our team.",
        keys: ["milestone", "anniversary", "award", "awards", "celebrate", "celebrates"],
      },
      {
        text: "The new space adds lab racks, training rooms and more capacity for hands-on work.",
        keys: ["office", "branch", "expansion", "opening", "new lab"],
      },
      {
        text: "Working with trusted partners means better labs, fresher content and faster support for everyone we serve.",
        keys: ["partnership", "partner"],
      },
      {
        text: "Each step forward is built on years of training engineers and supporting businesses across India, the Middle East and Asia Pacific.",
      },
      {
        text: "We are grateful to everyone who has trusted us with their careers and their infrastructure so far.",
      },
    ],
    actions: [
      "be part of what comes next",
      "grow with us",
      "see what is new for yourself",
      "stay close to our next announcement",
    ],
    tags: ["CompanyNews", "Milestone", "ChennaiTech", "Growth"],
    emoji: "🏢",
    openers: {
      Professional: ["We are proud to share an update: {topic}.", "Some news from our team: {topic}."],
      Casual: ["Some happy news from our side: {topic}.", "Guess what: {topic}."],
      Excited: ["Huge news from our team: {topic}!", "We've been waiting to share this one: {topic}!"],
      Informative: [
        "An update for our learners and clients: {topic}.",
        "For the record: {topic}, and here is what it means for you.",
      ],
    },
  },
  {
    id: "security",
    keywords: [
      "cyber",
      "cybersecurity",
      "security",
      "secure",
      "firewall",
      "firewalls",
      "fortinet",
      "fortigate",
      "palo alto",
      "cissp",
      "ransomware",
      "phishing",
      "threat",
      "threats",
      "soc",
      "siem",
      "zero trust",
      "malware",
      "breach",
      "pentest",
      "ethical hacking",
      "hacking",
      "vulnerability",
      "dpdp",
      "privacy",
      "ids",
      "ips",
    ],
    field: "cybersecurity",
    audience: "security teams",
    principle: "you cannot protect what you cannot see",
    subject: "staying secure online",
    facts: [
      {
        text: "Most breaches still begin with a phishing email or a stolen password rather than an exotic exploit.",
        keys: ["phishing", "breach", "malware"],
      },
      {
        text: "A well-tuned next-generation firewall inspects applications and users, not just ports and addresses.",
        keys: ["firewall", "firewalls", "fortinet", "fortigate", "palo alto", "ips", "ids"],
      },
      {
        text: "Ransomware crews now steal data before encrypting it, so tested offline backups matter more than ever.",
        keys: ["ransomware"],
      },
      {
        text: "Zero trust replaces the old trusted-inside model with verification of every user, device and session.",
        keys: ["zero trust"],
      },
      {
        text: "India's DPDP Act makes security and consent a legal duty for every business that handles personal data.",
        keys: ["dpdp", "privacy"],
      },
      {
        text: "Good logging and a clear incident playbook turn a crisis of days into a response of hours.",
        keys: ["soc", "siem", "threat", "threats"],
      },
    ],
    actions: [
      "harden your network against modern threats",
      "build a security skill set that lasts",
      "spot attacks before they spread",
      "put a tested incident plan in place",
    ],
    tags: ["CyberSecurity", "InfoSec", "FirewallSecurity", "ZeroTrust"],
    emoji: "🔐",
  },
  {
    id: "ai",
    keywords: [
      "ai",
      "ml",
      "genai",
      "gen ai",
      "generative",
      "machine learning",
      "llm",
      "llms",
      "chatgpt",
      "gemini",
      "deep learning",
      "neural",
      "prompt",
      "prompts",
      "copilot",
      "chatbot",
      "chatbots",
      "agent",
      "agents",
      "artificial intelligence",
      "computer vision",
      "nlp",
      "rag",
    ],
    field: "applied AI",
    audience: "business and tech teams",
    principle: "a model is only as useful as the problem and the data you give it",
    subject: "practical AI for business",
    facts: [
      {
        text: "The quickest AI wins usually come from narrow tasks such as triaging tickets, summarising documents or drafting replies.",
        keys: ["genai", "gen ai", "generative", "llm", "llms", "chatgpt", "gemini", "copilot"],
      },
      {
        text: "Clear prompts, good examples and a human review step do more for output quality than a bigger model.",
        keys: ["prompt", "prompts"],
      },
      {
        text: "Retrieval over your own documents keeps an assistant grounded in facts instead of guesses.",
        keys: ["rag", "chatbot", "chatbots", "agent", "agents"],
      },
      {
        text: "Classic machine learning still powers forecasting, fraud detection and churn prediction behind the scenes.",
        keys: ["ml", "machine learning", "deep learning", "neural"],
      },
      {
        text: "Responsible AI means knowing where your data goes, who checks the output and how mistakes get caught.",
      },
    ],
    actions: [
      "put AI to work on real business problems",
      "build AI skills your team will use daily",
      "move from AI pilots to production",
      "pick the right first AI use case",
    ],
    tags: ["ArtificialIntelligence", "GenAI", "MachineLearning", "AIForBusiness"],
    emoji: "🤖",
  },
  {
    id: "automation",
    keywords: [
      "automation",
      "automate",
      "automating",
      "python",
      "ansible",
      "script",
      "scripts",
      "scripting",
      "netmiko",
      "napalm",
      "terraform",
      "api",
      "apis",
      "rpa",
      "netdevops",
      "devnet",
      "yang",
      "netconf",
      "restconf",
      "infrastructure as code",
      "programmability",
    ],
    field: "day-to-day network engineering",
    audience: "network engineers",
    principle: "anything you type twice is worth scripting",
    subject: "automating everyday IT work",
    facts: [
      {
        text: "A few dozen lines of Python with Netmiko can back up hundreds of device configs in minutes.",
        keys: ["python", "netmiko", "napalm", "script", "scripts", "scripting"],
      },
      {
        text: "Ansible playbooks turn a risky change window into a repeatable, reviewable run.",
        keys: ["ansible"],
      },
      {
        text: "Model-driven interfaces such as NETCONF and RESTCONF return structured data instead of screen-scraped text.",
        keys: ["yang", "netconf", "restconf", "api", "apis", "programmability"],
      },
      {
        text: "Version control and automated checks catch a bad change long before it reaches production.",
        keys: ["netdevops", "terraform", "infrastructure as code"],
      },
      {
        text: "Automation frees engineers from repetitive tickets so they can focus on design and troubleshooting.",
      },
    ],
    actions: [
      "automate the repetitive parts of network operations",
      "write your first useful network script",
      "bring NetDevOps habits to your team",
      "turn manual checklists into code",
    ],
    tags: ["NetworkAutomation", "Python", "NetDevOps", "Ansible"],
    emoji: "⚙️",
  },
  {
    id: "cloud",
    keywords: [
      "cloud",
      "aws",
      "azure",
      "gcp",
      "google cloud",
      "kubernetes",
      "k8s",
      "docker",
      "container",
      "containers",
      "devops",
      "migration",
      "saas",
      "serverless",
      "hybrid",
      "multicloud",
      "multi-cloud",
      "iaas",
      "paas",
    ],
    field: "cloud infrastructure",
    audience: "IT teams",
    principle: "the cloud rewards good design and punishes lift-and-shift shortcuts",
    subject: "moving to the cloud",
    facts: [
      {
        text: "Most cloud bills grow through idle resources and oversized instances, not through real demand.",
        keys: ["aws", "azure", "gcp", "google cloud", "cost"],
      },
      {
        text: "A successful migration starts with an honest inventory of applications, dependencies and data.",
        keys: ["migration", "hybrid"],
      },
      {
        text: "Containers and Kubernetes make deployments repeatable, but only with solid networking and monitoring underneath.",
        keys: ["kubernetes", "k8s", "docker", "container", "containers", "devops"],
      },
      {
        text: "Hybrid designs let sensitive workloads stay on premises while everything else scales in the cloud.",
        keys: ["hybrid", "multicloud", "multi-cloud"],
      },
      { text: "Cloud security is shared, so identity, encryption and access policies remain your job." },
    ],
    actions: [
      "move workloads to the cloud without surprises",
      "keep cloud costs under control",
      "design a cloud setup that scales",
      "bring the cloud and your data centre together",
    ],
    tags: ["CloudComputing", "HybridCloud", "DevOps", "CloudMigration"],
    emoji: "☁️",
  },
  {
    id: "data",
    keywords: [
      "data",
      "analytics",
      "dashboard",
      "dashboards",
      "power bi",
      "tableau",
      "sql",
      "big data",
      "database",
      "databases",
      "visualization",
      "visualisation",
      "reporting",
      "insights",
      "kpi",
      "kpis",
      "warehouse",
      "etl",
    ],
    field: "data-driven decision making",
    audience: "business teams",
    principle: "a number only matters if someone acts on it",
    subject: "making better use of data",
    facts: [
      {
        text: "A single trusted dashboard beats ten spreadsheets that each tell a slightly different story.",
        keys: ["dashboard", "dashboards", "power bi", "tableau", "reporting", "kpi", "kpis"],
      },
      {
        text: "Clean, well-labelled data saves more analyst hours than any new tool ever will.",
        keys: ["etl", "warehouse", "database", "databases"],
      },
      {
        text: "SQL remains the most requested data skill in job postings, years after it was first declared old-fashioned.",
        keys: ["sql"],
      },
      {
        text: "The best insights come from pairing analytics with people who understand the day-to-day operation.",
        keys: ["insights", "analytics"],
      },
      { text: "Good data practice starts with a handful of metrics that everyone agrees on." },
    ],
    actions: [
      "turn raw data into decisions",
      "build reports people actually read",
      "give your team one source of truth",
      "make analytics part of every weekly review",
    ],
    tags: ["DataAnalytics", "BusinessIntelligence", "DataDriven", "PowerBI"],
    emoji: "📊",
  },
  {
    id: "networking",
    keywords: [
      "ccna",
      "ccnp",
      "ccie",
      "ccde",
      "cisco",
      "network",
      "networks",
      "networking",
      "routing",
      "router",
      "routers",
      "switching",
      "switch",
      "switches",
      "ospf",
      "bgp",
      "eigrp",
      "vlan",
      "vlans",
      "sd-wan",
      "sdwan",
      "wan",
      "lan",
      "subnet",
      "subnetting",
      "ipv4",
      "ipv6",
      "juniper",
      "wireless",
      "wifi",
      "wi-fi",
      "mpls",
      "tcp/ip",
      "packet",
      "packets",
      "stp",
    ],
    field: "enterprise networking",
    audience: "network engineers",
    principle: "every packet needs a predictable path",
    subject: "building reliable networks",
    facts: [
      {
        text: "Every video call, cloud app and UPI payment still depends on well-designed routing and switching underneath.",
        keys: ["routing", "switching", "network", "networks", "networking"],
      },
      {
        text: "Subnetting is the skill that quietly separates confident engineers from those who guess.",
        keys: ["subnet", "subnetting", "ipv4", "ipv6"],
      },
      {
        text: "OSPF and BGP troubleshooting is far easier once you have watched neighbours form and fail on real hardware.",
        keys: ["ospf", "bgp", "eigrp", "mpls"],
      },
      {
        text: "The CCNA remains the most recognised entry point into networking jobs across India and the Gulf.",
        keys: ["ccna"],
      },
      {
        text: "Expert-level lab exams reward speed, structured troubleshooting and hundreds of hours of rack practice.",
        keys: ["ccie", "ccnp", "ccde"],
      },
      {
        text: "SD-WAN lets branches pick the best path per application across broadband, 4G and MPLS links.",
        keys: ["sd-wan", "sdwan", "wan"],
      },
      {
        text: "Small design choices such as VLAN layout and spanning tree settings decide how a campus network behaves under stress.",
        keys: ["vlan", "vlans", "stp", "switch", "switches", "lan"],
      },
    ],
    actions: [
      "build real confidence in routing and switching",
      "get certification-ready on real Cisco gear",
      "design networks that stay up",
      "troubleshoot like a senior engineer",
    ],
    tags: ["Networking", "CCNA", "CiscoTraining", "NetworkEngineer"],
    emoji: "🌐",
  },
  {
    id: "generic",
    keywords: [],
    field: "modern IT",
    audience: "professionals",
    principle: "steady practice beats last-minute cramming",
    subject: "practical IT skills",
    facts: [
      { text: "Technology changes quickly, but strong fundamentals keep paying off for years." },
      { text: "The people who grow fastest in IT combine curiosity with a habit of hands-on practice." },
      { text: "Small, regular learning goals add up to big results over a single quarter." },
      { text: "Businesses across India are investing in skills as much as in new tools this year." },
    ],
    actions: [
      "keep your skills ahead of the curve",
      "take the next step in your IT journey",
      "learn something practical this month",
      "build skills that last",
    ],
    tags: ["TechSkills", "ITTraining", "LifelongLearning", "Innovation"],
    emoji: "💡",
  },
];

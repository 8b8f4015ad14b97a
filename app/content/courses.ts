import type { Course, CourseGroup, InfoCard, PriceTrack } from "./schema";

/**
 * The certification catalogue: groups, subgroups and courses. Prices are per learner in
 * Indian rupees, excluding GST; exam vouchers are paid to the vendor separately.
 */
export const courseGroups: CourseGroup[] = [
  {
    id: "core-enterprise-networking",
    title: "Core & Enterprise Networking",
    description:
      "Cisco routing and switching from the first subnet to expert-level lab exams, taught on real Catalyst and ISR hardware in our Chennai lab.",
    subgroups: [
      {
        title: "Foundation & Professional Cisco",
        courses: [
          {
            id: "ccna",
            name: "CCNA",
            price: "₹18,500",
            note: "Most Popular",
            duration: "8 weeks",
            level: "Foundation",
            summary:
              "Cisco Certified Network Associate (exam 200-301): build, secure and troubleshoot small and medium enterprise networks on real Cisco routers and switches.",
            prerequisites: [
              "Basic computer and internet skills",
              "No prior networking experience needed",
              "A laptop for remote lab access (Windows, macOS or Linux)",
            ],
            curriculum: [
              "Network fundamentals: OSI and TCP/IP models, IPv4 subnetting and IPv6 addressing",
              "Network access: VLANs, 802.1Q trunking, Rapid PVST+ and EtherChannel (LACP)",
              "IP connectivity: static routing, administrative distance and single-area OSPFv2",
              "First-hop redundancy with HSRP",
              "IP services: DHCP, DNS, NAT/PAT, NTP, SNMP and syslog",
              "Wireless fundamentals: WLC architectures, SSIDs and WPA2/WPA3 security",
              "Security fundamentals: ACLs, port security, DHCP snooping and Dynamic ARP Inspection",
              "Automation and programmability: REST APIs, JSON, Ansible and controller-based networking",
              "Exam readiness: 200-301 mock tests and troubleshooting labs",
            ],
          },
          {
            id: "ccnp-enterprise",
            name: "CCNP Enterprise",
            price: "₹35,000",
            duration: "10 weeks",
            level: "Professional",
            summary:
              "Core exam ENCOR 350-401 plus the ENARSI 300-410 concentration: design, run and troubleshoot enterprise campus and WAN networks.",
            prerequisites: [
              "CCNA certification or equivalent hands-on routing and switching knowledge",
              "Comfortable with IPv4/IPv6 subnetting and the Cisco IOS command line",
              "One to two years of networking experience recommended",
            ],
            curriculum: [
              "Enterprise architecture: campus design, SD-Access and SD-WAN concepts, QoS models",
              "Virtualization: VRF-lite, GRE and IPsec tunnels, LISP and VXLAN fundamentals",
              "Layer 2 infrastructure: MST, EtherChannel tuning and trunk troubleshooting",
              "Advanced OSPF: multi-area design, LSA types, stub and NSSA areas, route filtering",
              "EIGRP named mode, BGP path selection, attributes and route maps",
              "ENARSI: route redistribution, policy-based routing and DMVPN phases 1-3",
              "Infrastructure security: CoPP, AAA with TACACS+ and RADIUS, infrastructure ACLs",
              "Network assurance: NetFlow, SPAN/RSPAN, IP SLA and Catalyst Center",
              "Automation: Python, NETCONF/RESTCONF with YANG models and EEM applets",
            ],
          },
          {
            id: "ccna-ccnp-combo",
            name: "CCNA + CCNP Combo",
            price: "₹48,000",
            note: "Best Value",
            duration: "18 weeks",
            level: "Professional",
            summary:
              "CCNA and CCNP Enterprise as one continuous track, from your first subnet to enterprise routing, saving ₹5,500 against booking both courses separately.",
            prerequisites: [
              "Basic computer skills; no prior networking experience needed",
              "Ten to twelve hours a week for lab practice",
            ],
            curriculum: [
              "The complete CCNA 200-301 syllabus: fundamentals, switching, OSPFv2, IP services, security and automation",
              "Bridge module: IPv6 routing, advanced subnetting and structured troubleshooting",
              "ENCOR 350-401: architecture, virtualization, infrastructure, assurance, security and automation",
              "ENARSI 300-410: advanced EIGRP, OSPF and BGP, redistribution and path control",
              "VPN technologies: DMVPN, GRE over IPsec and VRF-lite",
              "Infrastructure security: AAA, CoPP, uRPF and device hardening",
              "Two capstones: a branch network build and an enterprise campus troubleshooting lab",
              "Mock exams for 200-301, 350-401 and 300-410 with one-to-one reviews",
            ],
          },
        ],
      },
      {
        title: "Expert Level",
        courses: [
          {
            id: "ccie-enterprise",
            name: "CCIE Enterprise Infrastructure",
            price: "₹1,20,000",
            note: "100% Pass Support",
            duration: "18 weeks",
            level: "Expert",
            summary:
              "Rack-based preparation for the 8-hour CCIE Enterprise Infrastructure v1.1 lab exam, with full mock labs graded by CCIE instructors.",
            prerequisites: [
              "CCNP Enterprise or equivalent knowledge (ENCOR 350-401 is the qualifying exam)",
              "Three to five years of hands-on enterprise networking experience recommended",
              "At least 20 hours a week for rack practice",
            ],
            curriculum: [
              "Network infrastructure: switched campus, EIGRP, OSPF, BGP and multicast",
              "Software-defined infrastructure: Cisco SD-Access and Catalyst SD-WAN design and deployment",
              "Transport technologies: MPLS L3VPN, DMVPN and IPsec",
              "Infrastructure security and services: device hardening, IEEE 802.1X, CoPP and NAT",
              "Automation and programmability: Python, RESTCONF/NETCONF, YANG and Ansible",
              "Design module practice: scenario-based decisions under time limits",
              "Full 8-hour mock labs with graded reports",
              "Troubleshooting strategy and time management for lab day",
            ],
          },
          {
            id: "ccie-service-provider",
            name: "CCIE Service Provider",
            price: "₹1,10,000",
            duration: "18 weeks",
            level: "Expert",
            summary:
              "Preparation for the CCIE Service Provider v5.1 lab on IOS XR and IOS XE: MPLS, Segment Routing, VPN services and automation at carrier scale.",
            prerequisites: [
              "CCNP Service Provider or equivalent knowledge (SPCOR 350-501 is the qualifying exam)",
              "Working knowledge of IOS XR and MPLS",
              "Experience in an ISP or telecom operations role recommended",
            ],
            curriculum: [
              "Core routing: IS-IS, OSPF and BGP at scale, route reflectors and BGP PIC",
              "MPLS transport: LDP, RSVP-TE traffic engineering and fast reroute",
              "Segment Routing: SR-MPLS, TI-LFA and SR-TE policies",
              "L3VPN services: inter-AS options A, B and C, and Carrier Supporting Carrier",
              "L2VPN and EVPN: VPWS, VPLS and BGP EVPN",
              "Multicast for service providers: PIM-SM, SSM and mVPN profiles",
              "Service provider QoS and infrastructure security on IOS XR",
              "Assurance and automation: model-driven telemetry, NETCONF and YANG",
            ],
          },
          {
            id: "ccde",
            name: "CCDE",
            price: "Contact for Pricing",
            duration: "12 weeks",
            level: "Expert",
            summary:
              "Cisco Certified Design Expert (400-007 written and the practical exam), delivered as a small cohort or one-to-one mentoring and priced to your format.",
            prerequisites: [
              "CCIE or CCNP-level knowledge across routing, switching and WAN",
              "Five or more years of network design or architecture experience recommended",
            ],
            curriculum: [
              "Business strategy design: turning business and technical requirements into design decisions",
              "Control, data and management plane design",
              "Designing for resilience, high availability and fast convergence",
              "Security design: segmentation, zero trust and compliance",
              "Cloud and hybrid design: multi-cloud connectivity and SaaS access",
              "Area of expertise: large-scale networks, on-prem and cloud services, or workforce mobility",
              "400-007 written exam preparation with scenario drills",
              "Practical exam workshops with design reviews by a CCDE mentor",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "cybersecurity",
    title: "Cybersecurity",
    description:
      "Firewall administration on live FortiGate and Palo Alto appliances, security management with CISSP, and expert-level Cisco security.",
    subgroups: [
      {
        title: "Security Specialist",
        courses: [
          {
            id: "fortinet-nse4",
            name: "Fortinet NSE4",
            price: "₹22,000",
            duration: "5 weeks",
            level: "Specialist",
            summary:
              "FortiGate Security and Infrastructure for the Fortinet NSE 4 / FCP FortiGate Administrator exam, on FortiGate appliances in our lab.",
            prerequisites: [
              "CCNA-level knowledge of TCP/IP, routing and subnetting",
              "Basic understanding of firewall concepts",
            ],
            curriculum: [
              "FortiGate deployment: initial setup, interfaces, VLANs and administrative access",
              "Firewall policies, central and policy NAT, and virtual IPs",
              "User authentication: local users, LDAP, RADIUS and FSSO",
              "Security profiles: antivirus, web filtering, application control and IPS",
              "SSL/TLS inspection and certificate management",
              "IPsec VPN (site-to-site and dial-up) and SSL VPN",
              "Routing, SD-WAN rules and FGCP high availability",
              "Logging with FortiAnalyzer, diagnostics and troubleshooting",
            ],
          },
          {
            id: "palo-alto-pcnsa",
            name: "Palo Alto PCNSA",
            price: "₹24,000",
            duration: "5 weeks",
            level: "Specialist",
            summary:
              "Palo Alto Networks Certified Network Security Administrator: configure and manage next-generation firewalls running PAN-OS.",
            prerequisites: [
              "CCNA-level networking knowledge",
              "Familiarity with firewall and security concepts",
            ],
            curriculum: [
              "PAN-OS architecture, single-pass parallel processing and initial configuration",
              "Security zones, Layer 3, Layer 2, virtual wire and tap interfaces, virtual routers",
              "Security and NAT policies with App-ID",
              "User-ID and Content-ID: antivirus, anti-spyware, vulnerability protection and URL filtering",
              "Decryption policies and certificate management",
              "WildFire malware analysis and threat prevention best practices",
              "GlobalProtect remote access basics",
              "Monitoring, logs, reports and a Panorama overview",
            ],
          },
          {
            id: "cissp",
            name: "CISSP",
            price: "₹45,000 - ₹55,000",
            duration: "10 weeks",
            level: "Specialist",
            summary:
              "ISC2 Certified Information Systems Security Professional across all eight domains: ₹45,000 for live online batches, ₹55,000 for weekend classroom batches in Chennai.",
            prerequisites: [
              "Five years of paid work in two or more of the eight CISSP domains (a degree or approved credential waives one year)",
              "Without that experience you can still pass the exam and become an Associate of ISC2",
            ],
            curriculum: [
              "Domain 1: Security and risk management",
              "Domain 2: Asset security",
              "Domain 3: Security architecture and engineering",
              "Domain 4: Communication and network security",
              "Domain 5: Identity and access management",
              "Domain 6: Security assessment and testing",
              "Domain 7: Security operations",
              "Domain 8: Software development security",
              "Computerized adaptive testing (CAT) strategy with timed practice questions",
            ],
          },
        ],
      },
      {
        title: "Expert Security",
        courses: [
          {
            id: "ccie-security",
            name: "CCIE Security",
            price: "₹1,15,000",
            duration: "18 weeks",
            level: "Expert",
            summary:
              "Preparation for the CCIE Security v6.1 lab: Secure Firewall, ISE, VPN and automation on a full security rack.",
            prerequisites: [
              "CCNP Security or equivalent knowledge (SCOR 350-701 is the qualifying exam)",
              "Three to five years of hands-on security experience recommended",
            ],
            curriculum: [
              "Perimeter security and intrusion prevention: Secure Firewall Threat Defense, FMC and ASA",
              "Secure connectivity: FlexVPN, DMVPN, GETVPN and remote access VPN",
              "Segmentation with TrustSec and security group tags",
              "Identity management with ISE: 802.1X, MAB, profiling, posture and pxGrid",
              "Advanced threat protection and content security: Umbrella, Secure Email and Secure Web",
              "Infrastructure security: device hardening, CoPP and uRPF",
              "Automation: Python and REST APIs for FMC and ISE",
              "Full 8-hour mock labs with graded reports",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "network-automation",
    title: "Network Automation & Advanced Tech",
    description: "Automate the network you already run, and move branch WANs to Cisco SD-WAN.",
    subgroups: [
      {
        title: "Programmability & SD-WAN",
        courses: [
          {
            id: "python-network-automation",
            name: "Python for Network Automation",
            price: "₹25,000",
            duration: "6 weeks",
            level: "Professional",
            summary:
              "Python, Ansible and model-driven APIs for network engineers: automate configuration, audits and reports across Cisco, Juniper and Arista devices.",
            prerequisites: ["CCNA-level networking knowledge", "No prior programming experience needed"],
            curriculum: [
              "Python essentials for engineers: data types, loops, functions and virtual environments",
              "Structured data: JSON, YAML, XML and Jinja2 templates",
              "Device automation with Netmiko, NAPALM and Scrapli",
              "Parsing CLI output with TextFSM, TTP and Genie",
              "NETCONF, RESTCONF and YANG with ncclient and requests",
              "Ansible for network configuration and compliance",
              "Controller APIs: Catalyst Center and the Meraki dashboard",
              "Git, pytest and a CI pipeline for network changes",
            ],
          },
          {
            id: "cisco-sd-wan",
            name: "Cisco SD-WAN",
            price: "₹28,000",
            duration: "5 weeks",
            level: "Professional",
            summary:
              "Implementing Cisco SD-WAN Solutions (ENSDWI 300-415): deploy and operate a Catalyst SD-WAN fabric, also a CCNP Enterprise concentration exam.",
            prerequisites: [
              "CCNP Enterprise or equivalent routing knowledge (OSPF, BGP, IPsec)",
              "Familiarity with MPLS and internet WAN designs",
            ],
            curriculum: [
              "Catalyst SD-WAN architecture: Manager, Controller, Validator and WAN edge routers",
              "Controller deployment, certificates and zero-touch provisioning",
              "Overlay Management Protocol (OMP), TLOCs and BFD",
              "Device and feature templates and configuration groups",
              "Centralized and localized policies: topology, application-aware routing and QoS",
              "Direct internet access and Cloud OnRamp for SaaS and IaaS",
              "Security: enterprise firewall, IPS, URL filtering and Umbrella integration",
              "Monitoring, troubleshooting and software upgrades",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "ai-emerging-tech",
    title: "AI & Emerging Tech",
    description:
      "Practical AI for leaders, professionals and developers, from everyday prompting to retrieval-augmented generation on your own documents.",
    subgroups: [
      {
        title: "Applied AI",
        courses: [
          {
            id: "ai-for-business-leaders",
            name: "AI for Business Leaders",
            price: "₹15,000",
            duration: "2 days",
            level: "Leadership",
            summary:
              "A two-day executive workshop to separate AI value from hype, choose the right first projects and leave with a 90-day adoption roadmap.",
            prerequisites: [
              "No technical background needed",
              "Suited to founders, CXOs, department heads and managers",
            ],
            curriculum: [
              "What generative AI, machine learning and agents can and cannot do today",
              "Finding high-value use cases in operations, sales and customer support",
              "Build, buy or partner: evaluating AI vendors and platforms",
              "Data readiness, privacy and India's Digital Personal Data Protection Act",
              "Responsible AI: bias, hallucination risk and governance",
              "Measuring ROI and building the business case",
              "Workshop: a 90-day AI adoption roadmap for your organisation",
            ],
          },
          {
            id: "prompt-engineering",
            name: "Prompt Engineering",
            price: "₹12,000",
            note: "Beginner Friendly",
            duration: "2 weeks",
            level: "Foundation",
            summary:
              "Get reliable, well-structured results from ChatGPT, Gemini and Claude for writing, analysis and code, with patterns your whole team can reuse.",
            prerequisites: [
              "Comfortable using a computer and web browser",
              "No programming experience needed",
            ],
            curriculum: [
              "How large language models work: tokens, context windows and temperature",
              "Prompt patterns: roles, instructions, few-shot examples and output formats",
              "Step-by-step reasoning prompts for complex tasks",
              "Structured output: JSON, tables and templates for business documents",
              "Prompting for code, data analysis and research",
              "Image generation prompts",
              "Checking outputs, reducing hallucinations and using company data safely",
              "Building a reusable prompt library for your team",
            ],
          },
          {
            id: "machine-learning-python",
            name: "Machine Learning with Python",
            price: "₹32,000",
            duration: "10 weeks",
            level: "Professional",
            summary:
              "Hands-on machine learning with pandas, scikit-learn and PyTorch, ending with a deployed model built on real network telemetry.",
            prerequisites: [
              "Basic Python programming (variables, loops, functions)",
              "School-level mathematics: algebra and basic statistics",
            ],
            curriculum: [
              "Python for data: NumPy, pandas and Matplotlib",
              "Statistics and probability for machine learning",
              "Data cleaning, feature engineering and train/test splits",
              "Supervised learning with scikit-learn: regression, decision trees, random forests and gradient boosting",
              "Unsupervised learning: k-means, hierarchical clustering and PCA",
              "Model evaluation: cross-validation, precision and recall, ROC-AUC and hyperparameter tuning",
              "Introduction to deep learning with PyTorch",
              "Serving a model as a REST API with FastAPI",
              "Capstone: predicting network device failures from syslog and SNMP data",
            ],
          },
          {
            id: "rag-vector-databases",
            name: "RAG & Vector Databases",
            price: "₹28,000",
            note: "New",
            duration: "4 weeks",
            level: "Specialist",
            summary:
              "Build retrieval-augmented generation systems that answer from your company's documents with citations, using embeddings and vector databases.",
            prerequisites: [
              "Python programming experience",
              "Prompt Engineering or equivalent familiarity with LLM APIs",
              "Basic SQL recommended",
            ],
            curriculum: [
              "Embeddings and semantic search fundamentals",
              "Document ingestion: parsing PDFs and web pages, chunking strategies and metadata",
              "Vector databases compared: pgvector, Qdrant, Milvus and Chroma",
              "Retrieval techniques: hybrid search, re-ranking and query rewriting",
              "Building RAG pipelines with LangChain and LlamaIndex",
              "Grounded answers with citations and guardrails against hallucination",
              "Evaluating RAG quality with RAGAS and golden question sets",
              "Deploying a secure enterprise knowledge portal with access control",
            ],
          },
        ],
      },
    ],
  },
];

/**
 * How the programs page presents the groups: the route table's three sections, the
 * last one combining automation and AI.
 */
export type ProgramSection = { id: string; title: string; description?: string; groupIds: string[] };

export const programSections: ProgramSection[] = [
  {
    id: "core-enterprise-networking",
    title: "Core & Enterprise Networking",
    groupIds: ["core-enterprise-networking"],
  },
  { id: "cybersecurity", title: "Cybersecurity", groupIds: ["cybersecurity"] },
  {
    id: "automation-ai",
    title: "Automation, AI & Emerging Tech",
    description:
      "Network programmability, SD-WAN and applied AI for engineers, developers and business leaders.",
    groupIds: ["network-automation", "ai-emerging-tech"],
  },
];

/** Price tracks of the plans & pricing page; every course belongs to exactly one. */
export const priceTracks: PriceTrack[] = [
  {
    id: "foundation",
    title: "Foundation Track",
    description: "Start from zero with CCNA, or commit to the full CCNA-to-CCNP journey at a combo price.",
    courseIds: ["ccna", "ccna-ccnp-combo"],
  },
  {
    id: "professional",
    title: "Professional Track",
    description: "For working engineers moving up to enterprise routing, switching and SD-WAN.",
    courseIds: ["ccnp-enterprise", "cisco-sd-wan"],
  },
  {
    id: "expert",
    title: "Expert Track",
    description: "Lab-exam preparation on dedicated racks, with mock labs graded by CCIE instructors.",
    courseIds: ["ccie-enterprise", "ccie-service-provider", "ccde"],
  },
  {
    id: "security",
    title: "Security Track",
    description: "Firewall specialist certifications, security management and expert-level Cisco security.",
    courseIds: ["fortinet-nse4", "palo-alto-pcnsa", "cissp", "ccie-security"],
  },
  {
    id: "automation-ai",
    title: "Automation & AI Track",
    description:
      "Network automation and practical AI, from a two-day leadership workshop to building RAG systems.",
    courseIds: [
      "python-network-automation",
      "ai-for-business-leaders",
      "prompt-engineering",
      "machine-learning-python",
      "rag-vector-databases",
    ],
  },
];

/** What every course fee includes, shown under the price tracks. */
export const pricingInclusions: InfoCard[] = [
  {
    iconClass: "Server",
    title: "24/7 remote lab access",
    description:
      "Practise on real Cisco, Fortinet and Palo Alto equipment at any hour, from home or from our Chennai lab.",
  },
  {
    iconClass: "Users",
    title: "Live instructor-led classes",
    description:
      "Weekday evening or weekend batches, in the Thoraipakkam classroom or online, led by certified engineers.",
  },
  {
    iconClass: "BookOpen",
    title: "Recordings and workbooks",
    description: "Every session recorded, with lab workbooks and exam-topic notes you keep after the course.",
  },
  {
    iconClass: "Target",
    title: "Mock exams and doubt clearing",
    description: "Timed practice tests in the vendor's exam format and one-to-one doubt-clearing sessions.",
  },
  {
    iconClass: "Award",
    title: "100% pass support",
    description: "Subject to conditions: a free seat in the next batch and extra rack hours until you pass.",
  },
  {
    iconClass: "Briefcase",
    title: "Flexible payment",
    description:
      "UPI, card, net banking or bank transfer; no-cost EMI over 3 or 6 months on courses above ₹25,000; GST invoices for companies.",
  },
];

/** Every course of the catalogue, in catalogue order. */
export function allCourses(): Course[] {
  return courseGroups.flatMap((g) => g.subgroups.flatMap((s) => s.courses));
}

export function courseById(id: string): Course | undefined {
  return allCourses().find((c) => c.id === id);
}

export function groupById(id: string): CourseGroup | undefined {
  return courseGroups.find((g) => g.id === id);
}

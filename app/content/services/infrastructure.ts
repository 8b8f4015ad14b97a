import type { InfoCard, ServiceCard, ServicePageContent } from "#app/content/schema.ts";

/** IT & Digital Solutions: IT infrastructure. */

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
    examples: [
      "LAN and Wi-Fi for offices and campuses",
      "SD-WAN for multi-branch businesses",
      "Data-centre switching",
    ],
  },
  {
    id: "network-security",
    iconClass: "ShieldCheck",
    title: "Network Security",
    description: "Next-generation firewalls, VPNs and secure remote access.",
    examples: [
      "FortiGate and Palo Alto deployments",
      "Site-to-site and remote-access VPN",
      "Firewall rule audits",
    ],
  },
  {
    id: "servers-storage",
    iconClass: "HardDrive",
    title: "Servers & Storage",
    description: "Virtualised servers, storage and backup for your critical applications.",
    examples: ["VMware and Proxmox virtualisation", "NAS and SAN storage", "Backup and disaster recovery"],
  },
];

export const infrastructurePage: ServicePageContent = {
  path: "/it-digital-solutions/it-infrastructure",
  title: "IT Infrastructure",
  description:
    "IT infrastructure lifecycle services from Arivu Technologies, Chennai: design and architecture, planning and strategy, implementation and 24/7 operation support.",
  eyebrow: "IT & Digital Solutions",
  lead: "Networks, security and data centres across their whole lifecycle, by CCNP and CCIE certified engineers.",
  sections: [
    {
      kind: "info",
      id: "infrastructure-lifecycle",
      title: "The Infrastructure Lifecycle",
      intro: "One team from the first design to day-to-day operations, so nothing is lost between stages.",
      cards: infrastructureLifecycle,
      numbered: true,
    },
    {
      kind: "services",
      id: "infrastructure-services",
      title: "What We Build and Run",
      cards: infrastructureServices,
    },
  ],
  cta: {
    title: "Planning a new network or an upgrade?",
    text: "Get a design review and a bill of materials from our certified engineers.",
    label: "Discuss Your Business Solution Project",
  },
};

import type { InfoCard, LinkTile, ServicePageContent } from "#app/content/schema.ts";

/** IT & Digital Solutions overview. */

export const itIntro = [
  "From the network in your office to the website your customers see, Arivu Technologies designs, builds and runs the IT your business depends on.",
  "Our engineers hold CCNP, CCIE, Fortinet and Palo Alto certifications and support businesses across Chennai, Bengaluru, Dubai and Singapore.",
];

export const itExplore: LinkTile[] = [
  {
    href: "/it-digital-solutions/it-infrastructure",
    iconClass: "Server",
    title: "IT Infrastructure",
    description:
      "Design, planning, implementation and operation support for networks, security and data centres.",
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

export const itPage: ServicePageContent = {
  path: "/it-digital-solutions",
  title: "IT & Digital Solutions",
  description:
    "IT infrastructure, cloud hosting with a 99.9% uptime SLA, website building, digital marketing and workspace productivity from Arivu Technologies, Chennai.",
  eyebrow: "Business Services",
  lead: "Networks, security, cloud hosting, websites and marketing: designed, built and run by one certified team.",
  sections: [
    {
      kind: "paragraphs",
      id: "it-intro",
      title: "Technology That Keeps Your Business Running",
      paragraphs: itIntro,
    },
    { kind: "tiles", id: "explore-it-services", title: "Explore Our Services", tiles: itExplore },
    { kind: "info", id: "it-benefits", title: "Why Businesses Choose Arivu", cards: itBenefits },
  ],
  cta: {
    title: "Let's plan your next IT project",
    text: "From a new branch network to a new website, tell us what you need and get a fixed-price proposal.",
    label: "Discuss Your Business Solution Project",
  },
};

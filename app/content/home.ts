import type { ExpertiseCard, HeroSlide, HomeAbout } from "./schema";
import { images } from "./images";
import { facts } from "./brand";

/** The three hero slides; the first one's title is the home page's h1. */
export const heroSlides: HeroSlide[] = [
  {
    supertitle: "IT Training",
    title: "From CCNA to CCIE, Trained by Working CCIEs in Chennai",
    subtitle:
      "Instructor-led weekday and weekend batches, in class or live online, with 24/7 access to real Cisco, Fortinet and Palo Alto racks and 100% pass support for CCIE, subject to conditions.",
    ctaText: "Explore Training Programs",
    ctaLink: "/it-training/programs",
    image: images.heroTraining,
  },
  {
    supertitle: "AI Solutions",
    title: "AI Agents and Knowledge Portals That Work on Your Own Data",
    subtitle:
      "We design, build and run custom AI agents, support-centre chatbots, enterprise RAG portals and generative AI workflows for businesses in India, the Middle East and Asia Pacific.",
    ctaText: "Explore AI Solutions",
    ctaLink: "/ai-solutions",
    image: images.heroAi,
  },
  {
    supertitle: "IT & Digital Solutions",
    title: "Infrastructure, Cloud Hosting and Websites, Managed End to End",
    subtitle:
      "Network design and rollout, managed cloud hosting with a 99.9% uptime SLA, websites, digital marketing and workspace productivity suites from one accountable partner.",
    ctaText: "Explore IT & Digital Services",
    ctaLink: "/it-digital-solutions",
    image: images.heroDigital,
  },
];

/** Core expertise: one card per line of business, each linking to its section. */
export const expertiseCards: ExpertiseCard[] = [
  {
    id: "it-training",
    iconClass: "GraduationCap",
    title: "IT Training",
    description:
      "Certification tracks from CCNA to CCIE, firewall and security courses, Python network automation and AI courses, taught by instructors who run production networks.",
    highlights: [
      "100% pass support for CCIE, subject to conditions",
      "24/7 remote lab access on real equipment",
      "White-label trainers for institutes and corporate teams",
    ],
    href: "/it-training",
  },
  {
    id: "ai-solutions",
    iconClass: "BrainCircuit",
    title: "AI Solutions",
    description:
      "Custom AI agents, support-centre chatbots, RAG knowledge portals and generative AI content pipelines, built on your data and deployed in your cloud or ours.",
    highlights: [
      "Discovery workshop and a working pilot in 4-6 weeks",
      "Answers cited from your own documents",
      "AI-as-a-service and no-code tools for business teams",
    ],
    href: "/ai-solutions",
  },
  {
    id: "it-digital-solutions",
    iconClass: "Cloud",
    title: "IT & Digital Solutions",
    description:
      "IT infrastructure from design to day-two support, managed cloud hosting, websites, digital marketing and workspace productivity suites for growing businesses.",
    highlights: [
      "Managed hosting with a 99.9% uptime SLA",
      "Websites that load fast on Indian mobile networks",
      "Google Workspace and Microsoft 365 rollouts",
    ],
    href: "/it-digital-solutions",
  },
];

/** The about section of the home page, with the leadership card. */
export const homeAbout: HomeAbout = {
  title: "Chennai's Network Engineering School, Now Building AI Too",
  paragraphs: [
    `Arivu started in ${facts.founded} as a six-rack CCNA lab above a bank branch in Velachery, run by two CCIEs who were tired of seeing students pass exams without ever touching a real router. Today our Thoraipakkam centre houses more than ${facts.racks.replace("+", "")} racks of Cisco, Juniper, Fortinet and Palo Alto equipment, reachable around the clock from anywhere.`,
    "The engineers who teach our batches also design networks, deploy AI assistants and run hosting for clients in Chennai, Bengaluru, Dubai, Muscat and Singapore. That field work keeps every course current, and every project is staffed by people who can explain what they build.",
  ],
  stats: [
    { value: facts.founded, label: "Founded in Chennai" },
    { value: facts.alumni, label: "Alumni trained" },
    { value: facts.ccieInstructors, label: "CCIE-certified instructors" },
    { value: facts.placementPartners, label: "Placement partners" },
  ],
  leader: {
    name: "Karthikeyan Sundaram",
    title: "Founder & Lead CCIE Instructor",
    credential: "Dual CCIE #38412 (Enterprise Infrastructure, Security)",
    bio: "Karthik spent nine years building service provider and data-centre networks in Chennai and Dubai before founding Arivu. He still teaches every CCIE Enterprise batch himself, reviews each student's mock lab line by line, and leads our network automation and AI practice.",
    image: images.leadership,
  },
};

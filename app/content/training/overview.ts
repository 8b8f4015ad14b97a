import type { InfoCard, LinkTile } from "#app/content/schema.ts";

/** IT Training overview. */

export const trainingIntro = {
  eyebrow: "IT Training",
  title: "IT Training from CCNA to CCIE, Security and AI",
  lead: "Instructor-led certification training in Chennai and live online, built around real Cisco, Fortinet and Palo Alto equipment you can reach 24/7.",
  paragraphs: [
    "Since 2012 we have trained thousands of network and security engineers from our lab in Thoraipakkam, and the feedback from every batch is the same: hours on real racks are what make the exam feel easy. Every programme is taught by working engineers who hold the certification they teach, and every topic is practised on physical devices and virtual topologies before it is tested.",
    "Choose a weekday evening or weekend batch, learn in our Chennai classroom or join live online from Dubai, Singapore or anywhere in India, and keep lab access until you pass.",
  ],
};

/** The three training verticals; each links to its part of the programs catalogue. */
export const trainingVerticals: LinkTile[] = [
  {
    iconClass: "Network",
    title: "Networking (Cisco CCNA–CCIE)",
    description:
      "CCNA, CCNP Enterprise, CCIE Enterprise Infrastructure, CCIE Service Provider and CCDE: routing, switching, SD-Access and design, from first subnet to expert lab.",
    href: "/it-training/programs#core-enterprise-networking",
  },
  {
    iconClass: "ShieldCheck",
    title: "Cybersecurity",
    description:
      "Fortinet NSE 4, Palo Alto PCNSA, CISSP and CCIE Security: next-generation firewalls, VPNs, identity and security governance on live appliances.",
    href: "/it-training/programs#cybersecurity",
  },
  {
    iconClass: "BrainCircuit",
    title: "Automation & AI",
    description:
      "Python and Ansible for network automation, Cisco SD-WAN, prompt engineering, machine learning with Python and RAG with vector databases.",
    href: "/it-training/programs#automation-ai",
  },
];

export const trainingBenefits: InfoCard[] = [
  {
    iconClass: "Clock",
    title: "24/7 lab access",
    description:
      "Book our Chennai racks and virtual topologies any hour from a browser console, for the length of your course plus 60 days.",
  },
  {
    iconClass: "Award",
    title: "CCIE-certified instructors",
    description:
      "Lead trainers hold active CCIE Enterprise, Security and Service Provider numbers and still deliver projects for enterprise and telecom clients.",
  },
  {
    iconClass: "CheckCircle2",
    title: "100% pass support",
    description:
      "Did not clear the exam? Re-attend the next batch and get extra rack hours free until you pass, subject to attendance, lab and mock-test conditions.",
  },
  {
    iconClass: "CalendarDays",
    title: "Flexible weekday and weekend batches",
    description:
      "Evening batches Monday to Friday and Saturday-Sunday batches, in the classroom or live online, so you can train without leaving your job.",
  },
];

/** Tiles to the six training sub pages. */
export const trainingExplore: LinkTile[] = [
  {
    iconClass: "BookOpen",
    title: "Programs",
    description: "Every certification course with duration, prerequisites and a week-by-week curriculum.",
    href: "/it-training/programs",
  },
  {
    iconClass: "Target",
    title: "Plans & Pricing",
    description: "Course fees in rupees, combo savings and EMI options, with a side-by-side course compare.",
    href: "/it-training/plans-pricing",
  },
  {
    iconClass: "CalendarDays",
    title: "Batch Calendar",
    description:
      "Start dates and timings of next month's weekday and weekend batches; add one to your calendar.",
    href: "/it-training/batch-calendar",
  },
  {
    iconClass: "Server",
    title: "Lab Infrastructure",
    description: "Physical racks, EVE-NG and Cisco Modeling Labs, reachable around the clock.",
    href: "/it-training/lab-infrastructure",
  },
  {
    iconClass: "Layers",
    title: "Training Model",
    description: "How each topic moves from concept to lab to real-world scenario to exam-ready.",
    href: "/it-training/training-model",
  },
  {
    iconClass: "Handshake",
    title: "B2B Trainer Solutions",
    description:
      "Certified trainers, labs and courseware supplied under your brand to institutes and corporates.",
    href: "/it-training/b2b-trainer-solutions",
  },
];

import type { Company } from "./schema";
import { brand, facts } from "./brand";

/** About page (/introduction). The contact block is in contact.ts. */
export const company: Company = {
  headerIntro:
    "A Chennai engineering company that has trained thousands of network, security and AI professionals since 2012, and now builds AI and IT solutions for businesses across India, the Middle East and Asia Pacific.",
  story: [
    "Arivu began in 2012 as a six-rack CCNA lab in Velachery, started by working network engineers who were tired of theory-only courses. Every batch learnt on real Cisco routers and switches, and every instructor still ran production networks during the week.",
    `More than a decade on, our CCIE-certified instructors have trained over ${facts.alumni.replace("+", "")} engineers, from first-job CCNA candidates to CCIE Enterprise and Security aspirants, and our racks have grown to Cisco, Juniper, Fortinet and Palo Alto gear reachable around the clock from our Thoraipakkam centre.`,
    "The same engineers now design AI agents, enterprise knowledge portals, infrastructure and cloud hosting for corporate clients in India, the UAE, Saudi Arabia, Singapore and Malaysia.",
  ],
  about: {
    title: "About Arivu Technologies",
    paragraphs: [
      `${brand.legalName} is headquartered on Rajiv Gandhi Salai (OMR), Chennai, with instructor-led classrooms, a 24/7 remote lab and a delivery team for AI and IT projects under one roof.`,
      "We work in three practices: certification training from CCNA to CCIE, AI solutions from custom agents to enterprise RAG, and IT and digital services covering infrastructure, cloud hosting, websites and digital marketing. Training keeps our consultants sharp; project work keeps our courses real.",
      "Institutes across South India use our trainers under their own brand, and enterprises in Chennai, Bengaluru, Dubai, Riyadh, Singapore and Kuala Lumpur rely on us for upskilling programmes and managed services.",
    ],
    highlights: [
      { value: facts.founded, label: "Training engineers in Chennai since" },
      { value: facts.alumni, label: "Engineers trained, CCNA to CCIE" },
      { value: facts.ccieInstructors, label: "CCIE-certified instructors" },
      { value: facts.clientCountries, label: "Countries with corporate clients" },
    ],
  },
  whyPartner: [
    {
      iconClass: "Award",
      title: "Certified experts",
      description:
        "CCIE, CISSP and vendor-certified instructors and consultants who run live networks and AI projects, not just classrooms.",
    },
    {
      iconClass: "Server",
      title: "24/7 lab access",
      description:
        "Dedicated Cisco, Fortinet and Palo Alto racks in Chennai, reachable remotely round the clock with support when you are stuck.",
    },
    {
      iconClass: "Globe",
      title: "Proven delivery across regions",
      description:
        "Corporate training and IT projects delivered for clients in India, the Middle East and Asia Pacific, on site or online.",
    },
    {
      iconClass: "Layers",
      title: "End to end, training to AI",
      description:
        "One partner from upskilling your team to building AI agents, infrastructure and cloud hosting that the team then runs.",
    },
  ],
};

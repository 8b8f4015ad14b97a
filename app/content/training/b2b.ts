import type { InfoCard } from "#app/content/schema.ts";

/** IT Training: B2B trainer solutions. */

export const b2bIntro = {
  lead: "Certified trainers, labs and courseware for training institutes and corporate L&D teams, delivered under your brand.",
  paragraphs: [
    "Training institutes across India, the Gulf and South-East Asia use Arivu to run Cisco, security and automation batches they could not staff on their own. We supply the trainer, the lab and the material; your students see your name on every slide and certificate.",
    "Corporates use the same model to upskill NOC, infrastructure and security teams on their own network designs, on-site in Chennai, Bengaluru, Hyderabad and Mumbai or live online across time zones.",
  ],
};

export const b2bBenefits: InfoCard[] = [
  {
    iconClass: "Award",
    title: "Certified, vetted trainers",
    description:
      "Every trainer holds the certification they teach (CCNP, CCIE, NSE, PCNSE) and has passed our own teaching audit before facing your students.",
  },
  {
    iconClass: "Briefcase",
    title: "Your brand, not ours",
    description:
      "White-label delivery: trainers introduce themselves as your faculty, and slides, lab guides and certificates carry your logo.",
  },
  {
    iconClass: "Server",
    title: "Lab included",
    description:
      "Your batch gets remote access to our physical racks and EVE-NG pods, so you can launch a CCIE track without buying a single router.",
  },
  {
    iconClass: "BookOpen",
    title: "Courseware ready to use",
    description:
      "Updated decks, lab workbooks, mock exams and assignments aligned to the current Cisco, Fortinet and Palo Alto exam blueprints.",
  },
  {
    iconClass: "Users",
    title: "Scales with your intake",
    description:
      "From a single weekend batch to six parallel cohorts, with a backup trainer named for every batch so sessions never get cancelled.",
  },
  {
    iconClass: "LineChart",
    title: "Progress reporting",
    description:
      "Attendance, lab completion and mock-test scores per learner every fortnight, so you and your clients see results, not just hours.",
  },
];

export const b2bProcess: InfoCard[] = [
  {
    iconClass: "MessageSquare",
    title: "Discovery call",
    description:
      "We learn your audience, certification targets, schedule and budget, and review any existing syllabus or lab you want us to use.",
  },
  {
    iconClass: "FileText",
    title: "Proposal and trainer match",
    description:
      "Within three working days you get a course plan, lab plan and fee per batch, plus trainer profiles and a demo session to pick from.",
  },
  {
    iconClass: "GraduationCap",
    title: "Delivery under your brand",
    description:
      "Classes run on-site or online on your timetable, with lab access, assessments and daily attendance shared with your coordinator.",
  },
  {
    iconClass: "LineChart",
    title: "Review and certification",
    description:
      "Mock exams and a final report per learner, exam-booking guidance, and a review call to plan the next cohort.",
  },
];

/** The expertise grid: technologies our trainers deliver. */
export const b2bExpertise: InfoCard[] = [
  {
    iconClass: "Network",
    title: "Cisco Enterprise",
    description: "CCNA, CCNP ENCOR/ENARSI, CCIE Enterprise Infrastructure, SD-Access",
  },
  {
    iconClass: "ShieldCheck",
    title: "Cisco Security",
    description: "Firepower, ISE, ASA and CCIE Security lab preparation",
  },
  {
    iconClass: "Waypoints",
    title: "SD-WAN",
    description: "Cisco Catalyst SD-WAN (Viptela) design, policies and migration",
  },
  {
    iconClass: "Lock",
    title: "Fortinet",
    description: "FortiGate NSE 4 to NSE 7, FortiManager and FortiAnalyzer",
  },
  {
    iconClass: "Shield",
    title: "Palo Alto",
    description: "PAN-OS firewalls, Panorama, GlobalProtect, PCNSA and PCNSE",
  },
  {
    iconClass: "Code2",
    title: "Python & Ansible automation",
    description: "Netmiko, NAPALM, RESTCONF, Ansible playbooks and CI for network changes",
  },
  {
    iconClass: "Cloud",
    title: "AWS & Azure networking",
    description: "VPC and VNet design, Transit Gateway, hybrid VPN and ExpressRoute",
  },
  {
    iconClass: "BrainCircuit",
    title: "AI & machine learning",
    description: "Prompt engineering, ML with Python, RAG and vector databases for IT teams",
  },
];

export const b2bCta = {
  title: "Need trainers for your next batch?",
  text: "Tell us the course, the number of learners and the start date: we reply with trainer profiles and a quote within three working days.",
  label: "Request trainer profiles",
  href: "/contact?interest=IT%20Training",
};

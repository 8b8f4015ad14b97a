import type { InfoCard, LinkTile } from "./schema";
import type { ImageName } from "./images";

/* ---------- /it-training ---------- */

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
    description: "Start dates and timings of next month's weekday and weekend batches; add one to your calendar.",
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
    description: "Certified trainers, labs and courseware supplied under your brand to institutes and corporates.",
    href: "/it-training/b2b-trainer-solutions",
  },
];

/* ---------- /it-training/b2b-trainer-solutions ---------- */

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
  { iconClass: "Network", title: "Cisco Enterprise", description: "CCNA, CCNP ENCOR/ENARSI, CCIE Enterprise Infrastructure, SD-Access" },
  { iconClass: "ShieldCheck", title: "Cisco Security", description: "Firepower, ISE, ASA and CCIE Security lab preparation" },
  { iconClass: "Waypoints", title: "SD-WAN", description: "Cisco Catalyst SD-WAN (Viptela) design, policies and migration" },
  { iconClass: "Lock", title: "Fortinet", description: "FortiGate NSE 4 to NSE 7, FortiManager and FortiAnalyzer" },
  { iconClass: "Shield", title: "Palo Alto", description: "PAN-OS firewalls, Panorama, GlobalProtect, PCNSA and PCNSE" },
  { iconClass: "Code2", title: "Python & Ansible automation", description: "Netmiko, NAPALM, RESTCONF, Ansible playbooks and CI for network changes" },
  { iconClass: "Cloud", title: "AWS & Azure networking", description: "VPC and VNet design, Transit Gateway, hybrid VPN and ExpressRoute" },
  { iconClass: "BrainCircuit", title: "AI & machine learning", description: "Prompt engineering, ML with Python, RAG and vector databases for IT teams" },
];

export const b2bCta = {
  title: "Need trainers for your next batch?",
  text: "Tell us the course, the number of learners and the start date: we reply with trainer profiles and a quote within three working days.",
  label: "Request trainer profiles",
  href: "/contact?interest=IT%20Training",
};

/* ---------- /it-training/lab-infrastructure ---------- */

export const labIntro = {
  lead: "Real equipment, virtual topologies and a booking system that never closes: the lab is where our students spend most of their course.",
  paragraphs: [
    "Our Thoraipakkam lab holds rows of Cisco, Juniper, Fortinet and Palo Alto equipment alongside server clusters running EVE-NG and Cisco Modeling Labs. Students work on the same platforms they will meet in the exam and on the job, in the classroom or from home.",
  ],
};

export const labFeatures: InfoCard[] = [
  {
    iconClass: "HardDrive",
    title: "Physical racks",
    description:
      "Catalyst 9300 and 9500 switches, ISR 4000 and ASR 1000 routers, Nexus 9000, FortiGate 100F and Palo Alto PA-440 firewalls, cabled for every exam topology.",
  },
  {
    iconClass: "Monitor",
    title: "Virtual labs (EVE-NG and CML)",
    description:
      "Ready-made EVE-NG and Cisco Modeling Labs topologies for every module, from a three-router OSPF lab to a full CCIE EI blueprint.",
  },
  {
    iconClass: "Globe",
    title: "24/7 remote access",
    description:
      "Reach any rack or pod from a browser console over a secure VPN, day or night, with a lab engineer on call if a device misbehaves.",
  },
  {
    iconClass: "CalendarDays",
    title: "Dedicated rack time for CCIE",
    description:
      "CCIE candidates get reserved 8-hour rack blocks that mirror the real lab exam, plus full mock labs graded by the instructor.",
  },
];

export const labPhotos: { image: ImageName; caption: string }[] = [
  { image: "labRacks", caption: "Production-grade racks: Cisco routing and switching, FortiGate and Palo Alto firewalls." },
  { image: "labClassroom", caption: "The Chennai classroom: every workstation is wired to live lab devices." },
  { image: "labRemote", caption: "Remote access: the same racks from a laptop at home, any hour." },
];

/* ---------- /it-training/training-model ---------- */

export const trainingModelIntro = {
  lead: "Every topic goes through the same four stages, so you understand it, build it, troubleshoot it and can pass an exam on it.",
  paragraphs: [
    "The model came out of a decade of CCIE coaching: candidates rarely fail for lack of theory, but for lack of hours on real faults under time pressure. So theory is short and focused, lab time is long, and every module ends the way the exam does.",
  ],
};

export const trainingMethodology: InfoCard[] = [
  {
    iconClass: "Lightbulb",
    title: "Concept",
    description:
      "Short whiteboard sessions explain how a protocol or feature works and why, with packet captures and the exam blueprint beside every topic.",
  },
  {
    iconClass: "FlaskConical",
    title: "Lab",
    description:
      "You configure it yourself on physical racks or EVE-NG the same day, following a step-by-step workbook with verification commands.",
  },
  {
    iconClass: "Wrench",
    title: "Real-world scenarios",
    description:
      "Trainers break things: broken adjacencies, asymmetric routing, policy mistakes taken from real enterprise and ISP networks for you to fix.",
  },
  {
    iconClass: "ClipboardCheck",
    title: "Exam readiness and mock labs",
    description:
      "Timed mock exams and full mock labs graded against the official blueprint, with one-to-one feedback before you book the real exam.",
  },
];

/** A typical week in a weekday batch. */
export const trainingWeek: { day: string; activity: string }[] = [
  { day: "Monday and Tuesday", activity: "Concept sessions with live demonstrations, 2 hours each evening" },
  { day: "Wednesday and Thursday", activity: "Guided lab work on the week's topics, with the trainer on the console" },
  { day: "Friday", activity: "Troubleshooting scenario and a 20-question quiz" },
  { day: "Weekend", activity: "Self-paced rack time from home and doubt-clearing on the batch WhatsApp group" },
];

/* ---------- /it-training/batch-calendar ---------- */

export const batchCalendarCopy = {
  lead: "Next month's weekday evening and weekend batches for every course, in the Chennai classroom and live online. All timings are in Indian Standard Time.",
  recommenderTitle: "Not sure where to start?",
  recommenderText:
    "Tell us your experience and goal, and a counsellor will suggest the right first course and batch for you, usually the same working day.",
  whatsappTitle: "Need a custom batch or corporate training?",
  whatsappText:
    "Different timings, a private batch for your team or training at your office: message us on WhatsApp and we will plan it with you.",
  whatsappMessage: "Hello Arivu Technologies, I would like to enquire about a custom batch or corporate training.",
};

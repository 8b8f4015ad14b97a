import type { InfoCard } from "#app/content/schema.ts";
import type { ImageName } from "#app/content/images.ts";

/** IT Training: lab infrastructure. */

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
  {
    image: "labRacks",
    caption: "Production-grade racks: Cisco routing and switching, FortiGate and Palo Alto firewalls.",
  },
  {
    image: "labClassroom",
    caption: "The Chennai classroom: every workstation is wired to live lab devices.",
  },
  { image: "labRemote", caption: "Remote access: the same racks from a laptop at home, any hour." },
];

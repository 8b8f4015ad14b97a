import type { InfoCard } from "#app/content/schema.ts";

/** IT Training: training model. */

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
  {
    day: "Wednesday and Thursday",
    activity: "Guided lab work on the week's topics, with the trainer on the console",
  },
  { day: "Friday", activity: "Troubleshooting scenario and a 20-question quiz" },
  {
    day: "Weekend",
    activity: "Self-paced rack time from home and doubt-clearing on the batch WhatsApp group",
  },
];

import type { Course } from "#app/content/schema.ts";
import { allCourses } from "#app/content/courses.ts";
import { experienceLevels, type ExperienceLevel, type Recommendation } from "#server/ai/types.ts";

const PROGRAMS_PATH = "/it-training/programs";

/** The course each level is steered to, by its catalogue name, and why that level fits it. */
const rules: Record<ExperienceLevel, { course: string; fit: string; outcome: string }> = {
  Beginner: {
    course: "CCNA",
    fit: "As a beginner, the right first step is a course that assumes no prior networking background and builds solid fundamentals on real Cisco routers and switches.",
    outcome:
      "It gives you the vocabulary and lab habits every later certification relies on, and it is the credential most Indian employers ask for in entry-level network roles.",
  },
  Intermediate: {
    course: "CCNP Enterprise",
    fit: "With some hands-on networking behind you, the next step is professional-level enterprise routing, switching and troubleshooting.",
    outcome:
      "It moves you from configuring single devices to designing and running campus and WAN networks, the skill set behind network engineer and senior engineer roles.",
  },
  Advanced: {
    course: "CCIE Enterprise Infrastructure",
    fit: "At an advanced level, the goal that still sets you apart is expert certification proven in a practical lab exam.",
    outcome:
      "It is built around rack time and full mock labs graded by CCIE instructors, so you walk into the 8-hour lab exam with a tested strategy for lab day.",
  },
};

/**
 * The one course that suits a visitor's experience level, with a one-paragraph reason.
 * Price, duration and curriculum come from the catalogue so the reason stays true when it changes.
 */
export function recommendCourse(level: ExperienceLevel): Recommendation {
  const safeLevel: ExperienceLevel = experienceLevels.includes(level) ? level : "Beginner";
  const rule = rules[safeLevel];
  const course = allCourses().find((c) => c.name === rule.course);
  if (!course) {
    return {
      course: rule.course,
      reason: `${rule.fit} ${rule.course} is the course we recommend. ${rule.outcome}`,
    };
  }
  const reason = [
    rule.fit,
    `${course.name} (${course.duration}, ${priceText(course.price)}) covers ${curriculumPoints(course)}.`,
    rule.outcome,
    "Our Chennai team can help you pick a batch that fits your schedule.",
  ].join(" ");
  return { course: course.name, reason, href: `${PROGRAMS_PATH}#course-${course.id}` };
}

function priceText(price: string): string {
  return price === "Contact for Pricing" ? "fees on request" : `${price} excluding GST`;
}

/** The first two curriculum topics, written as "topic (details)" in running text. */
function curriculumPoints(course: Course): string {
  const points = course.curriculum.slice(0, 2).map((item) => {
    const [head, ...rest] = item.split(":");
    // Inner brackets would nest inside ours: "EtherChannel (LACP)" reads as "EtherChannel LACP".
    const detail = rest
      .join(":")
      .replace(/\s*\(([^)]*)\)/g, " $1")
      .trim();
    const topic = lowerFirst(head.trim());
    return detail ? `${topic} (${detail})` : topic;
  });
  return points.join(" and ");
}

/** "Network fundamentals" → "network fundamentals", but acronyms such as "ENARSI" stay as they are. */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

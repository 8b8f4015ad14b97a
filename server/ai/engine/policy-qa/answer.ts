import { hrPolicy, POLICY_NOT_AVAILABLE } from "#app/content/hr-policy.ts";
import { parseQuestion, type ParsedQuestion } from "./terms";

export { POLICY_NOT_AVAILABLE };

const [scope, annual, sick, applying] = hrPolicy.sections;

/** The policy's own words, as a Markdown quote naming the section. */
function quote(section: (typeof hrPolicy.sections)[number], ...indexes: number[]): string {
  const lines = indexes.map((i) => section.paragraphs[i]).join(" ");
  return `> ${lines}\n>\n> (${section.heading})`;
}

function certificateAnswer(q: ParsedQuestion): string {
  // A day count in the question decides yes or no against the 3-day rule.
  const days = q.numbers.filter((n) => n > 0 && n <= 60);
  const clause = quote(sick, 1);
  if (days.length === 1 && days[0] < 3) {
    return `No, not for ${days[0]} day${days[0] === 1 ? "" : "s"}: a **doctor's note** (medical certificate) is required only when sick leave lasts **3 or more consecutive days**.\n\n${clause}`;
  }
  if (days.length === 1) {
    return `Yes: for ${days[0]} consecutive sick days you need a **doctor's note** (medical certificate), because the policy requires one for **3 or more consecutive days** of sick leave.\n\n${clause}`;
  }
  return `A **doctor's note** (medical certificate) is required for sick leave of **3 or more consecutive days**.\n\n${clause}`;
}

const answers = {
  annual: () =>
    `You get **20 days of annual leave** per year. It becomes available after you complete the **6-month probation period**.\n\n${quote(annual, 0, 1)}`,
  probation: () =>
    `Annual leave becomes available only **after the 6-month probation period** is successfully completed; from then on you are entitled to **20 days of annual leave** per year.\n\n${quote(annual, 1)}`,
  sick: () =>
    `You get **10 days of sick leave** per year. A **doctor's note** is needed for 3 or more consecutive sick days.\n\n${quote(sick, 0, 1)}`,
  advance: () =>
    `Leave must be requested **at least 2 weeks in advance**, through your reporting manager.\n\n${quote(applying, 0)}`,
  apply: () =>
    `Submit your leave request to your **reporting manager**, who approves it, **at least 2 weeks in advance**.\n\n${quote(applying, 0, 1)}`,
  both: () =>
    `The policy gives **20 days of annual leave** per year (after the 6-month probation period) and **10 days of sick leave** per year.\n\n${quote(annual, 0)}\n\n${quote(sick, 0)}`,
  scope: () => `The policy applies to **all employees** of the company.\n\n${quote(scope, 0)}`,
  summary: () =>
    [
      "The leave policy in brief:",
      "",
      "- **Annual leave:** 20 days per year, available after the 6-month probation period.",
      "- **Sick leave:** 10 days per year; a doctor's note is required for 3 or more consecutive days.",
      "- **Applying:** request leave at least 2 weeks in advance from your reporting manager.",
    ].join("\n"),
};

function choose(q: ParsedQuestion): string {
  const has = (c: string) => q.concepts.has(c);
  if (has("blocked") || has("injection")) return POLICY_NOT_AVAILABLE;
  if (has("certificate")) {
    // "Experience certificate" and the like are not this policy's doctor's note.
    const medical =
      has("sick") ||
      has("leave") ||
      q.numbers.length > 0 ||
      q.words.some((w) => /^(doctors?|medical|note)$/.test(w));
    return medical ? certificateAnswer(q) : POLICY_NOT_AVAILABLE;
  }
  // The policy ties only annual leave to probation; sick leave during probation is not covered.
  if (has("probation")) return has("sick") && !has("annual") ? POLICY_NOT_AVAILABLE : answers.probation();
  if (has("advance")) return answers.advance();
  if (has("apply")) return answers.apply();
  if (has("sick") && has("annual")) return answers.both();
  if (has("sick")) return answers.sick();
  if (has("annual")) return answers.annual();
  if (has("summary") && (has("leave") || q.words.includes("policy"))) return answers.summary();
  if (has("scope") && (q.words.includes("policy") || q.words.includes("who"))) return answers.scope();
  if (has("leave") && (has("count") || has("total"))) return answers.both();
  if (has("leave") && q.words.includes("policy")) return answers.summary();
  return POLICY_NOT_AVAILABLE;
}

/**
 * Answers a question only from the sample HR leave policy: the relevant clause, quoted,
 * or exactly POLICY_NOT_AVAILABLE. Never throws.
 */
export function answerFromPolicy(question: string): string {
  try {
    if (typeof question !== "string" || !question.trim()) return POLICY_NOT_AVAILABLE;
    return choose(parseQuestion(question.slice(0, 1000)));
  } catch {
    return POLICY_NOT_AVAILABLE;
  }
}

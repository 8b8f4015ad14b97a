import type { PolicyDocument } from "./schema";

/**
 * The sample HR leave policy of the document Q&A demo. The demo answers only from this
 * text, so every statement here must be one the assistant can stand behind: add a fact
 * here only together with a question for it in policy-questions.data.ts.
 */
export const hrPolicy: PolicyDocument = {
  title: "Leave Policy",
  sections: [
    {
      heading: "1. Scope",
      paragraphs: [
        "This policy applies to all employees of the company and explains how much leave you are entitled to and how to apply for it.",
      ],
    },
    {
      heading: "2. Annual Leave",
      paragraphs: [
        "Employees are entitled to 20 days of annual leave per year.",
        "Annual leave becomes available after the successful completion of the 6-month probation period.",
      ],
    },
    {
      heading: "3. Sick Leave",
      paragraphs: [
        "Employees are entitled to 10 days of sick leave per year.",
        "A doctor's note (medical certificate) is required for sick leave of 3 or more consecutive days.",
      ],
    },
    {
      heading: "4. Applying for Leave",
      paragraphs: [
        "Leave must be requested at least 2 weeks in advance.",
        "Submit your leave request to your reporting manager, who approves it.",
      ],
    },
  ],
};

/** The exact reply for any question the policy does not answer (SPEC §7). */
export const POLICY_NOT_AVAILABLE = "That information is not available in the provided policy document.";

/** The policy as plain text: the title, then each section's heading and paragraphs. */
export const hrPolicyText: string = [
  hrPolicy.title,
  ...hrPolicy.sections.map((s) => [s.heading, ...s.paragraphs].join("\n")),
].join("\n\n");

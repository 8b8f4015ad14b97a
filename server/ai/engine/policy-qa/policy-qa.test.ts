import { describe, expect, it } from "vitest";
import { hrPolicy, hrPolicyText } from "#app/content/hr-policy.ts";
import { answerFromPolicy, POLICY_NOT_AVAILABLE } from "./index";
import { policyQuestions } from "#tests/fixtures/policy-questions.ts";

describe("answerFromPolicy", () => {
  it("has a data set of at least 12 answerable and 12 unanswerable questions", () => {
    expect(policyQuestions.filter((q) => q.fact !== null).length).toBeGreaterThanOrEqual(12);
    expect(policyQuestions.filter((q) => q.fact === null).length).toBeGreaterThanOrEqual(12);
  });

  it.each(policyQuestions.filter((q) => q.fact !== null))("answers: $question", ({ question, fact }) => {
    const answer = answerFromPolicy(question);
    expect(answer).not.toBe(POLICY_NOT_AVAILABLE);
    expect(answer.toLowerCase()).toContain(fact!.toLowerCase());
  });

  it.each(policyQuestions.filter((q) => q.fact === null))("declines: $question", ({ question }) => {
    expect(answerFromPolicy(question)).toBe(POLICY_NOT_AVAILABLE);
  });

  it("uses the exact sentence of the specification", () => {
    expect(POLICY_NOT_AVAILABLE).toBe("That information is not available in the provided policy document.");
  });

  it("quotes only sentences that are in the policy", () => {
    for (const { question, fact } of policyQuestions) {
      if (fact === null) continue;
      const quoted = answerFromPolicy(question)
        .split("\n")
        .filter((line) => line.startsWith("> ") && !line.startsWith("> ("))
        .map((line) => line.slice(2));
      for (const line of quoted) expect(hrPolicyText.replace(/\n/g, " ")).toContain(line);
    }
  });

  it("states the four facts of the sample policy", () => {
    expect(hrPolicyText).toContain("20 days of annual leave");
    expect(hrPolicyText).toContain("6-month probation");
    expect(hrPolicyText).toContain("10 days of sick leave");
    expect(hrPolicyText).toContain("3 or more consecutive days");
    expect(hrPolicyText).toContain("2 weeks in advance");
    expect(hrPolicy.sections.length).toBe(4);
  });

  it("never throws on odd input", () => {
    const odd = [
      "",
      " ",
      "?".repeat(5000),
      "leave ".repeat(2000),
      "\u0000\uffff😀",
      "1234567890",
      "<script>alert(1)</script>",
      "ñandú ЛЕТО 休假",
    ];
    for (let seed = 1; seed <= 200; seed++) {
      let s = "";
      let x = seed;
      for (let i = 0; i < 80; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        s += String.fromCharCode(32 + (x % 400));
      }
      odd.push(s);
    }
    for (const input of odd) {
      expect(typeof answerFromPolicy(input)).toBe("string");
    }
    expect(answerFromPolicy(undefined as unknown as string)).toBe(POLICY_NOT_AVAILABLE);
  });
});

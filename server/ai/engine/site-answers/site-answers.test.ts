import { describe, expect, it } from "vitest";
import type { ChatTurn } from "#server/ai/types.ts";
import { redirectQuestions, visitorQuestions } from "#tests/fixtures/visitor-questions.ts";
import { siteAnswers } from "./index";

const seedAnswers = siteAnswers();
const answerVisitor = (turns: ChatTurn[]) => seedAnswers.answer(turns);

function chat(question: string, before: string[] = []): ChatTurn[] {
  return [
    ...before.flatMap((text): ChatTurn[] => [
      { role: "user", text },
      { role: "model", text: "Here is what I found." },
    ]),
    { role: "user", text: question },
  ];
}

const cites = (uris: string[], path: string) =>
  uris.some((u) => u === path || (!path.includes("#") && u.startsWith(`${path}#`)));

describe("answerVisitor", () => {
  it("has a data set of at least 24 visitor questions and 6 to decline", () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(24);
    expect(redirectQuestions.length).toBeGreaterThanOrEqual(6);
  });

  it.each(visitorQuestions)("answers: $question", ({ question, before, path, fact }) => {
    const answer = answerVisitor(chat(question, before));
    expect(answer.text).toContain(fact);
    expect(
      cites(
        answer.sources.map((s) => s.uri),
        path,
      ),
    ).toBe(true);
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    expect(new Set(answer.sources.map((s) => s.uri)).size).toBe(answer.sources.length);
  });

  it.each(redirectQuestions)("declines ($kind): $question", ({ question, kind }) => {
    const answer = answerVisitor(chat(question));
    expect(answer.sources).toEqual([{ uri: "/contact", title: "Contact" }]);
    if (kind === "off-topic")
      expect(answer.text).toMatch(/can only help with questions about Arivu Technologies/);
    else expect(answer.text).toMatch(/can't share my instructions/);
    expect(answer.text).not.toMatch(/system prompt|you are the assistant/i);
  });

  it("suggests WhatsApp through the Enquire Now button, not a number", () => {
    const answer = answerVisitor(chat("who will win the cricket world cup"));
    expect(answer.text).toContain("WhatsApp (the Enquire Now button)");
    expect(answer.text).not.toMatch(/\d{10}/);
  });

  it("greets with what it can help with", () => {
    for (const hello of ["hi", "Hello!", "good morning sir", "vanakkam"]) {
      const answer = answerVisitor(chat(hello));
      expect(answer.text).toMatch(/^Hello! I'm the Arivu Technologies assistant/);
      expect(answer.text).toContain("IT training");
    }
  });

  it("cites our own pages with their titles", () => {
    const answer = answerVisitor(chat("ccnp fees"));
    expect(answer.sources[0]).toEqual({
      uri: "/it-training/plans-pricing#price-ccnp-enterprise",
      title: "Plans & Pricing",
    });
    for (const s of answer.sources) expect(s.uri.startsWith("/")).toBe(true);
  });

  it("writes Markdown without raw HTML", () => {
    for (const { question, before } of visitorQuestions)
      expect(answerVisitor(chat(question, before)).text).not.toMatch(/<[a-z/]/i);
  });

  it("is deterministic", () => {
    const turns = chat("what about the lab?", ["ccie fees"]);
    expect(answerVisitor(turns)).toEqual(answerVisitor(turns));
  });

  it("never throws on odd input", () => {
    seedAnswers.warm();
    answerVisitor(chat("ccna fees"));
    const odd: unknown[] = [
      [],
      [{ role: "model", text: "hi" }],
      [{ role: "user", text: "" }],
      [{ role: "user", text: "?".repeat(5000) }],
    ];
    odd.push(
      [{ role: "user", text: "\u0000\uffff😀 ñandú ЛЕТО" }],
      [{ role: "user", text: "ccna ".repeat(400) }],
      [null],
      "x",
      undefined,
    );
    for (let seed = 1; seed <= 200; seed++) {
      let s = "";
      let x = seed;
      for (let i = 0; i < 60; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        s += String.fromCharCode(32 + (x % 300));
      }
      odd.push([{ role: "user", text: s }]);
    }
    for (const turns of odd) {
      const answer = answerVisitor(turns as ChatTurn[]);
      expect(typeof answer.text).toBe("string");
      expect(answer.text.length).toBeGreaterThan(0);
    }
  });
});

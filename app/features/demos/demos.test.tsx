import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentTones, logAnalysisRequest } from "#common/ai/ai-requests.ts";
import { parseLogLine } from "#server/ai/engine/log-analyzer/parse.ts";
import { ContentGeneratorDemo } from "./content-generator-demo";
import { DocumentQaDemo } from "./document-qa-demo";
import { LogAnalyzerDemo } from "./log-analyzer-demo";
import { logSamples } from "./log-samples";
import { CourseRecommender } from "./recommender";

describe("log samples", () => {
  it.each(logSamples)(
    "$label is a valid request in a format the analyzer knows, with a source address",
    ({ log }) => {
      expect(logAnalysisRequest.safeParse({ log }).success).toBe(true);
      for (const line of log.split("\n")) {
        const parsed = parseLogLine(line);
        expect(parsed.format).not.toBe("unknown");
        expect(parsed.sourceIp).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      }
    },
  );

  it("include a multi-line sample for patterns across lines", () => {
    expect(logSamples.some((s) => s.log.split("\n").length >= 3)).toBe(true);
  });
});

describe("server-rendered demo forms", () => {
  it("the log analyzer's submit is enabled in the server's HTML: a log typed before the page is live can be sent", () => {
    const html = renderToString(<LogAnalyzerDemo />);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Analyze Log<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Analyze Log<\/button>/);
    expect(html).toContain("Log data");
  });

  it("the content generator offers the schema's tones with Professional selected", () => {
    const html = renderToString(<ContentGeneratorDemo />);
    const options = [...html.matchAll(/<option value="([^"]+)"( selected="")?/g)];
    expect(options.map((m) => m[1])).toEqual([...contentTones]);
    expect(options.find((m) => m[2])?.[1]).toBe("Professional");
  });

  it("the document Q&A shows the policy it answers from", () => {
    const html = renderToString(<DocumentQaDemo />);
    expect(html).toContain("Read the policy");
    expect(html).toContain("Employees are entitled to 10 days of sick leave per year.");
  });

  it("the recommender offers the three experience levels, none chosen", () => {
    const html = renderToString(<CourseRecommender />);
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios.map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(["Beginner", "Intermediate", "Advanced"]);
    expect(radios.some((r) => r.includes("checked"))).toBe(false);
    expect(html).toContain("Recommend a course");
  });
});

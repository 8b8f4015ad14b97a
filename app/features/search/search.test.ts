import { describe, expect, it } from "vitest";
import type { SearchEntry } from "#app/content/schema.ts";
import { buildSearchIndex } from "#app/content/search.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { highlightParts, searchEntries } from "./search";

const searchIndex = buildSearchIndex(seedContent());

const entries: SearchEntry[] = [
  {
    id: "a",
    title: "CCNA Routing",
    content: "Switching basics",
    keywords: "cisco, beginner",
    category: "Training Course",
  },
  {
    id: "b",
    title: "Cloud Hosting",
    content: "99.9% uptime SLA",
    keywords: "aws, azure",
    category: "IT Service",
  },
  {
    id: "c",
    title: "Contact Us",
    content: "Chennai office",
    keywords: "phone, whatsapp",
    category: "Company",
  },
];
const ids = (query: string) => searchEntries(entries, query).map((e) => e.id);

describe("searchEntries", () => {
  it("finds nothing for an empty query", () => {
    expect(ids("")).toEqual([]);
  });

  it("finds nothing for a whitespace-only query", () => {
    expect(ids("   \t ")).toEqual([]);
  });

  it("matches the title ignoring case", () => {
    expect(ids("ccna routing")).toEqual(["a"]);
  });

  it("matches the content ignoring case", () => {
    expect(ids("UPTIME sla")).toEqual(["b"]);
  });

  it("matches the keywords ignoring case", () => {
    expect(ids("WhatsApp")).toEqual(["c"]);
  });

  it("matches substrings and ignores surrounding spaces", () => {
    expect(ids("  zur ")).toEqual(["b"]);
  });

  it("returns every match in index order", () => {
    expect(ids("c")).toEqual(["a", "b", "c"]);
  });

  it("finds nothing when no field contains the query", () => {
    expect(ids("zzzqqq")).toEqual([]);
  });

  it("finds the CCNA course in the site index", () => {
    expect(searchEntries(searchIndex, "ccna").map((e) => e.id)).toContain("ccna");
  });
});

describe("the site index", () => {
  it("finds an FAQ the company added, by its own words; the built index keeps the spec's three FAQs", () => {
    const content = seedContent();
    content.faqs.push({
      id: "weekend-labs",
      question: "Are the labs open on Sundays?",
      answer: "Yes. The Chennai lab opens 9 am to 6 pm on Sundays.",
      category: "Training",
    });
    const index = buildSearchIndex(content);
    expect(searchEntries(index, "sundays").map((e) => e.id)).toEqual(["faq-weekend-labs"]);
    expect(searchIndex.filter((e) => e.category === "FAQ").map((e) => e.id)).toEqual([
      "faq-ccie-pass-support",
      "faq-payment-options",
      "faq-what-is-rag",
    ]);
  });
});

describe("highlightParts", () => {
  it("marks every occurrence ignoring case, keeping the original letters", () => {
    expect(highlightParts("CCNA and ccna", "Ccna")).toEqual([
      { text: "CCNA", match: true },
      { text: " and ", match: false },
      { text: "ccna", match: true },
    ]);
  });

  it("leaves text without a match whole", () => {
    expect(highlightParts("Cloud Hosting", "ccna")).toEqual([{ text: "Cloud Hosting", match: false }]);
  });

  it("does not mark anything for an empty or blank query", () => {
    expect(highlightParts("Cloud", "  ")).toEqual([{ text: "Cloud", match: false }]);
  });

  it("treats regular-expression characters literally", () => {
    expect(highlightParts("Q&A (RAG) portal", "(rag)")).toEqual([
      { text: "Q&A ", match: false },
      { text: "(RAG)", match: true },
      { text: " portal", match: false },
    ]);
  });

  it("highlights the trimmed query and joins back to the original text", () => {
    const text = "Python for Network Automation";
    const parts = highlightParts(text, " network ");
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["Network"]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });
});

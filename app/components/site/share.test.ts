import { describe, expect, it } from "vitest";
import { canonicalUrl, shareTargets, shareText } from "./share";

describe("share links", () => {
  it("builds the canonical URL from the site origin and the path", () => {
    expect(canonicalUrl("https://arivutech.in", "/it-training/programs/")).toBe(
      "https://arivutech.in/it-training/programs",
    );
    expect(canonicalUrl("https://arivutech.in/", "/")).toBe("https://arivutech.in/");
  });

  it("puts the encoded page URL in every network's share link", () => {
    const url = "https://arivutech.in/ai-solutions?x=1";
    const targets = shareTargets(url, "AI Solutions | Arivu Technologies");
    expect(targets.map((t) => t.network)).toEqual(["LinkedIn", "X", "Facebook", "WhatsApp"]);
    for (const t of targets) expect(t.href).toContain(encodeURIComponent(url));
    expect(targets[0].href).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(targets[3].href).toMatch(/^https:\/\/wa\.me\/\?text=AI%20Solutions/);
  });

  it("names the page in the shared text", () => {
    expect(shareText("/it-training/batch-calendar")).toBe("Batch Calendar | Arivu Technologies");
    expect(shareText("/")).toMatch(/^Arivu Technologies: /);
  });
});

import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { dailyArt, dailyImagePrompt } from "./daily-art";

/** Every opened tag is closed, in order: a cheap well-formedness check for our generated markup. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name);
  }
  return stack.length === 0;
}

function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

describe("dailyArt", () => {
  it("gives byte-identical art and prompt for the same date", () => {
    expect(dailyArt("2026-11-21")).toEqual(dailyArt("2026-11-21"));
    expect(dailyImagePrompt("2026-11-21")).toBe(dailyImagePrompt("2026-11-21"));
  });

  it("looks different every day: consecutive days never share a palette and all differ", () => {
    const month = days("2026-11-01", 30).map(dailyArt);
    expect(new Set(month.map((a) => a.svg)).size).toBe(30);
    for (let i = 1; i < month.length; i++) {
      const gradient = (svg: string) =>
        svg.match(/<linearGradient[^]*?<\/linearGradient>/)?.[0].replace(/x1=.*?>/, "");
      expect(gradient(month[i].svg)).not.toBe(gradient(month[i - 1].svg));
    }
    expect(new Set(month.map((a) => a.prompt.split(": ")[1])).size).toBeGreaterThan(20);
  });

  it("is a standalone 16:9 SVG with no scripts or external references, under 60 KB", () => {
    for (const date of days("2026-01-01", 60)) {
      const { svg } = dailyArt(date);
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"',
        ),
      ).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(isBalanced(svg)).toBe(true);
      expect(svg).not.toMatch(/<script|foreignObject|href=|on[a-z]+=|url\((?!#)|NaN|undefined/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(60_000);
    }
  });

  it("describes the day and its layers in English", () => {
    const { prompt, svg } = dailyArt("2026-11-21");
    expect(prompt).toMatch(
      /^Abstract high-tech concept art for Saturday, 21 November 2026: .+ over an? [a-z ]+ gradient, with [a-z ]+ highlights\.$/,
    );
    const layers = ["grid", "waveforms", "arcs", "node network", "circuit traces", "particle field"].filter(
      (l) => prompt.includes(l),
    );
    expect(layers.length).toBeGreaterThanOrEqual(3);
    expect(layers.length).toBeLessThanOrEqual(4);
    expect(svg).toContain('aria-label="Saturday, 21 November 2026:');
    expect(dailyImagePrompt("2026-11-21")).toMatch(
      /^Abstract high-tech art for Saturday, 21 November 2026: .+ no text, no logos, no people\.$/,
    );
  });

  it("renders to a valid 1200x675 PNG image", async () => {
    const png = await sharp(Buffer.from(dailyArt("2026-11-21").svg))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 675]);
    // Not a blank canvas: the layers add colour variation across the picture.
    const stats = await sharp(png).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(8);
  });

  it("throws a clear error for a date that is not a calendar day", () => {
    for (const bad of ["2026-02-30", "21-11-2026", "2026-13-01", "", "2026-11-21T10:00"]) {
      expect(() => dailyArt(bad)).toThrow(/expected a calendar day as YYYY-MM-DD/);
    }
    expect(() => dailyImagePrompt("yesterday")).toThrow(/YYYY-MM-DD/);
  });
});

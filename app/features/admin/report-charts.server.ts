import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";

/**
 * The report's charts, drawn on the server as SVG by Observable Plot over a DOM made of
 * strings (linkedom): the page ships them as markup, and neither library reaches the browser.
 * Each chart is one image to assistive technology (role="img" and a label); the table beside it
 * holds the figures.
 */

/** Drawn at about a phone's width, so its 12 px text stays near 12 px there; wider screens scale it up. */
const WIDTH = 360;
const FONT = 12;

/** Colours of the series, the same in the charts and their keys (readable on white). */
export const palette = ["#1d4ed8", "#c2410c", "#15803d", "#7e22ce", "#b45309", "#0f766e"];

function svgOf(options: Plot.PlotOptions, label: string): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const chart = Plot.plot({ document, width: WIDTH, style: { fontSize: `${FONT}px` }, ...options });
  const svg = chart.tagName.toLowerCase() === "svg" ? chart : chart.querySelector("svg")!;
  // Plot's own stylesheet sizes it; the page's CSS does that (one less <style> per chart).
  for (const style of [...svg.querySelectorAll("style")]) style.remove();
  // One image: Plot's labels of its parts would be names on elements that may have none.
  for (const part of [...svg.querySelectorAll("[aria-label],[aria-description]")]) {
    part.removeAttribute("aria-label");
    part.removeAttribute("aria-description");
  }
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.removeAttribute("class");
  const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
  title.textContent = label;
  svg.insertBefore(title, svg.firstChild);
  return svg.outerHTML;
}

/** Whole numbers only on a count axis (Plot would tick 0.2, 0.4… under a count of 1). */
const whole = (d: number) => (Number.isInteger(d) ? String(d) : "");

/** Every nth label of a band axis, so a year of weeks stays readable on a phone. */
const sparse = (count: number, room = 8) => {
  const step = Math.max(1, Math.ceil(count / room));
  return (d: string, i: number) => (i % step === 0 ? d : "");
};

/** Bars per week (or month) stacked by series: `rows` are one per bar, `series` the keys to stack. */
export function stackedWeeks(
  rows: { label: string; values: Record<string, number> }[],
  series: { key: string; label: string }[],
  label: string,
  axis = "Records",
): string {
  const data = rows.flatMap((r) =>
    series.map((s) => ({ week: r.label, series: s.label, n: r.values[s.key] ?? 0 })),
  );
  const top = Math.max(1, ...rows.map((r) => series.reduce((n, s) => n + (r.values[s.key] ?? 0), 0)));
  return svgOf(
    {
      height: 220,
      marginLeft: 40,
      x: { type: "band", domain: rows.map((r) => r.label), label: null, tickFormat: sparse(rows.length) },
      y: { grid: true, label: axis, domain: [0, top], tickFormat: whole },
      color: { domain: series.map((s) => s.label), range: palette },
      marks: [Plot.barY(data, { x: "week", y: "n", fill: "series" }), Plot.ruleY([0])],
    },
    label,
  );
}

/**
 * A funnel per row: bars for each step drawn over each other, the first step longest, so each
 * row shows how far its records went.
 */
export function funnelBars(
  rows: { label: string; counts: number[] }[],
  steps: string[],
  label: string,
  axis = "Records",
): string {
  const data = rows.flatMap((r) => steps.map((step, i) => ({ row: r.label, step, n: r.counts[i] ?? 0 })));
  const top = Math.max(1, ...data.map((d) => d.n));
  return svgOf(
    {
      height: 40 + rows.length * 34,
      marginLeft: 110,
      y: { domain: rows.map((r) => r.label), label: null, tickFormat: (d: string) => shorten(d) },
      x: { grid: true, label: axis, domain: [0, top], tickFormat: whole },
      color: { domain: steps, range: ["#bfdbfe", "#60a5fa", "#2563eb", "#1e3a8a"] },
      marks: steps.map((step, i) =>
        Plot.barX(
          data.filter((d) => d.step === step),
          { y: "row", x: "n", fill: "step", insetTop: 2 + i * 3, insetBottom: 2 + i * 3 },
        ),
      ),
    },
    label,
  );
}

/**
 * Median bars with the 90th percentile as a tick, per person, inside and outside office hours;
 * empty when nobody was answered (the table says so).
 */
export function responseBars(
  rows: { who: string; side: string; median?: number; p90?: number }[],
  label: string,
): string {
  const data = rows.filter((r) => r.median !== undefined);
  if (data.length === 0) return "";
  return svgOf(
    {
      height: 50 + new Set(data.map((r) => r.who)).size * 52,
      marginLeft: 110,
      marginRight: 20,
      fy: { label: null, tickFormat: (d: string) => shorten(d) },
      y: { axis: null, domain: ["Office hours", "Outside hours"] },
      x: { grid: true, label: "Minutes to first answer" },
      color: { domain: ["Office hours", "Outside hours"], range: [palette[0]!, palette[1]!] },
      marks: [
        Plot.barX(data, { fy: "who", y: "side", x: "median", fill: "side" }),
        Plot.tickX(data, { fy: "who", y: "side", x: "p90", stroke: "#0f172a", strokeWidth: 2 }),
        Plot.ruleX([0]),
      ],
    },
    label,
  );
}

const shorten = (text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text);

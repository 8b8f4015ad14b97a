import { format } from "date-fns";
import { HEIGHT, WIDTH, layers, type Layer } from "./layers";
import { palettes } from "./palettes.data";
import { fnv1a, mulberry32 } from "#server/ai/engine/seeded-random.ts";

export type DailyArt = { svg: string; prompt: string };

/**
 * Procedural abstract high-tech art for a calendar day (YYYY-MM-DD): a 1200x675 standalone SVG
 * (no scripts, no external references) and a sentence describing it. The same date always gives
 * byte-identical output. An invalid date throws: the API validates the date before calling this.
 */
export function dailyArt(date: string): DailyArt {
  const { palette, chosen, rand, label } = plan(date);
  const [c0, c1, c2] = palette.background;
  const angle = rand() * Math.PI * 2;
  const [x1, y1] = [50 - 50 * Math.cos(angle), 50 - 50 * Math.sin(angle)];
  const [hx, hy] = [Math.round(20 + rand() * 60), Math.round(20 + rand() * 60)];

  const defs =
    `<defs>` +
    `<linearGradient id="bg" x1="${pct(x1)}" y1="${pct(y1)}" x2="${pct(100 - x1)}" y2="${pct(100 - y1)}">` +
    `<stop offset="0" stop-color="${c0}"/><stop offset="0.55" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<radialGradient id="halo" cx="${hx}%" cy="${hy}%" r="55%">` +
    `<stop offset="0" stop-color="${palette.accents[1]}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.accents[1]}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="50%" cy="50%" r="75%">` +
    `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>` +
    `<filter id="glow" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feGaussianBlur stdDeviation="3" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `</defs>`;

  const body = chosen.map((layer) => layer.draw(rand, palette)).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(describe(label, chosen, palette.name, palette.accentNames))}">` +
    defs +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#halo)"/>` +
    body +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>` +
    `</svg>`;

  return {
    svg,
    prompt: `Abstract high-tech concept art for ${describe(label, chosen, palette.name, palette.accentNames)}`,
  };
}

/** The sentence an image model receives for the day, describing the same composition as dailyArt. */
export function dailyImagePrompt(date: string): string {
  const { palette, chosen, label } = plan(date);
  return (
    `Abstract high-tech art for ${describe(label, chosen, palette.name, palette.accentNames)} ` +
    "Wide 16:9 composition, clean futuristic style, soft glow and depth, no text, no logos, no people."
  );
}

/** Palette, layers and random stream for a day; the palette rotates so neighbouring days never share one. */
function plan(date: string) {
  const day = parseDay(date);
  const rand = mulberry32(fnv1a(`arivu-daily-art|${date}`));
  const palette = palettes[(((day.index * 3) % palettes.length) + palettes.length) % palettes.length];
  const count = rand() < 0.5 ? 3 : 4;
  const order = layers.map((layer) => ({ layer, key: rand() }));
  const picked = new Set(
    [...order]
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map((o) => o.layer),
  );
  const chosen = layers.filter((layer) => picked.has(layer));
  return { palette, chosen, rand, label: format(day.local, "EEEE, d MMMM yyyy") };
}

function describe(label: string, chosen: Layer[], paletteName: string, accentNames: string): string {
  const parts = chosen.map((l) => l.describe);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
  return `${label}: ${list} over ${/^[aeiou]/i.test(paletteName) ? "an" : "a"} ${paletteName} gradient, with ${accentNames} highlights.`;
}

function parseDay(date: string): { local: Date; index: number } {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (match) {
    const [y, m, d] = match.slice(1).map(Number);
    const utc = new Date(Date.UTC(y, m - 1, d));
    if (utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d) {
      return { local: new Date(y, m - 1, d), index: Math.round(utc.getTime() / 86_400_000) };
    }
  }
  throw new Error(`Invalid date "${String(date).slice(0, 40)}": expected a calendar day as YYYY-MM-DD.`);
}

const pct = (x: number) => `${Math.round(x * 10) / 10}%`;

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

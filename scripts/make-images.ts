/**
 * Draws the site's illustrations, logo icons and social card as SVG in code and rasterises them
 * into public/ (AVIF + WebP at the widths ResponsiveImage requests). The outputs are committed, so
 * the build never runs this. Re-run after changing a drawing or an entry of app/content/images.ts:
 *
 *   npx tsx scripts/make-images.ts
 */
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { imageWidths } from "#app/components/ui/responsive-image.tsx";
import { brand } from "#app/content/brand.ts";
import { HERO_PHONE_WIDTH, images, type ImageName } from "#app/content/images.ts";

const OUT_DIR = "public/images";
const AVIF_QUALITY = 50;
/**
 * The hero slides' phone file (HeroCarousel's phoneWidth): on phones the slide sits under an
 * 80% dark overlay, where a lower quality does not show.
 */
const HERO_PHONE_AVIF_QUALITY = 44;
const HEROES: ImageName[] = ["heroTraining", "heroAi", "heroDigital"];
const WEBP_QUALITY = 70;
// Higher AVIF efforts take many times longer for a few percent smaller files.
const AVIF_EFFORT = 3;

/* ------------------------------------------------------------------ palette (app/app.css) */

const C = {
  b50: "#eef4ff",
  b100: "#dae6ff",
  b200: "#bcd2ff",
  b300: "#8eb4ff",
  b400: "#598bff",
  b500: "#3563f5",
  b600: "#1f45e0",
  b700: "#1934b5",
  b800: "#1a2f8f",
  b900: "#1b2c71",
  b950: "#0f1a44",
  a400: "#fbbf24",
  a500: "#f59e0b",
  a600: "#d97706",
  night: "#0a1233",
  port: "#070c22",
  white: "#ffffff",
  led: "#4ade80",
  leaf: "#3f9d6b",
  skin: ["#c68a5e", "#a86f48", "#8d5a3b", "#d9a57c"],
  hair: "#1c1917",
};
// System fonts librsvg can find (Liberation Sans is metric-compatible with Arial).
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/* ------------------------------------------------------------------ tiny SVG builder */

type Attrs = Record<string, string | number | undefined>;
type Pt = [number, number];

const r1 = (v: number) => Math.round(v * 10) / 10;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function tag(name: string, a: Attrs, ...children: string[]): string {
  const at = Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? r1(v) : v}"`)
    .join("");
  return children.length ? `<${name}${at}>${children.join("")}</${name}>` : `<${name}${at}/>`;
}
const g = (a: Attrs, ...children: string[]) => tag("g", a, ...children);
const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  tag("rect", { x, y, width: w, height: h, fill, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  tag("circle", { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  tag("ellipse", { cx, cy, rx, ry, fill, ...a });
const path = (d: string, a: Attrs) => tag("path", { d, ...a });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a: Attrs = {}) =>
  tag("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...a });
const pts = (p: Pt[]) => p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");
const polyline = (p: Pt[], stroke: string, width: number, a: Attrs = {}) =>
  tag("polyline", {
    points: pts(p),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...a,
  });
const polygon = (p: Pt[], fill: string, a: Attrs = {}) => tag("polygon", { points: pts(p), fill, ...a });
const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}) =>
  tag("text", { x, y, "font-size": size, fill, "font-family": FONT, ...a }, esc(s));
/** Smooth curve through points (Catmull-Rom turned into cubic Béziers). */
function smooth(p: Pt[]): string {
  let d = `M${r1(p[0][0])} ${r1(p[0][1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const [p0, p1, p2, p3] = [p[i - 1] ?? p[i], p[i], p[i + 1], p[i + 2] ?? p[i + 1]];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** Deterministic randomness so re-runs produce the same pictures. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ------------------------------------------------------------------ shared paint */

type Stop = [offset: number, color: string, opacity?: number];
const stops = (s: Stop[]) =>
  s.map(([o, c, op]) => tag("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");
/** Linear gradient; coordinates are user space when `user` is set, else 0..1 of the shape. */
const linear = (id: string, [x1, y1, x2, y2]: number[], s: Stop[], user = false) =>
  tag(
    "defs",
    {},
    tag(
      "linearGradient",
      { id, x1, y1, x2, y2, gradientUnits: user ? "userSpaceOnUse" : undefined },
      stops(s),
    ),
  );
const radial = (id: string, s: Stop[]) => tag("defs", {}, tag("radialGradient", { id }, stops(s)));
const glowFilter = (id: string, blur: number) =>
  tag(
    "defs",
    {},
    tag(
      "filter",
      // User-space region: a bounding-box region would clip straight horizontal/vertical lines away.
      { id, filterUnits: "userSpaceOnUse", x: "-5%", y: "-5%", width: "110%", height: "110%" },
      tag("feGaussianBlur", { stdDeviation: blur, result: "b" }),
      tag("feMerge", {}, tag("feMergeNode", { in: "b" }), tag("feMergeNode", { in: "SourceGraphic" })),
    ),
  );
const shadowFilter = (id: string, blur: number, dy: number, opacity: number) =>
  tag(
    "defs",
    {},
    tag(
      "filter",
      { id, x: "-20%", y: "-20%", width: "140%", height: "150%" },
      tag("feDropShadow", { dx: 0, dy, stdDeviation: blur, "flood-color": C.b950, "flood-opacity": opacity }),
    ),
  );

type Glow = { x: number; y: number; r: number; color: string; opacity: number };
/** Deep-blue backdrop with soft light pools and a faint dot grid. */
function darkBackdrop(w: number, h: number, glows: Glow[], dots = true): string {
  const grid = dots
    ? tag(
        "defs",
        {},
        tag(
          "pattern",
          { id: "dots", width: 36, height: 36, patternUnits: "userSpaceOnUse" },
          circle(18, 18, 1.3, C.b300, { opacity: 0.16 }),
        ),
      ) + rect(0, 0, w, h, "url(#dots)")
    : "";
  return (
    linear(
      "bg",
      [0, 0, 1, 1],
      [
        [0, C.b950],
        [1, C.night],
      ],
    ) +
    rect(0, 0, w, h, "url(#bg)") +
    glows
      .map(
        (o, i) =>
          radial(`pool${i}`, [
            [0, o.color, o.opacity],
            [1, o.color, 0],
          ]) + circle(o.x, o.y, o.r, `url(#pool${i})`),
      )
      .join("") +
    grid
  );
}

/** Rounded app/browser window frame with three title-bar dots; content goes inside. */
function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  bar: string,
  content: string,
  a: Attrs = {},
  border?: string,
): string {
  return g(
    a,
    rect(x, y, w, h, fill, { rx: 14, stroke: border, "stroke-width": border ? 1.5 : undefined }),
    path(`M${x} ${y + 14} a14 14 0 0 1 14 -14 h${w - 28} a14 14 0 0 1 14 14 v18 h${-w} Z`, { fill: bar }),
    circle(x + 20, y + 16, 5, C.a500),
    circle(x + 36, y + 16, 5, C.a400),
    circle(x + 52, y + 16, 5, C.b300),
    content,
  );
}

/** Bars standing in for lines of text on a screen. */
function textLines(
  x: number,
  y: number,
  w: number,
  rows: number,
  gap: number,
  color: string,
  seed: number,
  h = 4,
): string {
  const rand = rng(seed);
  return Array.from({ length: rows }, (_, i) =>
    rect(x, y + i * gap, w * (0.45 + rand() * 0.55), h, color, { rx: h / 2, opacity: 0.85 }),
  ).join("");
}

/** A small network diagram (routers, switch, links) for screens. */
function topology(x: number, y: number, w: number, h: number, seed: number): string {
  const rand = rng(seed);
  const nodes: Pt[] = [
    [0.2, 0.28],
    [0.5, 0.18],
    [0.8, 0.3],
    [0.32, 0.72],
    [0.68, 0.74],
  ].map(([u, v]) => [x + (u + (rand() - 0.5) * 0.06) * w, y + (v + (rand() - 0.5) * 0.06) * h]);
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [0, 3],
    [2, 4],
    [3, 4],
    [1, 3],
    [1, 4],
  ];
  const r = Math.max(3, Math.min(w, h) * 0.07);
  return (
    links
      .map(([a, b], i) =>
        line(
          nodes[a][0],
          nodes[a][1],
          nodes[b][0],
          nodes[b][1],
          i === 5 ? C.a400 : C.b300,
          Math.max(1, r * 0.28),
          { opacity: i === 5 ? 1 : 0.7 },
        ),
      )
      .join("") +
    nodes
      .map(([nx, ny], i) =>
        circle(nx, ny, r, i === 1 ? C.a400 : C.b500, {
          stroke: C.b100,
          "stroke-width": Math.max(1, r * 0.25),
        }),
      )
      .join("")
  );
}

function terminalScreen(x: number, y: number, w: number, h: number, seed: number): string {
  const rand = rng(seed);
  const rows = Math.max(3, Math.floor((h - 12) / 11));
  return (
    rect(x, y, w, h, C.port) +
    Array.from({ length: rows }, (_, i) => {
      const c = i % 4 === 0 ? C.a400 : i % 3 === 0 ? C.led : C.b200;
      return rect(x + 8, y + 8 + i * 11, (w - 16) * (0.25 + rand() * 0.7), 4, c, { rx: 2, opacity: 0.85 });
    }).join("")
  );
}

/* ------------------------------------------------------------------ network hardware */

type Kind = "switch" | "router" | "firewall" | "server" | "patch" | "blank";
const DEVICE_H: Record<Kind, number> = {
  switch: 30,
  router: 50,
  firewall: 38,
  server: 40,
  patch: 22,
  blank: 22,
};
type Tone = { body: string; face: string; accent: string };
const TONES = {
  cisco: { body: "#2f4590", face: "#3a52a6", accent: C.b300 },
  ciscoLight: { body: "#b9c7ea", face: "#ced9f5", accent: C.b600 },
  fortinet: { body: "#1e222d", face: "#2a2f3c", accent: "#e5484d" },
  paloalto: { body: "#252a37", face: "#323848", accent: C.a500 },
  server: { body: "#1c2857", face: "#25336a", accent: C.b400 },
} satisfies Record<string, Tone>;

/** One rack-mounted unit seen from the front: ports, LEDs and a vendor-coloured accent. */
function device(x: number, y: number, w: number, kind: Kind, tone: Tone, seed: number): string {
  const h = DEVICE_H[kind];
  const rand = rng(seed);
  const led = () => (rand() < 0.7 ? C.led : rand() < 0.5 ? C.a400 : C.b300);
  const parts = [
    rect(x, y, w, h, tone.body, { rx: 3 }),
    rect(x + 2, y + 1, w - 4, 2, C.white, { opacity: 0.12 }),
  ];
  const ports = (px: number, py: number, count: number, pw: number, ph: number, gap: number, lit = true) => {
    for (let i = 0; i < count; i++) {
      parts.push(rect(px + i * (pw + gap), py, pw, ph, C.port, { rx: 1 }));
      if (lit && rand() < 0.55) parts.push(rect(px + i * (pw + gap) + 1, py + 1, 2, 2, led()));
    }
  };
  if (kind === "switch") {
    parts.push(rect(x + 6, y + 6, 4, h - 12, tone.accent));
    const n = Math.floor((w - 70) / 10);
    ports(x + 18, y + 5, n, 7, 8, 3);
    ports(x + 18, y + 17, n, 7, 8, 3);
    ports(x + w - 42, y + 10, 2, 11, 9, 4, false);
    parts.push(circle(x + w - 10, y + 8, 2, led()), circle(x + w - 10, y + 16, 2, led()));
  } else if (kind === "router") {
    parts.push(
      rect(x + 8, y + 7, w * 0.36, h - 14, tone.face, { rx: 2 }),
      rect(x + w * 0.36 + 14, y + 7, w * 0.28, h - 14, tone.face, { rx: 2 }),
    );
    ports(x + 14, y + 14, Math.floor((w * 0.36 - 12) / 11), 8, 9, 3);
    ports(x + w * 0.36 + 20, y + 14, Math.floor((w * 0.28 - 12) / 11), 8, 9, 3);
    for (let i = 0; i < 6; i++)
      parts.push(rect(x + w * 0.7 + i * 7, y + 9, 3, h - 18, C.port, { opacity: 0.6, rx: 1 }));
    parts.push(
      circle(x + w - 12, y + 12, 3, C.led),
      circle(x + w - 12, y + 22, 3, C.a400),
      rect(x, y + h - 5, w, 5, tone.accent, { opacity: 0.8, rx: 2 }),
    );
  } else if (kind === "firewall") {
    parts.push(
      rect(x, y, 26, h, tone.accent, { rx: 3 }),
      rect(x + 34, y + 9, 34, h - 18, C.b400, { opacity: 0.55, rx: 2 }),
    );
    ports(x + 78, y + (h - 10) / 2, Math.floor((w - 100) / 12), 9, 10, 3);
    parts.push(circle(x + w - 10, y + h / 2, 3, led()));
  } else if (kind === "server") {
    const bays = Math.floor((w - 40) / 26);
    for (let i = 0; i < bays; i++) {
      parts.push(
        rect(x + 10 + i * 26, y + 7, 22, h - 14, tone.face, { rx: 2 }),
        rect(x + 14 + i * 26, y + h - 12, 3, 3, led()),
      );
    }
    parts.push(circle(x + w - 14, y + h / 2, 5, "none", { stroke: tone.accent, "stroke-width": 2 }));
  } else if (kind === "patch") {
    parts.push(rect(x + 10, y + 3, w - 20, 5, C.b50, { opacity: 0.8, rx: 1 }));
    ports(x + 12, y + 11, Math.floor((w - 24) / 9), 6, 7, 3, false);
  } else {
    for (let i = 0; i < 3; i++) parts.push(rect(x + 12, y + 6 + i * 5, w - 24, 2, C.port, { opacity: 0.4 }));
  }
  return parts.join("");
}

type Unit = [Kind, Tone];
type Slot = { x: number; y: number; w: number; h: number };
/** A rack cabinet filled top-down with units; returns the drawing and each unit's box. */
function rack(
  x: number,
  y: number,
  w: number,
  h: number,
  units: Unit[],
  seed: number,
  label?: string,
): { svg: string; slots: Slot[] } {
  const parts = [
    ellipse(x + w / 2, y + h + 8, w * 0.62, 14, C.port, { opacity: 0.55 }),
    rect(x, y, w, h, "#0a1130", { rx: 6, stroke: C.b800, "stroke-width": 2 }),
    rect(x - 6, y - 16, w + 12, 20, C.b900, { rx: 4 }),
    rect(x + 10, y + 12, 8, h - 24, "#17235c"),
    rect(x + w - 18, y + 12, 8, h - 24, "#17235c"),
    line(x + 14, y + 16, x + 14, y + h - 16, C.port, 2, { "stroke-dasharray": "2 7" }),
    line(x + w - 14, y + 16, x + w - 14, y + h - 16, C.port, 2, { "stroke-dasharray": "2 7" }),
    rect(x + 8, y + h, 18, 10, C.port, { rx: 2 }),
    rect(x + w - 26, y + h, 18, 10, C.port, { rx: 2 }),
  ];
  if (label)
    parts.push(
      text(x + w / 2, y - 1, label, 13, C.b200, {
        "text-anchor": "middle",
        "font-weight": 700,
        "letter-spacing": 1.5,
      }),
    );
  const slots: Slot[] = [];
  let iy = y + 18;
  units.forEach(([kind, tone], i) => {
    const uh = DEVICE_H[kind];
    if (iy + uh > y + h - 12) return;
    parts.push(device(x + 20, iy, w - 40, kind, tone, seed * 100 + i));
    slots.push({ x: x + 20, y: iy, w: w - 40, h: uh });
    iy += uh + 5;
  });
  return { svg: parts.join(""), slots };
}

/** A patch cable drooping between two points, with a dark edge so crossings stay readable. */
function cable(a: Pt, b: Pt, color: string, sag: number, width = 3.5): string {
  const d = `M${r1(a[0])} ${r1(a[1])} C${r1(a[0])} ${r1(a[1] + sag)} ${r1(b[0])} ${r1(b[1] + sag)} ${r1(b[0])} ${r1(b[1])}`;
  return (
    path(d, {
      fill: "none",
      stroke: C.port,
      "stroke-width": width + 2.5,
      "stroke-linecap": "round",
      opacity: 0.6,
    }) + path(d, { fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round" })
  );
}
const CABLE_COLOURS = [C.a500, C.b300, C.a400, "#e2e8f0", C.b400];

/* ------------------------------------------------------------------ people and objects (faceless, stylised) */

type PersonOpts = {
  x: number;
  feet: number;
  height: number;
  shirt: string;
  pants: string;
  skin: string;
  hair?: string;
  hairStyle?: "short" | "long" | "bun";
  arms?: "down" | "laptop" | "point";
  point?: Pt;
};

function hairCap(
  hx: number,
  hy: number,
  rx: number,
  ry: number,
  style: PersonOpts["hairStyle"],
  color: string,
): string {
  const cap = path(
    `M${hx - rx * 1.04} ${hy + ry * 0.15} Q${hx - rx * 1.14} ${hy - ry * 1.22} ${hx} ${hy - ry * 1.14} Q${hx + rx * 1.14} ${hy - ry * 1.22} ${hx + rx * 1.04} ${hy + ry * 0.15} L${hx + rx * 0.9} ${hy + ry * 0.15} Q${hx + rx * 0.86} ${hy - ry * 0.42} ${hx + rx * 0.25} ${hy - ry * 0.55} Q${hx - rx * 0.55} ${hy - ry * 0.6} ${hx - rx * 0.9} ${hy - ry * 0.15} L${hx - rx * 0.92} ${hy + ry * 0.15} Z`,
    { fill: color },
  );
  if (style === "bun") return cap + circle(hx + rx * 0.15, hy - ry * 1.15, rx * 0.48, color);
  return cap;
}

/** Standing figure, front view, without facial features. */
function person(o: PersonOpts): string {
  const u = o.height / 7.5;
  const top = o.feet - o.height;
  const hx = o.x;
  const hy = top + 0.62 * u;
  const sy = top + 1.45 * u;
  const wy = top + 3.95 * u;
  const hair = o.hair ?? C.hair;
  const parts: string[] = [];
  if (o.hairStyle === "long") {
    parts.push(
      path(
        `M${hx - 0.6 * u} ${hy} Q${hx - 0.72 * u} ${sy + 0.5 * u} ${hx - 0.5 * u} ${sy + 0.75 * u} L${hx + 0.5 * u} ${sy + 0.75 * u} Q${hx + 0.72 * u} ${sy + 0.5 * u} ${hx + 0.6 * u} ${hy} Z`,
        { fill: hair },
      ),
    );
  }
  const legTop = wy - 0.25 * u;
  const legH = o.feet - 0.2 * u - legTop;
  parts.push(
    rect(hx - 0.7 * u, legTop, 0.62 * u, legH, o.pants, { rx: 0.26 * u }),
    rect(hx + 0.08 * u, legTop, 0.62 * u, legH, o.pants, { rx: 0.26 * u }),
    rect(hx - 0.84 * u, o.feet - 0.32 * u, 0.78 * u, 0.32 * u, C.port, { rx: 0.16 * u }),
    rect(hx + 0.06 * u, o.feet - 0.32 * u, 0.78 * u, 0.32 * u, C.port, { rx: 0.16 * u }),
    rect(hx - 0.18 * u, hy + 0.3 * u, 0.36 * u, 0.75 * u, o.skin),
  );
  const torso = path(
    `M${hx - 1.02 * u} ${sy + 0.4 * u} Q${hx - 1.02 * u} ${sy} ${hx - 0.6 * u} ${sy} L${hx + 0.6 * u} ${sy} Q${hx + 1.02 * u} ${sy} ${hx + 1.02 * u} ${sy + 0.4 * u} L${hx + 0.8 * u} ${wy} L${hx - 0.8 * u} ${wy} Z`,
    { fill: o.shirt },
  );
  const collar = path(`M${hx - 0.26 * u} ${sy} L${hx} ${sy + 0.38 * u} L${hx + 0.26 * u} ${sy} Z`, {
    fill: o.skin,
  });
  const armW = 0.36 * u;
  const limb = (p: Pt[]) =>
    polyline(p, o.shirt, armW) + circle(p[p.length - 1][0], p[p.length - 1][1], 0.17 * u, o.skin);
  const downArm = (side: number) =>
    limb([
      [hx + side * 0.86 * u, sy + 0.3 * u],
      [hx + side * 1.06 * u, sy + 1.4 * u],
      [hx + side * 1.0 * u, wy - 0.1 * u],
    ]);
  parts.push(torso, collar, rect(hx - 0.8 * u, wy - 0.12 * u, 1.6 * u, 0.14 * u, C.port, { opacity: 0.35 }));
  if (o.arms === "laptop") {
    parts.push(
      polyline(
        [
          [hx - 0.86 * u, sy + 0.3 * u],
          [hx - 1.05 * u, sy + 1.35 * u],
          [hx - 0.55 * u, sy + 1.62 * u],
        ],
        o.shirt,
        armW,
      ),
      polyline(
        [
          [hx + 0.86 * u, sy + 0.3 * u],
          [hx + 1.05 * u, sy + 1.35 * u],
          [hx + 0.55 * u, sy + 1.62 * u],
        ],
        o.shirt,
        armW,
      ),
      rect(hx - 0.82 * u, sy + 0.62 * u, 1.64 * u, 1.0 * u, "#cbd5e1", { rx: 0.08 * u }),
      circle(hx, sy + 1.1 * u, 0.12 * u, C.b600),
      rect(hx - 0.9 * u, sy + 1.58 * u, 1.8 * u, 0.12 * u, "#94a3b8", { rx: 0.05 * u }),
      circle(hx - 0.62 * u, sy + 1.64 * u, 0.17 * u, o.skin),
      circle(hx + 0.62 * u, sy + 1.64 * u, 0.17 * u, o.skin),
    );
  } else if (o.arms === "point" && o.point) {
    const side = o.point[0] >= hx ? 1 : -1;
    const s: Pt = [hx + side * 0.86 * u, sy + 0.3 * u];
    const dx = o.point[0] - s[0];
    const dy = o.point[1] - s[1];
    const len = Math.hypot(dx, dy);
    const [ux, uy] = [dx / len, dy / len];
    const elbow: Pt = [s[0] + ux * 1.2 * u + uy * 0.15 * u * side, s[1] + uy * 1.2 * u + 0.12 * u];
    const hand: Pt = [s[0] + ux * 2.4 * u, s[1] + uy * 2.4 * u];
    parts.push(
      downArm(-side),
      line(hand[0], hand[1], hand[0] + ux * 0.32 * u, hand[1] + uy * 0.32 * u, o.skin, 0.11 * u),
      limb([s, elbow, hand]),
    );
  } else {
    parts.push(downArm(-1), downArm(1));
  }
  parts.push(
    circle(hx - 0.5 * u, hy + 0.06 * u, 0.1 * u, o.skin),
    circle(hx + 0.5 * u, hy + 0.06 * u, 0.1 * u, o.skin),
    ellipse(hx, hy, 0.5 * u, 0.58 * u, o.skin),
    path(
      `M${hx + 0.05 * u} ${hy - 0.57 * u} A${0.5 * u} ${0.58 * u} 0 0 1 ${hx + 0.05 * u} ${hy + 0.57 * u} Q${hx + 0.38 * u} ${hy} ${hx + 0.05 * u} ${hy - 0.57 * u} Z`,
      { fill: C.port, opacity: 0.12 },
    ),
    hairCap(hx, hy, 0.5 * u, 0.58 * u, o.hairStyle, hair),
  );
  return g({}, ...parts);
}

/** Seated person seen from behind (head and shoulders), optionally behind a chair back. */
function personBack(
  x: number,
  y: number,
  r: number,
  shirt: string,
  hair: string,
  skin: string,
  style: PersonOpts["hairStyle"] = "short",
  chair?: string,
): string {
  const parts = [
    path(
      `M${x - 2.3 * r} ${y + 5 * r} L${x - 2.2 * r} ${y + 2.1 * r} Q${x - 2.05 * r} ${y + 1.25 * r} ${x - 1.1 * r} ${y + 1.15 * r} L${x + 1.1 * r} ${y + 1.15 * r} Q${x + 2.05 * r} ${y + 1.25 * r} ${x + 2.2 * r} ${y + 2.1 * r} L${x + 2.3 * r} ${y + 5 * r} Z`,
      { fill: shirt },
    ),
    rect(x - 0.38 * r, y + 0.6 * r, 0.76 * r, 0.7 * r, skin),
    circle(x - r, y + 0.1 * r, 0.2 * r, skin),
    circle(x + r, y + 0.1 * r, 0.2 * r, skin),
    ellipse(x, y, r, 1.12 * r, skin),
  ];
  if (style === "long")
    parts.push(
      path(
        `M${x - 1.05 * r} ${y} Q${x - 1.1 * r} ${y - 1.25 * r} ${x} ${y - 1.2 * r} Q${x + 1.1 * r} ${y - 1.25 * r} ${x + 1.05 * r} ${y} L${x + 0.95 * r} ${y + 1.5 * r} Q${x} ${y + 1.7 * r} ${x - 0.95 * r} ${y + 1.5 * r} Z`,
        { fill: hair },
      ),
    );
  else {
    parts.push(
      path(
        `M${x - 1.04 * r} ${y + 0.5 * r} Q${x - 1.14 * r} ${y - 1.25 * r} ${x} ${y - 1.2 * r} Q${x + 1.14 * r} ${y - 1.25 * r} ${x + 1.04 * r} ${y + 0.5 * r} Q${x + 0.5 * r} ${y + 1.0 * r} ${x} ${y + 0.95 * r} Q${x - 0.5 * r} ${y + 1.0 * r} ${x - 1.04 * r} ${y + 0.5 * r} Z`,
        { fill: hair },
      ),
    );
    if (style === "bun") parts.push(circle(x, y - 0.75 * r, 0.5 * r, hair));
  }
  if (chair) parts.push(rect(x - 1.9 * r, y + 2.6 * r, 3.8 * r, 2.6 * r, chair, { rx: 0.5 * r }));
  return g({}, ...parts);
}

/** Laptop, front view: lid with screen content and a base. */
function laptop(
  x: number,
  y: number,
  w: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const h = w * 0.62;
  const bz = Math.max(4, w * 0.035);
  return g(
    {},
    rect(x, y, w, h, "#111936", { rx: w * 0.03 }),
    screen(x + bz, y + bz, w - 2 * bz, h - 2 * bz),
    polygon(
      [
        [x - w * 0.07, y + h + w * 0.05],
        [x + w * 1.07, y + h + w * 0.05],
        [x + w, y + h],
        [x, y + h],
      ],
      "#cbd5e1",
    ),
    rect(x - w * 0.07, y + h + w * 0.05, w * 1.14, w * 0.012, "#94a3b8"),
  );
}

/** Desktop monitor on a stand. */
function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const bz = Math.max(3, w * 0.03);
  return g(
    {},
    rect(x + w / 2 - w * 0.05, y + h - 2, w * 0.1, h * 0.22, "#1e293b"),
    rect(x + w / 2 - w * 0.2, y + h + h * 0.18, w * 0.4, h * 0.06, "#1e293b", { rx: 2 }),
    rect(x, y, w, h, "#0b1024", { rx: bz }),
    screen(x + bz, y + bz, w - 2 * bz, h - 2 * bz),
  );
}

/** Cloud built from circles sharing one user-space gradient so the seams vanish. */
function cloud(cx: number, cy: number, s: number, fill: string): string {
  return g(
    { fill },
    circle(cx - 0.55 * s, cy + 0.1 * s, 0.42 * s, fill),
    circle(cx - 0.1 * s, cy - 0.25 * s, 0.6 * s, fill),
    circle(cx + 0.5 * s, cy - 0.05 * s, 0.48 * s, fill),
    circle(cx + 0.95 * s, cy + 0.25 * s, 0.32 * s, fill),
    rect(cx - 0.95 * s, cy + 0.05 * s, 2.2 * s, 0.52 * s, fill, { rx: 0.26 * s }),
  );
}

/** Closed padlock glyph centred on (x, y). */
function padlock(x: number, y: number, s: number, color: string): string {
  return (
    path(
      `M${x - 0.32 * s} ${y - 0.05 * s} v${-0.22 * s} a${0.32 * s} ${0.32 * s} 0 0 1 ${0.64 * s} 0 v${0.22 * s}`,
      { fill: "none", stroke: color, "stroke-width": 0.12 * s },
    ) + rect(x - 0.45 * s, y - 0.08 * s, 0.9 * s, 0.65 * s, color, { rx: 0.1 * s })
  );
}

/* ------------------------------------------------------------------ illustrations (one per image) */

function heroTraining(w: number, h: number): string {
  const a = rack(
    880,
    170,
    250,
    600,
    [
      ["patch", TONES.ciscoLight],
      ["switch", TONES.cisco],
      ["switch", TONES.cisco],
      ["router", TONES.ciscoLight],
      ["router", TONES.cisco],
      ["patch", TONES.ciscoLight],
      ["switch", TONES.cisco],
      ["firewall", TONES.paloalto],
      ["router", TONES.cisco],
      ["server", TONES.server],
      ["server", TONES.server],
      ["blank", TONES.server],
    ],
    1,
  );
  const b = rack(
    1170,
    170,
    250,
    600,
    [
      ["patch", TONES.ciscoLight],
      ["router", TONES.ciscoLight],
      ["switch", TONES.cisco],
      ["switch", TONES.cisco],
      ["firewall", TONES.fortinet],
      ["router", TONES.cisco],
      ["patch", TONES.ciscoLight],
      ["switch", TONES.cisco],
      ["switch", TONES.cisco],
      ["server", TONES.server],
      ["server", TONES.server],
      ["blank", TONES.server],
    ],
    2,
  );
  const mid = (s: Slot, f: number): Pt => [s.x + s.w * f, s.y + s.h / 2];
  const cables = [
    cable(mid(a.slots[1], 0.3), mid(a.slots[3], 0.2), C.a500, 40),
    cable(mid(a.slots[2], 0.55), mid(b.slots[2], 0.3), C.b300, 70),
    cable(mid(a.slots[4], 0.4), mid(b.slots[1], 0.25), C.a400, 90),
    cable(mid(a.slots[6], 0.7), mid(b.slots[4], 0.5), "#e2e8f0", 60),
    cable(mid(b.slots[3], 0.6), mid(b.slots[5], 0.7), C.a500, 45),
    cable(mid(a.slots[7], 0.8), mid(b.slots[7], 0.2), C.b400, 50),
    cable(mid(b.slots[7], 0.6), mid(b.slots[8], 0.35), C.a400, 30),
    cable(mid(a.slots[1], 0.75), mid(a.slots[6], 0.45), C.b300, 50),
  ].join("");
  const term = windowFrame(
    240,
    250,
    430,
    230,
    "#0b1330ee",
    C.b900,
    [
      "R1# show ip ospf neighbor",
      "Neighbor ID    State      Intf",
      "10.0.0.2       FULL/DR    Gi0/1",
      "10.0.0.3       FULL/BDR   Gi0/2",
      "R1# ping 10.0.0.3",
      "!!!!!  Success rate is 100%",
    ]
      .map((s, i) =>
        tag(
          "text",
          {
            x: 262,
            y: 66 + 250 + i * 26,
            "font-size": 16,
            "font-family": MONO,
            "xml:space": "preserve",
            fill: i === 0 || i === 4 ? C.a400 : i === 5 ? C.led : C.b100,
          },
          esc(s),
        ),
      )
      .join(""),
    {},
    C.b700,
  );
  return (
    darkBackdrop(w, h, [
      { x: 1150, y: 420, r: 650, color: C.b600, opacity: 0.45 },
      { x: 330, y: 760, r: 420, color: C.a500, opacity: 0.1 },
    ]) +
    linear(
      "floor",
      [0, 0, 0, 1],
      [
        [0, C.b900, 0.9],
        [1, C.b950, 1],
      ],
    ) +
    rect(0, 790, w, 110, "url(#floor)") +
    line(0, 790, w, 790, C.b700, 2) +
    // overhead cable tray feeding both racks
    rect(820, 96, 660, 22, C.b900, { rx: 4, stroke: C.b700, "stroke-width": 2 }) +
    Array.from({ length: 12 }, (_, i) => line(840 + i * 55, 98, 840 + i * 55, 116, C.b700, 3)).join("") +
    [C.a500, C.b300, C.a400, C.b400]
      .map(
        (c, i) =>
          path(`M${940 + i * 18} 118 C${940 + i * 18} 150 ${960 + i * 18} 150 ${960 + i * 18} 160`, {
            fill: "none",
            stroke: c,
            "stroke-width": 4,
          }) +
          path(`M${1230 + i * 18} 118 C${1230 + i * 18} 150 ${1250 + i * 18} 150 ${1250 + i * 18} 160`, {
            fill: "none",
            stroke: c,
            "stroke-width": 4,
          }),
      )
      .join("") +
    a.svg +
    b.svg +
    cables +
    glowFilter("soft", 5) +
    person({
      x: 720,
      feet: 830,
      height: 450,
      shirt: "#e8eefc",
      pants: "#3a4f9f",
      skin: C.skin[0],
      arms: "laptop",
    }) +
    path(`M770 548 C830 560 850 ${r1(a.slots[5].y + 60)} ${r1(a.slots[5].x + 24)} ${r1(a.slots[5].y + 11)}`, {
      fill: "none",
      stroke: C.a400,
      "stroke-width": 4,
      filter: "url(#soft)",
    }) +
    person({
      x: 1500,
      feet: 830,
      height: 430,
      shirt: C.a500,
      pants: "#2c3f8c",
      skin: C.skin[1],
      hairStyle: "long",
      arms: "point",
      point: [1340, 380],
    }) +
    term
  );
}

function heroAi(w: number, h: number): string {
  const rand = rng(7);
  const layerX = [590, 790, 990, 1190];
  const counts = [5, 7, 7, 5];
  const layers: Pt[][] = layerX.map((x, li) =>
    Array.from({ length: counts[li] }, (_, i) => [x, 470 + (i - (counts[li] - 1) / 2) * 92] as Pt),
  );
  const outputs: Pt[] = [
    [1370, 330],
    [1370, 470],
    [1370, 610],
  ];
  layers.push(outputs);
  const edges: [Pt, Pt, boolean][] = [];
  for (let l = 0; l < layers.length - 1; l++) {
    for (const p of layers[l]) for (const q of layers[l + 1]) edges.push([p, q, rand() < 0.1]);
  }
  const sources: Pt[] = [
    [300, 230],
    [300, 350],
    [300, 470],
    [300, 590],
    [300, 710],
  ];
  const icon = (i: number, [x, y]: Pt) => {
    const s = C.b200;
    switch (i) {
      case 0: // database
        return (
          ellipse(x, y - 18, 24, 8, "none", { stroke: s, "stroke-width": 4 }) +
          path(`M${x - 24} ${y - 18} v34 a24 8 0 0 0 48 0 v-34 M${x - 24} ${y - 1} a24 8 0 0 0 48 0`, {
            fill: "none",
            stroke: s,
            "stroke-width": 4,
          })
        );
      case 1: // spreadsheet
        return (
          rect(x - 26, y - 22, 52, 44, "none", { stroke: s, "stroke-width": 4, rx: 4 }) +
          line(x - 26, y - 7, x + 26, y - 7, s, 3) +
          line(x - 26, y + 8, x + 26, y + 8, s, 3) +
          line(x - 8, y - 22, x - 8, y + 22, s, 3) +
          rect(x - 5, y - 4, 28, 9, C.a400, { opacity: 0.9 })
        );
      case 2: // document
        return (
          path(`M${x - 20} ${y - 26} h28 l14 14 v38 h-42 Z M${x + 8} ${y - 26} v14 h14`, {
            fill: "none",
            stroke: s,
            "stroke-width": 4,
            "stroke-linejoin": "round",
          }) + textLines(x - 12, y - 4, 24, 3, 9, C.a400, 3, 4)
        );
      case 3: // chat
        return (
          path(
            `M${x - 26} ${y - 20} h52 a6 6 0 0 1 6 6 v26 a6 6 0 0 1 -6 6 h-30 l-14 12 v-12 h-8 a6 6 0 0 1 -6 -6 v-26 a6 6 0 0 1 6 -6 Z`,
            { fill: "none", stroke: s, "stroke-width": 4, "stroke-linejoin": "round" },
          ) + [-12, 0, 12].map((d) => circle(x + d + 3, y - 1, 3.5, C.a400)).join("")
        );
      default:
        return cloud(x - 6, y + 2, 22, s);
    }
  };
  const tiles = sources
    .map(
      (p, i) =>
        rect(p[0] - 48, p[1] - 48, 96, 96, "#15235e", { rx: 20, stroke: C.b700, "stroke-width": 2 }) +
        icon(i, p),
    )
    .join("");
  const feed = sources
    .flatMap((p, i) =>
      layers[0]
        .filter((_, j) => (i + j) % 2 === 0)
        .map((q) =>
          path(`M${p[0] + 48} ${p[1]} C${p[0] + 150} ${p[1]} ${q[0] - 120} ${q[1]} ${q[0] - 16} ${q[1]}`, {
            fill: "none",
            stroke: C.b400,
            "stroke-width": 1.6,
            opacity: 0.45,
          }),
        ),
    )
    .join("");
  const active = new Set<string>();
  edges.filter((e) => e[2]).forEach(([p, q]) => (active.add(p.join()), active.add(q.join())));
  const nodes = layers.flat().map((p) => {
    const on = active.has(p.join());
    return (
      (on ? circle(p[0], p[1], 24, C.a400, { opacity: 0.18 }) : "") +
      circle(p[0], p[1], 14, on ? C.a400 : C.b950, { stroke: on ? C.a400 : C.b300, "stroke-width": 3 }) +
      (on ? "" : circle(p[0], p[1], 4, C.b300))
    );
  });
  const cards = outputs
    .map(([x, y], i) => {
      const cx = x + 60;
      const body =
        i === 0
          ? polyline(
              [
                [cx + 16, y + 18],
                [cx + 44, y - 2],
                [cx + 66, y + 8],
                [cx + 100, y - 22],
              ],
              C.a400,
              5,
            ) + circle(cx + 100, y - 22, 6, C.a400)
          : i === 1
            ? circle(cx + 40, y, 22, "none", { stroke: C.b300, "stroke-width": 8 }) +
              circle(cx + 40, y, 22, "none", {
                stroke: C.a400,
                "stroke-width": 8,
                "stroke-dasharray": "95 200",
                transform: `rotate(-90 ${cx + 40} ${y})`,
              }) +
              textLines(cx + 74, y - 10, 40, 3, 10, C.b200, 11, 5)
            : polyline(
                [
                  [cx + 22, y],
                  [cx + 38, y + 16],
                  [cx + 68, y - 16],
                ],
                C.led,
                7,
              ) + textLines(cx + 80, y - 8, 34, 2, 12, C.b200, 12, 5);
      return (
        line(x + 14, y, cx, y, C.a400, 3, { opacity: 0.8 }) +
        rect(cx, y - 44, 124, 88, "#15235e", { rx: 16, stroke: C.b600, "stroke-width": 2 }) +
        body
      );
    })
    .join("");
  return (
    darkBackdrop(w, h, [
      { x: 980, y: 470, r: 640, color: C.b600, opacity: 0.45 },
      { x: 1200, y: 300, r: 320, color: C.a500, opacity: 0.12 },
    ]) +
    glowFilter("glow", 5) +
    [220, 320, 420]
      .map((r) => circle(990, 470, r, "none", { stroke: C.b400, "stroke-width": 1.5, opacity: 0.14 }))
      .join("") +
    feed +
    edges
      .filter((e) => !e[2])
      .map(([p, q]) => line(p[0], p[1], q[0], q[1], C.b300, 1.3, { opacity: 0.22 }))
      .join("") +
    g(
      { filter: "url(#glow)" },
      ...edges.filter((e) => e[2]).map(([p, q]) => line(p[0], p[1], q[0], q[1], C.a400, 3)),
    ) +
    nodes.join("") +
    tiles +
    cards
  );
}

function heroDigital(w: number, h: number): string {
  const browser = windowFrame(
    330,
    370,
    480,
    340,
    "#f8faff",
    C.b100,
    g(
      {},
      rect(400, 380, 260, 14, C.white, { rx: 7 }),
      rect(350, 418, 60, 14, C.b700, { rx: 4 }),
      ...[0, 1, 2, 3].map((i) => rect(600 + i * 48, 421, 36, 8, C.b300, { rx: 4 })),
      rect(350, 446, 440, 150, C.b100, { rx: 10 }),
      rect(372, 474, 190, 16, C.b800, { rx: 5 }),
      rect(372, 498, 150, 16, C.b800, { rx: 5 }),
      textLines(372, 528, 190, 2, 12, C.b500, 21, 6),
      rect(372, 560, 96, 24, C.a500, { rx: 12 }),
      linear(
        "bimg",
        [0, 0, 1, 1],
        [
          [0, C.b500],
          [1, C.b800],
        ],
      ),
      rect(590, 462, 180, 118, "url(#bimg)", { rx: 10 }),
      circle(730, 494, 14, C.a400),
      polygon(
        [
          [600, 570],
          [650, 516],
          [690, 552],
          [716, 530],
          [762, 570],
        ],
        C.b300,
        { opacity: 0.8 },
      ),
      ...[0, 1, 2].map(
        (i) =>
          rect(350 + i * 150, 612, 138, 80, C.white, { rx: 10, stroke: C.b200, "stroke-width": 2 }) +
          rect(364 + i * 150, 626, 28, 28, i === 1 ? C.a400 : C.b400, { rx: 8 }) +
          textLines(364 + i * 150, 664, 100, 2, 12, C.b300, 30 + i, 5),
      ),
    ),
    { filter: "url(#shadow)" },
  );
  const bars = [0.45, 0.62, 0.5, 0.8, 0.68, 0.95];
  const dash = windowFrame(
    1070,
    360,
    440,
    360,
    "#14215a",
    C.b900,
    g(
      {},
      ...[0, 1, 2].map(
        (i) =>
          rect(1090 + i * 136, 410, 124, 70, "#1b2c71", { rx: 10 }) +
          rect(1104 + i * 136, 424, 48, 8, C.b300, { rx: 4 }) +
          rect(1104 + i * 136, 442, 64 + i * 8, 16, i === 0 ? C.a400 : C.white, { rx: 5 }) +
          polyline(
            [
              [1170 + i * 136, 466],
              [1180 + i * 136, 458],
              [1190 + i * 136, 462],
              [1204 + i * 136, 446],
            ],
            i === 2 ? C.a400 : C.led,
            2.5,
          ),
      ),
      rect(1090, 496, 250, 204, "#1b2c71", { rx: 10 }),
      ...bars.map((v, i) =>
        rect(1110 + i * 37, 684 - v * 150, 24, v * 150, i === 3 ? C.a500 : C.b400, { rx: 5 }),
      ),
      polyline(
        [
          [1110, 600],
          [1147, 574],
          [1184, 590],
          [1221, 540],
          [1258, 556],
          [1310, 520],
        ],
        C.b100,
        3,
        { opacity: 0.8 },
      ),
      rect(1352, 496, 138, 204, "#1b2c71", { rx: 10 }),
      circle(1421, 570, 40, "none", { stroke: C.b700, "stroke-width": 16 }),
      circle(1421, 570, 40, "none", {
        stroke: C.a400,
        "stroke-width": 16,
        "stroke-dasharray": "110 400",
        transform: "rotate(-90 1421 570)",
      }),
      circle(1421, 570, 40, "none", {
        stroke: C.b400,
        "stroke-width": 16,
        "stroke-dasharray": "0 112 80 400",
        transform: "rotate(-90 1421 570)",
      }),
      textLines(1372, 636, 96, 3, 16, C.b200, 44, 6),
    ),
    { filter: "url(#shadow)" },
    C.b700,
  );
  const phone = g(
    { filter: "url(#shadow)" },
    rect(760, 540, 120, 230, "#0b1024", { rx: 18 }),
    rect(768, 552, 104, 206, C.white, { rx: 12 }),
    rect(800, 558, 40, 6, "#0b1024", { rx: 3 }),
    rect(778, 576, 84, 60, C.b100, { rx: 8 }),
    circle(842, 594, 9, C.a400),
    textLines(778, 648, 80, 3, 12, C.b400, 50, 6),
    rect(778, 690, 60, 18, C.a500, { rx: 9 }),
    rect(778, 718, 84, 28, C.b50, { rx: 6, stroke: C.b200, "stroke-width": 1.5 }),
  );
  const servers = rack(
    915,
    560,
    180,
    240,
    [
      ["server", TONES.server],
      ["server", TONES.server],
      ["switch", TONES.cisco],
      ["server", TONES.server],
    ],
    9,
  );
  const link = (d: string) =>
    path(d, {
      fill: "none",
      stroke: C.a400,
      "stroke-width": 3,
      "stroke-dasharray": "10 10",
      "stroke-linecap": "round",
      filter: "url(#glow)",
    });
  return (
    darkBackdrop(w, h, [
      { x: 980, y: 380, r: 640, color: C.b600, opacity: 0.45 },
      { x: 560, y: 740, r: 360, color: C.a500, opacity: 0.1 },
    ]) +
    glowFilter("glow", 4) +
    shadowFilter("shadow", 14, 12, 0.55) +
    linear(
      "cloudfill",
      [0, 110, 0, 340],
      [
        [0, C.white],
        [1, C.b200],
      ],
      true,
    ) +
    link("M900 330 C880 360 640 330 600 368") +
    link("M1120 330 C1140 360 1290 330 1320 358") +
    link("M1005 345 L1005 548") +
    cloud(1010, 250, 120, "url(#cloudfill)") +
    g(
      {},
      ...[0, 1, 2].map(
        (i) =>
          rect(966, 214 + i * 26, 100, 18, C.b700, { rx: 5 }) +
          circle(1052, 223 + i * 26, 4, i === 1 ? C.a400 : C.led),
      ),
    ) +
    browser +
    servers.svg +
    g({ transform: "translate(30 0)" }, dash) +
    phone +
    [
      [600, 368],
      [1320, 358],
      [1005, 548],
    ]
      .map(([x, y]) => circle(x, y, 7, C.a400, { stroke: C.b950, "stroke-width": 3 }))
      .join("")
  );
}

function leadership(w: number, h: number): string {
  const skin = C.skin[1];
  const rand = rng(5);
  const net: Pt[] = Array.from({ length: 9 }, () => [40 + rand() * 560, 30 + rand() * 200]);
  return (
    linear(
      "bg",
      [0, 0, 1, 1],
      [
        [0, C.b800],
        [1, C.b950],
      ],
    ) +
    rect(0, 0, w, h, "url(#bg)") +
    net
      .slice(1)
      .map((p, i) => line(net[i][0], net[i][1], p[0], p[1], C.b400, 1.5, { opacity: 0.35 }))
      .join("") +
    net
      .map((p, i) =>
        circle(p[0], p[1], i % 3 === 0 ? 5 : 3.5, i % 3 === 0 ? C.a400 : C.b300, { opacity: 0.7 }),
      )
      .join("") +
    radial("halo", [
      [0, C.b500],
      [0.7, C.b600],
      [1, C.b700],
    ]) +
    circle(320, 340, 250, "url(#halo)") +
    circle(320, 340, 266, "none", {
      stroke: C.a400,
      "stroke-width": 6,
      "stroke-dasharray": "420 1300",
      "stroke-linecap": "round",
      transform: "rotate(-160 320 340)",
    }) +
    // blazer, shirt and lapels
    path("M70 640 L96 532 Q116 468 214 452 L426 452 Q524 468 544 532 L570 640 Z", { fill: C.b950 }) +
    polygon(
      [
        [252, 452],
        [320, 566],
        [388, 452],
      ],
      "#f1f5ff",
    ) +
    rect(286, 372, 68, 96, skin) +
    path("M286 430 Q320 470 354 430 L354 468 L286 468 Z", { fill: C.port, opacity: 0.2 }) +
    polygon(
      [
        [262, 448],
        [300, 452],
        [320, 520],
        [290, 486],
      ],
      C.white,
    ) +
    polygon(
      [
        [378, 448],
        [340, 452],
        [320, 520],
        [350, 486],
      ],
      C.white,
    ) +
    polygon(
      [
        [214, 452],
        [252, 452],
        [320, 600],
        [282, 640],
        [236, 640],
        [250, 540],
      ],
      "#1b2766",
    ) +
    polygon(
      [
        [426, 452],
        [388, 452],
        [320, 600],
        [358, 640],
        [404, 640],
        [390, 540],
      ],
      "#1b2766",
    ) +
    circle(420, 540, 8, C.a400) +
    // head, with glasses as the only facial detail so the portrait stays generic
    g(
      { transform: "translate(0 16)" },
      ellipse(230, 300, 15, 26, skin),
      ellipse(410, 300, 15, 26, skin),
      path(
        "M232 272 C232 206 272 172 320 172 C368 172 408 206 408 272 C408 332 384 374 350 390 C334 397 306 397 290 390 C256 374 232 332 232 272 Z",
        { fill: skin },
      ),
      path(
        "M332 174 C380 180 408 214 408 272 C408 332 384 374 350 390 C340 394 332 395 326 396 C372 350 380 250 332 174 Z",
        { fill: C.port, opacity: 0.12 },
      ),
      path(
        "M228 296 Q212 168 320 164 Q430 166 412 296 Q406 236 370 214 Q314 238 258 224 Q238 250 228 296 Z",
        { fill: C.hair },
      ),
      g(
        { "fill-opacity": 0.14, stroke: "#111827", "stroke-width": 6 },
        rect(254, 262, 56, 40, C.white, { rx: 12 }),
        rect(330, 262, 56, 40, C.white, { rx: 12 }),
      ),
      path("M310 276 Q320 270 330 276", { fill: "none", stroke: "#111827", "stroke-width": 5 }),
    )
  );
}

/** Classroom seen from the back: instructor at a wall screen, rows of students with laptops. */
function aboutTeam(w: number, _h: number): string {
  const row = (deskY: number, s: number, xs: number[], seed: number, from = 0) => {
    const rand = rng(seed);
    const shirts = [C.b500, C.a500, "#e8eefc", C.b700, "#334155"];
    return (
      rect(from, deskY, w - from, 16 * s, C.white, { rx: 4 }) +
      rect(from, deskY + 16 * s, w - from, 30 * s, C.b200) +
      xs
        .map((x, i) => {
          const lw = 120 * s;
          const style = (["short", "long", "bun", "short"] as const)[(i + seed) % 4];
          return (
            laptop(
              x - lw / 2 + 18 * s,
              deskY - lw * 0.62 - 4 * s,
              lw,
              (sx, sy, sw, sh) =>
                rect(sx, sy, sw, sh, C.b950) +
                (i % 2 ? topology(sx, sy, sw, sh, seed + i) : terminalScreen(sx, sy, sw, sh, seed + i)),
            ) +
            personBack(
              x - 20 * s,
              deskY + 18 * s,
              26 * s,
              shirts[Math.floor(rand() * shirts.length)],
              C.hair,
              C.skin[(i + seed) % 4],
              style,
            )
          );
        })
        .join("")
    );
  };
  const window =
    linear(
      "sky",
      [0, 0, 0, 1],
      [
        [0, C.b300],
        [0.7, "#fcd9a0"],
        [1, C.a400],
      ],
    ) +
    rect(60, 90, 250, 250, "url(#sky)") +
    circle(230, 250, 34, "#fff7e0", { opacity: 0.9 }) +
    // Dravidian temple tower (gopuram) and palms on the skyline
    polygon(
      [
        [110, 340],
        [118, 300],
        [124, 300],
        [130, 262],
        [136, 262],
        [142, 226],
        [148, 226],
        [156, 196],
        [176, 196],
        [184, 226],
        [190, 226],
        [196, 262],
        [202, 262],
        [208, 300],
        [214, 300],
        [222, 340],
      ],
      C.b700,
    ) +
    rect(150, 184, 32, 12, C.b700, { rx: 6 }) +
    [
      [142, 190, 226],
      [130, 202, 262],
      [118, 214, 300],
    ]
      .map(([x1, x2, y]) => line(x1, y, x2, y, C.b500, 3))
      .join("") +
    [
      [60, 318, 110, 340],
      [222, 312, 310, 340],
    ]
      .map(([x1, y1, x2, y2]) => rect(x1, y1, x2 - x1, y2 - y1, C.b600))
      .join("") +
    path("M268 340 Q262 290 276 246", { fill: "none", stroke: C.b800, "stroke-width": 6 }) +
    path(
      "M276 246 q-30 -4 -44 18 q24 -16 44 -18 q-10 -26 -34 -30 q26 6 34 30 q14 -26 40 -24 q-28 4 -40 24 q30 -6 42 16 q-20 -16 -42 -16 Z",
      { fill: C.b800 },
    ) +
    rect(60, 90, 250, 250, "none", { stroke: C.white, "stroke-width": 12 }) +
    line(185, 90, 185, 340, C.white, 8) +
    rect(50, 338, 270, 14, C.white, { rx: 3 });
  const screen = g(
    {},
    rect(520, 70, 580, 320, "#0b1024", { rx: 12 }),
    rect(532, 82, 556, 296, C.b950, { rx: 4 }),
    tag("text", { x: 552, y: 112, "font-size": 18, "font-family": MONO, fill: C.a400 }, "OSPF · Area 0"),
    topology(560, 130, 500, 230, 4),
  );
  return (
    linear(
      "wall",
      [0, 0, 0, 1],
      [
        [0, C.b50],
        [1, "#e1eaff"],
      ],
    ) +
    rect(0, 0, w, 560, "url(#wall)") +
    linear(
      "floor",
      [0, 0, 0, 1],
      [
        [0, C.b100],
        [1, C.b200],
      ],
    ) +
    rect(0, 560, w, 240, "url(#floor)") +
    rect(0, 552, w, 10, C.b200) +
    window +
    screen +
    person({
      x: 380,
      feet: 600,
      height: 420,
      shirt: C.a500,
      pants: C.b800,
      skin: C.skin[1],
      arms: "point",
      point: [640, 210],
    }) +
    row(590, 0.78, [660, 880, 1100], 3, 560) +
    row(700, 1.18, [150, 470, 790, 1110], 6)
  );
}

function labRacks(w: number, h: number): string {
  const cisco = TONES.cisco;
  const light = TONES.ciscoLight;
  const fort = TONES.fortinet;
  const pa = TONES.paloalto;
  const specs: [string, Unit[]][] = [
    [
      "CISCO · ROUTING",
      [
        ["patch", light],
        ["router", light],
        ["router", cisco],
        ["router", light],
        ["switch", cisco],
        ["router", cisco],
        ["patch", light],
        ["router", light],
        ["switch", cisco],
        ["server", TONES.server],
        ["blank", cisco],
      ],
    ],
    [
      "CISCO · SWITCHING",
      [
        ["patch", light],
        ["switch", cisco],
        ["switch", light],
        ["switch", cisco],
        ["switch", cisco],
        ["patch", light],
        ["switch", light],
        ["switch", cisco],
        ["switch", cisco],
        ["switch", light],
        ["router", cisco],
        ["server", TONES.server],
      ],
    ],
    [
      "FORTINET",
      [
        ["patch", light],
        ["firewall", fort],
        ["firewall", fort],
        ["switch", fort],
        ["firewall", fort],
        ["patch", light],
        ["firewall", fort],
        ["switch", fort],
        ["server", TONES.server],
        ["server", TONES.server],
        ["blank", fort],
      ],
    ],
    [
      "PALO ALTO",
      [
        ["patch", light],
        ["firewall", pa],
        ["firewall", pa],
        ["server", pa],
        ["firewall", pa],
        ["patch", light],
        ["switch", cisco],
        ["firewall", pa],
        ["server", TONES.server],
        ["server", TONES.server],
        ["blank", pa],
      ],
    ],
  ];
  const racks = specs.map(([label, units], i) => rack(80 + i * 270, 150, 230, 560, units, 20 + i, label));
  const mid = (s: Slot, f: number): Pt => [s.x + s.w * f, s.y + s.h / 2];
  const rand = rng(13);
  const cables: string[] = [];
  for (let i = 0; i < 3; i++) {
    for (let k = 0; k < 3; k++) {
      const a = racks[i].slots[1 + Math.floor(rand() * 8)];
      const b = racks[i + 1].slots[1 + Math.floor(rand() * 8)];
      cables.push(
        cable(
          mid(a, 0.65 + rand() * 0.3),
          mid(b, 0.05 + rand() * 0.3),
          CABLE_COLOURS[(i * 3 + k) % CABLE_COLOURS.length],
          50 + rand() * 60,
          3,
        ),
      );
    }
  }
  return (
    darkBackdrop(w, h, [
      { x: 600, y: 380, r: 620, color: C.b600, opacity: 0.4 },
      { x: 980, y: 120, r: 260, color: C.a500, opacity: 0.1 },
    ]) +
    linear(
      "floor",
      [0, 0, 0, 1],
      [
        [0, C.b900],
        [1, C.b950],
      ],
    ) +
    rect(0, 722, w, 78, "url(#floor)") +
    Array.from({ length: 13 }, (_, i) =>
      line(600 + (i - 6) * 60, 722, 600 + (i - 6) * 160, 800, C.b700, 1.5, { opacity: 0.5 }),
    ).join("") +
    line(0, 722, w, 722, C.b600, 2) +
    rect(40, 70, 1120, 22, C.b900, { rx: 4, stroke: C.b700, "stroke-width": 2 }) +
    Array.from({ length: 19 }, (_, i) => line(60 + i * 60, 72, 60 + i * 60, 90, C.b700, 3)).join("") +
    racks
      .map(
        (r, i) =>
          [C.a500, C.b300, C.a400]
            .map((c, k) =>
              path(
                `M${150 + i * 270 + k * 16} 92 C${150 + i * 270 + k * 16} 116 ${160 + i * 270 + k * 16} 118 ${160 + i * 270 + k * 16} 134`,
                { fill: "none", stroke: c, "stroke-width": 4 },
              ),
            )
            .join("") + r.svg,
      )
      .join("") +
    cables.join("")
  );
}

/** Training room: workstation rows facing a screen, each wired to the live rack. */
function labClassroom(w: number, _h: number): string {
  const rows: [number, number, number[]][] = [
    [360, 0.62, [390, 540, 690]],
    [500, 0.8, [280, 480, 680, 880]],
    [680, 1.0, [150, 410, 670, 930]],
  ];
  const trunk = (x: number, y: number) =>
    polyline(
      [
        [x, y],
        [x, y + 16],
        [1080, y + 16],
        [1080, 560],
      ],
      C.a400,
      2.5,
      { opacity: 0.85 },
    );
  const people: [number, number][] = [
    [1, 1],
    [2, 0],
    [2, 2],
    [0, 1],
  ];
  const drawRow = ([y, s, xs]: [number, number, number[]], ri: number) => {
    const mw = 150 * s;
    const mh = 92 * s;
    return (
      rect(xs[0] - mw * 0.8, y, xs[xs.length - 1] - xs[0] + mw * 1.6, 14 * s, "#2b3f96", { rx: 3 }) +
      rect(xs[0] - mw * 0.8, y + 14 * s, xs[xs.length - 1] - xs[0] + mw * 1.6, 36 * s, C.b900) +
      xs
        .map((x, i) => {
          const seat = people.some(([r, k]) => r === ri && k === i);
          return (
            monitor(x - mw / 2, y - mh - 22 * s, mw, mh, (sx, sy, sw, sh) =>
              i % 2
                ? terminalScreen(sx, sy, sw, sh, ri * 10 + i)
                : rect(sx, sy, sw, sh, C.b950) + topology(sx, sy, sw, sh, ri * 10 + i),
            ) +
            rect(x + mw * 0.3, y - 6 * s, 40 * s, 6 * s, "#cbd5e1", { rx: 2 }) +
            (seat
              ? personBack(
                  x,
                  y + 6 * s,
                  24 * s,
                  [C.a500, C.b400, "#e8eefc", C.b300][(ri + i) % 4],
                  C.hair,
                  C.skin[(ri + i) % 4],
                  (["short", "bun", "long"] as const)[(ri + i) % 3],
                  C.port,
                )
              : rect(x - 6 * s, y + 80 * s, 12 * s, 24 * s, "#0c1436") +
                rect(x - 44 * s, y + 22 * s, 88 * s, 62 * s, "#0c1436", {
                  rx: 16 * s,
                  stroke: C.b700,
                  "stroke-width": 2,
                }))
          );
        })
        .join("")
    );
  };
  const r = rack(
    990,
    110,
    180,
    440,
    [
      ["patch", TONES.ciscoLight],
      ["router", TONES.cisco],
      ["switch", TONES.cisco],
      ["firewall", TONES.fortinet],
      ["switch", TONES.ciscoLight],
      ["router", TONES.ciscoLight],
      ["firewall", TONES.paloalto],
      ["switch", TONES.cisco],
      ["server", TONES.server],
    ],
    31,
    "LIVE LAB",
  );
  return (
    linear(
      "wall",
      [0, 0, 0, 1],
      [
        [0, C.b950],
        [1, C.b900],
      ],
    ) +
    rect(0, 0, w, 300, "url(#wall)") +
    linear(
      "floor",
      [0, 0, 0, 1],
      [
        [0, C.b900],
        [1, C.b800],
      ],
    ) +
    rect(0, 300, w, 500, "url(#floor)") +
    Array.from({ length: 15 }, (_, i) =>
      line(600 + (i - 7) * 70, 300, 600 + (i - 7) * 260, 800, C.b700, 1.5, { opacity: 0.35 }),
    ).join("") +
    line(0, 300, w, 300, C.b700, 3) +
    rect(330, 40, 460, 230, "#0b1024", { rx: 10 }) +
    rect(340, 50, 440, 210, C.b950, { rx: 4 }) +
    topology(360, 66, 400, 180, 8) +
    radial("rackglow", [
      [0, C.a500, 0.25],
      [1, C.a500, 0],
    ]) +
    circle(1080, 330, 300, "url(#rackglow)") +
    r.svg +
    glowFilter("glow", 4) +
    g({ filter: "url(#glow)" }, ...rows.flatMap(([y, s, xs]) => xs.map((x) => trunk(x, y + 50 * s)))) +
    rows.map(drawRow).join("")
  );
}

function labRemote(w: number, h: number): string {
  const rand = rng(17);
  const skyline: Pt[] = [[60, 380]];
  let x = 60;
  while (x < 380) {
    const bh = 40 + rand() * 110;
    skyline.push([x, 380 - bh], [Math.min(380, x + 30 + rand() * 30), 380 - bh]);
    x = skyline[skyline.length - 1][0];
  }
  skyline.push([380, 380]);
  const lit = Array.from({ length: 26 }, () =>
    rect(70 + rand() * 300, 260 + rand() * 110, 6, 8, C.a400, { opacity: 0.5 + rand() * 0.5 }),
  );
  const card = g(
    { filter: "url(#shadow)" },
    rect(880, 80, 270, 270, "#14215a", { rx: 18, stroke: C.b600, "stroke-width": 2 }),
    text(904, 118, "Chennai lab", 22, C.white, { "font-weight": 700 }),
    circle(1124, 111, 6, C.led),
    rack(
      935,
      150,
      160,
      170,
      [
        ["router", TONES.ciscoLight],
        ["switch", TONES.cisco],
        ["firewall", TONES.fortinet],
      ],
      41,
    ).svg,
  );
  return (
    darkBackdrop(w, h, [{ x: 900, y: 380, r: 520, color: C.b600, opacity: 0.35 }], false) +
    linear(
      "night",
      [0, 0, 0, 1],
      [
        [0, "#070d2a"],
        [1, C.b900],
      ],
    ) +
    rect(60, 70, 320, 310, "url(#night)") +
    circle(300, 130, 26, "#fde68a") +
    circle(312, 122, 24, "#0a1233") +
    Array.from({ length: 18 }, () =>
      circle(70 + rand() * 300, 80 + rand() * 150, 1.6, C.white, { opacity: 0.7 }),
    ).join("") +
    polygon(skyline, C.b800) +
    lit.join("") +
    rect(60, 70, 320, 310, "none", { stroke: C.b800, "stroke-width": 12 }) +
    line(220, 70, 220, 380, C.b800, 8) +
    // warm desk lamp
    linear(
      "lamp",
      [0, 0, 0, 1],
      [
        [0, C.a400, 0.4],
        [1, C.a400, 0],
      ],
    ) +
    polygon(
      [
        [1040, 410],
        [940, 562],
        [1200, 562],
        [1100, 410],
      ],
      "url(#lamp)",
    ) +
    polyline(
      [
        [1150, 570],
        [1130, 420],
        [1070, 400],
      ],
      "#334155",
      8,
    ) +
    path("M1030 410 L1110 410 L1090 376 L1050 376 Z", { fill: C.a500 }) +
    // desk
    rect(0, 560, w, 24, "#2b3f96") +
    rect(0, 584, w, 216, C.b900) +
    rect(1120, 562, 60, 10, "#334155", { rx: 4 }) +
    laptop(
      420,
      345,
      340,
      (sx, sy, sw, sh) =>
        rect(sx, sy, sw, sh, C.b950) +
        rect(sx, sy, sw, 18, C.b800) +
        tag(
          "text",
          { x: sx + 8, y: sy + 13, "font-size": 11, "font-family": MONO, fill: C.b100 },
          "pod-12 · remote lab",
        ) +
        terminalScreen(sx + 4, sy + 22, sw * 0.44, sh - 26, 51) +
        topology(sx + sw * 0.48, sy + 26, sw * 0.5, sh - 34, 52),
    ) +
    // mug and phone
    rect(830, 512, 44, 50, C.white, { rx: 6 }) +
    path("M874 522 q22 4 0 28", { fill: "none", stroke: C.white, "stroke-width": 7 }) +
    rect(920, 552, 70, 10, "#0b1024", { rx: 4 }) +
    glowFilter("glow", 5) +
    shadowFilter("shadow", 16, 10, 0.6) +
    path("M700 340 C720 190 820 150 880 190", {
      fill: "none",
      stroke: C.a400,
      "stroke-width": 4,
      "stroke-dasharray": "12 10",
      "stroke-linecap": "round",
      filter: "url(#glow)",
    }) +
    circle(774, 214, 30, C.b950, { stroke: C.a400, "stroke-width": 3 }) +
    padlock(774, 212, 34, C.a400) +
    card +
    personBack(400, 560, 58, C.b500, C.hair, C.skin[3], "bun")
  );
}

/** Stylised map of south Chennai, projected from real coordinates. */
function chennaiMap(w: number, h: number): string {
  // Equirectangular projection tuned so 1 km is the same length both ways (≈34 px).
  const p = (lat: number, lon: number): Pt => [(lon - 80.04) * 3704, (13.11 - lat) * 3810];
  const P = (list: [number, number][]) => list.map(([lat, lon]) => p(lat, lon));
  const coast = P([
    [13.12, 80.297],
    [13.08, 80.291],
    [13.05, 80.284],
    [13.02, 80.278],
    [13.0, 80.272],
    [12.98, 80.266],
    [12.95, 80.26],
    [12.92, 80.255],
    [12.88, 80.251],
  ]);
  const adyar = P([
    [12.965, 80.06],
    [12.975, 80.1],
    [12.985, 80.125],
    [13.0, 80.15],
    [13.012, 80.17],
    [13.02, 80.2],
    [13.027, 80.222],
    [13.018, 80.245],
    [13.01, 80.262],
    [13.013, 80.279],
  ]);
  const cooum = P([
    [13.08, 80.06],
    [13.08, 80.12],
    [13.075, 80.17],
    [13.073, 80.21],
    [13.07, 80.24],
    [13.075, 80.262],
    [13.068, 80.287],
  ]);
  const omr = P([
    [13.006, 80.247],
    [12.99, 80.248],
    [12.965, 80.245],
    [12.94, 80.236],
    [12.9, 80.228],
    [12.88, 80.226],
  ]);
  const ecr = P([
    [12.99, 80.259],
    [12.97, 80.256],
    [12.95, 80.252],
    [12.92, 80.247],
    [12.88, 80.243],
  ]);
  const annaSalai = P([
    [13.083, 80.278],
    [13.06, 80.262],
    [13.04, 80.248],
    [13.025, 80.226],
    [13.008, 80.212],
  ]);
  const gst = P([
    [13.008, 80.212],
    [12.99, 80.19],
    [12.983, 80.165],
    [12.955, 80.14],
    [12.925, 80.117],
    [12.88, 80.09],
  ]);
  const minor = [
    P([
      [13.008, 80.212],
      [12.978, 80.22],
      [12.95, 80.19],
      [12.92, 80.15],
    ]), // Velachery - Tambaram Road
    P([
      [12.94, 80.236],
      [12.945, 80.2],
      [12.967, 80.15],
    ]), // Radial Road to Pallavaram
    P([
      [13.006, 80.247],
      [13.01, 80.23],
      [13.008, 80.212],
    ]), // Sardar Patel Road
    P([
      [13.083, 80.275],
      [13.078, 80.2],
      [13.06, 80.12],
      [13.05, 80.06],
    ]), // Poonamallee High Road
    P([
      [13.07, 80.195],
      [13.04, 80.205],
      [13.008, 80.212],
    ]), // Inner Ring Road
    P([
      [13.05, 80.212],
      [13.04, 80.17],
      [13.035, 80.12],
    ]), // Arcot Road
    P([
      [13.0, 80.27],
      [12.99, 80.259],
      [13.006, 80.247],
    ]), // LB Road link to the coast
  ];
  const road = (pp: Pt[], width: number, fill: string, casing: string) =>
    path(smooth(pp), {
      fill: "none",
      stroke: casing,
      "stroke-width": width + 4,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    path(smooth(pp), {
      fill: "none",
      stroke: fill,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  const halo = { stroke: C.white, "stroke-width": 5, "paint-order": "stroke", "stroke-linejoin": "round" };
  const place = (lat: number, lon: number, name: string, dx: number, dy: number, anchor = "start") => {
    const [x, y] = p(lat, lon);
    return (
      circle(x, y, 6, C.b800, { stroke: C.white, "stroke-width": 2.5 }) +
      text(x + dx, y + dy, name, 21, C.b900, { "font-weight": 700, "text-anchor": anchor, ...halo })
    );
  };
  const shield = (x: number, y: number, label: string, fill: string, color: string) => {
    const bw = label.length * 11 + 20;
    return (
      rect(x - bw / 2, y - 15, bw, 30, fill, { rx: 8, stroke: C.white, "stroke-width": 2.5 }) +
      text(x, y + 6, label, 17, color, { "font-weight": 700, "text-anchor": "middle" })
    );
  };
  const [ox, oy] = p(12.94, 80.236);
  const [ax, ay] = p(12.99, 80.168);
  return (
    rect(0, 0, w, h, "#f4f7fe") +
    // green and wetland patches: Guindy National Park, Pallikaranai marsh
    ellipse(...p(13.004, 80.232), 44, 30, "#dcefe2") +
    ellipse(...p(12.945, 80.214), 46, 34, "#d7e9f3") +
    linear(
      "sea",
      [0, 0, 1, 0],
      [
        [0, C.b200],
        [1, C.b300],
      ],
    ) +
    path(`${smooth(coast)} L${w} ${h + 40} L${w} -40 Z`, { fill: "url(#sea)" }) +
    path(smooth(coast), { fill: "none", stroke: C.b300, "stroke-width": 3 }) +
    path(smooth(adyar), { fill: "none", stroke: C.b300, "stroke-width": 9, "stroke-linecap": "round" }) +
    path(smooth(cooum), { fill: "none", stroke: C.b300, "stroke-width": 6, "stroke-linecap": "round" }) +
    // airport runways
    line(ax - 60, ay + 20, ax + 50, ay - 24, "#cbd5e1", 10) +
    line(ax - 30, ay - 34, ax + 30, ay + 34, "#cbd5e1", 10) +
    minor.map((m) => road(m, 5, C.white, "#d3dcef")).join("") +
    road(annaSalai, 9, C.white, "#c3cee8") +
    road(gst, 9, C.white, "#c3cee8") +
    road(ecr, 8, C.white, "#c3cee8") +
    road(omr, 10, C.a400, C.a600) +
    text(200, 498, "Adyar River", 19, C.b600, {
      "font-style": "italic",
      "font-weight": 700,
      transform: "rotate(-21 200 498)",
      ...halo,
    }) +
    text(1050, 420, "Bay of", 30, C.b800, { "font-style": "italic", "text-anchor": "middle", opacity: 0.8 }) +
    text(1050, 456, "Bengal", 30, C.b800, { "font-style": "italic", "text-anchor": "middle", opacity: 0.8 }) +
    place(13.083, 80.275, "Chennai Central", -14, 7, "end") +
    place(13.05, 80.282, "Marina Beach", -14, 7, "end") +
    place(13.04, 80.234, "T. Nagar", -14, -10, "end") +
    place(13.008, 80.212, "Guindy", -14, 24, "end") +
    place(13.0, 80.257, "Adyar", 14, -6) +
    place(12.978, 80.22, "Velachery", -14, 22, "end") +
    text(ax, ay + 54, "Airport", 21, C.b900, { "font-weight": 700, "text-anchor": "middle", ...halo }) +
    place(12.925, 80.117, "Tambaram", 14, 7) +
    place(13.07, 80.195, "Koyambedu", 14, -8) +
    place(13.036, 80.157, "Porur", 0, -16, "middle") +
    shield(...p(12.97, 80.262), "ECR", C.white, C.b800) +
    shield(...p(12.975, 80.236), "OMR", C.a500, C.b950) +
    shield(...p(12.947, 80.134), "GST Road", C.white, C.b800) +
    shield(...p(13.062, 80.245), "Anna Salai", C.white, C.b800) +
    // office pin with pulse rings and label card
    circle(ox, oy, 40, C.a500, { opacity: 0.15 }) +
    circle(ox, oy, 24, C.a500, { opacity: 0.25 }) +
    ellipse(ox, oy + 2, 14, 5, C.b950, { opacity: 0.3 }) +
    path(
      `M${ox} ${oy} C${ox - 8} ${oy - 18} ${ox - 26} ${oy - 30} ${ox - 26} ${oy - 50} A26 26 0 0 1 ${ox + 26} ${oy - 50} C${ox + 26} ${oy - 30} ${ox + 8} ${oy - 18} ${ox} ${oy} Z`,
      { fill: C.b800, stroke: C.white, "stroke-width": 3 },
    ) +
    circle(ox, oy - 50, 10, C.a400) +
    shadowFilter("shadow", 8, 4, 0.25) +
    g(
      { filter: "url(#shadow)" },
      rect(ox + 48, oy + 20, 350, 86, C.white, { rx: 14, stroke: C.b200, "stroke-width": 2 }),
      polygon(
        [
          [ox + 49, oy + 34],
          [ox + 49, oy + 60],
          [ox + 22, oy + 10],
        ],
        C.white,
      ),
    ) +
    text(ox + 70, oy + 56, brand.productName, 24, C.b900, { "font-weight": 700 }) +
    text(ox + 70, oy + 88, "Thoraipakkam · OMR, Chennai", 19, C.b700) +
    // compass and scale bar (34.2 px per km)
    g(
      {},
      circle(70, 80, 34, C.white, { stroke: C.b200, "stroke-width": 2 }),
      polygon(
        [
          [70, 52],
          [80, 84],
          [70, 78],
          [60, 84],
        ],
        C.b800,
      ),
      text(70, 106, "N", 16, C.b800, { "font-weight": 700, "text-anchor": "middle" }),
      rect(40, 742, 171, 8, C.b800),
      rect(40 + 85.5, 742, 85.5, 8, C.white, { stroke: C.b800, "stroke-width": 2 }),
      text(40, 734, "0", 16, C.b900, halo),
      text(211, 734, "5 km", 16, C.b900, { "text-anchor": "middle", ...halo }),
    )
  );
}

/** Abstract circuit board with a glowing central chip and data streams. */
function dailyFallback(w: number, h: number): string {
  const rand = rng(23);
  const cx = w / 2;
  const cy = h / 2;
  const traces: string[] = [];
  const pads: string[] = [];
  const colours = [C.a400, C.b400, C.b300, C.a500];
  for (let side = 0; side < 4; side++) {
    for (let i = 0; i < 8; i++) {
      // Fan out without crossings: outer pins turn earlier and spread further.
      const k = i - 3.5;
      const dir: Pt = [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ][side] as Pt;
      const across: Pt = [dir[1] === 0 ? 0 : 1, dir[0] === 0 ? 0 : 1];
      const start: Pt = [cx + dir[0] * 90 + across[0] * k * 18, cy + dir[1] * 90 + across[1] * k * 18];
      const l1 = 24 + (4 - Math.abs(k)) * 16;
      const l2 = Math.abs(k) * (side % 2 ? 14 : 30);
      const l3 = 60 + rand() * (side % 2 ? 300 : 120);
      const p1: Pt = [start[0] + dir[0] * l1, start[1] + dir[1] * l1];
      const sign = Math.sign(k);
      const p2: Pt = [p1[0] + (dir[0] + across[0] * sign) * l2, p1[1] + (dir[1] + across[1] * sign) * l2];
      const p3: Pt = [p2[0] + dir[0] * l3, p2[1] + dir[1] * l3];
      const c = colours[(i + side) % colours.length];
      traces.push(polyline([start, p1, p2, p3], c, 2.5, { opacity: 0.9 }));
      pads.push(circle(p3[0], p3[1], 5, C.b950, { stroke: c, "stroke-width": 2.5 }));
    }
  }
  const streams = Array.from({ length: 14 }, (_, i) => {
    const y = 30 + i * 46 + rand() * 10;
    const x = rand() * w;
    const len = 80 + rand() * 220;
    return rect(x, y, len, 2, i % 3 ? C.b400 : C.a400, { opacity: 0.18 + rand() * 0.25, rx: 1 });
  });
  const sparks = Array.from({ length: 40 }, () =>
    circle(rand() * w, rand() * h, 1 + rand() * 2, rand() < 0.3 ? C.a400 : C.b300, {
      opacity: 0.3 + rand() * 0.5,
    }),
  );
  return (
    radial("bg", [
      [0, C.b800],
      [0.6, C.b950],
      [1, "#050a22"],
    ]) +
    rect(0, 0, w, h, "url(#bg)") +
    glowFilter("glow", 6) +
    glowFilter("chipglow", 18) +
    streams.join("") +
    sparks.join("") +
    [150, 230, 320]
      .map((r) => circle(cx, cy, r, "none", { stroke: C.b400, "stroke-width": 1.5, opacity: 0.12 }))
      .join("") +
    g({ filter: "url(#glow)" }, ...traces) +
    pads.join("") +
    g(
      { filter: "url(#chipglow)" },
      rect(cx - 90, cy - 90, 180, 180, C.b950, { rx: 18, stroke: C.a400, "stroke-width": 4 }),
    ) +
    rect(cx - 62, cy - 62, 124, 124, "#16245e", { rx: 10, stroke: C.b500, "stroke-width": 2 }) +
    Array.from(
      { length: 5 },
      (_, i) =>
        line(cx - 50 + i * 25, cy - 50, cx - 50 + i * 25, cy + 50, C.b500, 1.5, { opacity: 0.5 }) +
        line(cx - 50, cy - 50 + i * 25, cx + 50, cy - 50 + i * 25, C.b500, 1.5, { opacity: 0.5 }),
    ).join("") +
    // stylised "A" node mark as the chip's die
    logoGlyph(cx - 40, cy - 40, 80)
  );
}

/* ------------------------------------------------------------------ logo, social card */

/** The mark: an "A" drawn as a small network (three links, four nodes), in a 100-unit box. */
function logoGlyph(x: number, y: number, size: number): string {
  const s = size / 100;
  const P = (px: number, py: number): Pt => [x + px * s, y + py * s];
  const [apex, left, right, cl, cr] = [P(50, 16), P(22, 82), P(78, 82), P(35, 58), P(65, 58)];
  return g(
    { "stroke-linecap": "round" },
    polyline([left, apex, right], C.white, 9 * s),
    line(cl[0], cl[1], cr[0], cr[1], C.b300, 5 * s),
    circle(left[0], left[1], 10 * s, C.white),
    circle(right[0], right[1], 10 * s, C.white),
    circle(cl[0], cl[1], 7.5 * s, C.b300, { stroke: C.b800, "stroke-width": 2.5 * s }),
    circle(cr[0], cr[1], 7.5 * s, C.b300, { stroke: C.b800, "stroke-width": 2.5 * s }),
    circle(apex[0], apex[1], 11 * s, C.a400, { stroke: C.b800, "stroke-width": 3 * s }),
  );
}

/** Logo tile; `inset` shrinks the mark to stay inside maskable-icon safe zones. */
function logoSvg(size: number, rounded: boolean, inset: number): string {
  const body =
    linear(
      "tile",
      [0, 0, 1, 1],
      [
        [0, C.b700],
        [1, C.b950],
      ],
    ) +
    rect(0, 0, 100, 100, "url(#tile)", { rx: rounded ? 22 : 0 }) +
    logoGlyph(50 - 50 * inset, 50 - 50 * inset + 2 * inset, 100 * inset);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${body}</svg>`;
}

function ogCard(w: number, h: number): string {
  const rand = rng(3);
  const nodes: Pt[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 3; c++)
      nodes.push([975 + c * 85 + (r % 2) * 40 + (rand() - 0.5) * 30, 70 + r * 120 + (rand() - 0.5) * 40]);
  const links = nodes.flatMap((p, i) =>
    nodes
      .slice(i + 1)
      .filter((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 140)
      .map((q) => line(p[0], p[1], q[0], q[1], C.b400, 2, { opacity: 0.4 })),
  );
  return (
    darkBackdrop(w, h, [{ x: 1000, y: 300, r: 520, color: C.b600, opacity: 0.5 }]) +
    links.join("") +
    nodes
      .map((p, i) => circle(p[0], p[1], i % 5 === 2 ? 9 : 6, i % 5 === 2 ? C.a400 : C.b300, { opacity: 0.9 }))
      .join("") +
    linear(
      "tile",
      [0, 0, 1, 1],
      [
        [0, C.b600],
        [1, C.b800],
      ],
    ) +
    rect(80, 110, 120, 120, "url(#tile)", { rx: 28, stroke: C.b500, "stroke-width": 2 }) +
    logoGlyph(90, 120, 100) +
    text(80, 338, brand.productName, 84, C.white, { "font-weight": 700, "letter-spacing": -1 }) +
    rect(84, 372, 120, 8, C.a400, { rx: 4 }) +
    text(80, 448, "IT Training · AI Solutions · IT & Digital Services — Chennai", 33, C.b100) +
    text(80, 540, "CCNA to CCIE · Security · AI · Cloud", 26, C.b300)
  );
}

/* ------------------------------------------------------------------ output */

const DRAW: Record<ImageName, (w: number, h: number) => string> = {
  heroTraining,
  heroAi,
  heroDigital,
  leadership,
  aboutTeam,
  labRacks,
  labClassroom,
  labRemote,
  chennaiMap,
  dailyFallback,
};

/** The drawing in its own coordinate system, scaled to `outW` pixels wide. */
function svgDoc(w: number, h: number, body: string, outW = w): string {
  const outH = Math.round((outW * h) / w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

async function writeImage(name: ImageName): Promise<string[]> {
  const image = images[name];
  const base = image.src.replace(/^\/images\//, "");
  const body = DRAW[name](image.width, image.height);
  const written: string[] = [];
  for (const width of imageWidths(image)) {
    // Rasterise once, then encode both formats from the same pixels.
    const { data, info } = await sharp(Buffer.from(svgDoc(image.width, image.height, body, width)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const file = `${OUT_DIR}/${base}-${width}`;
    const quality =
      HEROES.includes(name) && width <= HERO_PHONE_WIDTH ? HERO_PHONE_AVIF_QUALITY : AVIF_QUALITY;
    await sharp(data, { raw: info }).avif({ quality, effort: AVIF_EFFORT }).toFile(`${file}.avif`);
    await sharp(data, { raw: info }).webp({ quality: WEBP_QUALITY, effort: 5 }).toFile(`${file}.webp`);
    written.push(`${base}-${width}.avif`, `${base}-${width}.webp`);
  }
  return written;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const names = (Object.keys(images) as ImageName[]).filter((n) => !only.length || only.includes(n));
  const written = new Set<string>();
  for (const name of names) {
    for (const f of await writeImage(name)) written.add(f);
    console.log(`drew ${name}`);
  }
  // Drop variants left behind by earlier widths of the images just drawn.
  const bases = names.map((n) => images[n].src.replace(/^\/images\//, ""));
  for (const f of await readdir(OUT_DIR)) {
    const m = /^(.+)-\d+\.(avif|webp)$/.exec(f);
    if (m && bases.includes(m[1]) && !written.has(f)) await unlink(`${OUT_DIR}/${f}`);
  }
  if (!only.length || only.includes("icons")) {
    await sharp(Buffer.from(svgDoc(1200, 630, ogCard(1200, 630))))
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(`${OUT_DIR}/og-default.png`);
    for (const size of [192, 512]) {
      await sharp(Buffer.from(logoSvg(size, false, 0.72)))
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toFile(`${OUT_DIR}/logo-${size}.png`);
    }
    await writeFile(
      "public/favicon.svg",
      logoSvg(32, true, 0.96).replace(/ width="32" height="32"/, "") + "\n",
    );
    await writeFile(
      "public/manifest.webmanifest",
      JSON.stringify(
        {
          name: brand.productName,
          short_name: brand.shortName,
          description: brand.tagline,
          start_url: "/",
          display: "standalone",
          theme_color: "#1a2f8f",
          background_color: "#ffffff",
          icons: [
            { src: "/images/logo-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/images/logo-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/images/logo-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        null,
        2,
      ) + "\n",
    );
    console.log("drew icons, social card and manifest");
  }
}

await main();

import type { Palette } from "./palettes.data";

export const WIDTH = 1200;
export const HEIGHT = 675;

export type Rand = () => number;
export type Layer = { id: string; describe: string; draw: (rand: Rand, palette: Palette) => string };

/** One decimal place keeps the markup small and the output identical on every run. */
const n = (x: number) => String(Math.round(x * 10) / 10);
const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);
const int = (rand: Rand, lo: number, hi: number) => Math.floor(between(rand, lo, hi + 1));
const accent = (rand: Rand, p: Palette) => p.accents[Math.floor(rand() * p.accents.length)];
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function grid(rand: Rand, p: Palette): string {
  const colour = p.accents[0];
  const lines: string[] = [];
  if (rand() < 0.6) {
    // A floor in perspective: rays from a vanishing point and rows that get closer towards it.
    const horizon = between(rand, HEIGHT * 0.5, HEIGHT * 0.68);
    const vx = between(rand, WIDTH * 0.3, WIDTH * 0.7);
    for (let i = -12; i <= 12; i++) lines.push(`M${n(vx)} ${n(horizon)}L${n(vx + i * 140)} ${HEIGHT}`);
    for (let i = 1; i <= 10; i++) {
      const y = horizon + (HEIGHT - horizon) * (i / 10) ** 2;
      lines.push(`M0 ${n(y)}H${WIDTH}`);
    }
    lines.push(`M0 ${n(horizon)}H${WIDTH}`);
  } else {
    const step = int(rand, 3, 5) * 15;
    for (let x = step; x < WIDTH; x += step) lines.push(`M${x} 0V${HEIGHT}`);
    for (let y = step; y < HEIGHT; y += step) lines.push(`M0 ${y}H${WIDTH}`);
  }
  return `<path d="${lines.join("")}" fill="none" stroke="${colour}" stroke-width="1" opacity="0.28" filter="url(#glow)"/>`;
}

function waves(rand: Rand, p: Palette): string {
  const out: string[] = [];
  const count = int(rand, 3, 6);
  const base = between(rand, HEIGHT * 0.3, HEIGHT * 0.7);
  for (let w = 0; w < count; w++) {
    const amp = between(rand, 15, 70);
    const freq = between(rand, 0.004, 0.014);
    const phase = between(rand, 0, Math.PI * 2);
    const y0 = base + between(rand, -90, 90);
    let d = "";
    for (let x = 0; x <= WIDTH; x += 20) {
      const y = y0 + amp * Math.sin(x * freq + phase) * Math.sin(x * 0.0017 + w);
      d += `${x === 0 ? "M" : "L"}${x} ${n(y)}`;
    }
    out.push(
      `<path d="${d}" fill="none" stroke="${accent(rand, p)}" stroke-width="${n(between(rand, 1, 2.5))}" opacity="${n(between(rand, 0.4, 0.8))}"/>`,
    );
  }
  return `<g filter="url(#glow)">${out.join("")}</g>`;
}

function arcs(rand: Rand, p: Palette): string {
  const cx = between(rand, WIDTH * 0.2, WIDTH * 0.8);
  const cy = between(rand, HEIGHT * 0.25, HEIGHT * 0.75);
  const out: string[] = [];
  let r = between(rand, 30, 60);
  const count = int(rand, 5, 9);
  for (let i = 0; i < count; i++) {
    r += between(rand, 22, 48);
    const start = between(rand, 0, Math.PI * 2);
    const sweep = between(rand, Math.PI / 3, Math.PI * 1.7);
    const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    const [x2, y2] = [cx + r * Math.cos(start + sweep), cy + r * Math.sin(start + sweep)];
    const large = sweep > Math.PI ? 1 : 0;
    const dash = rand() < 0.4 ? ` stroke-dasharray="${int(rand, 2, 10)} ${int(rand, 4, 14)}"` : "";
    out.push(
      `<path d="M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)}" fill="none" stroke="${accent(rand, p)}" stroke-width="${n(between(rand, 1, 4))}" stroke-linecap="round" opacity="${n(between(rand, 0.5, 0.9))}"${dash}/>`,
    );
  }
  out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="6" fill="${p.accents[2]}"/>`);
  return `<g filter="url(#glow)">${out.join("")}</g>`;
}

function network(rand: Rand, p: Palette): string {
  const count = int(rand, 22, 38);
  const nodes = Array.from({ length: count }, () => [
    between(rand, 30, WIDTH - 30),
    between(rand, 30, HEIGHT - 30),
  ]);
  const edges = new Set<string>();
  nodes.forEach(([x, y], i) => {
    const nearest = nodes
      .map(([x2, y2], j) => ({ j, d: (x - x2) ** 2 + (y - y2) ** 2 }))
      .filter((e) => e.j !== i)
      .sort((a, b) => a.d - b.d || a.j - b.j)
      .slice(0, 2);
    for (const { j } of nearest) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  const lines = [...edges]
    .map((e) => e.split("-").map(Number))
    .map(([a, b]) => `M${n(nodes[a][0])} ${n(nodes[a][1])}L${n(nodes[b][0])} ${n(nodes[b][1])}`)
    .join("");
  const dots = nodes
    .map(([x, y]) => {
      const r = between(rand, 2, 6);
      const ring =
        r > 5
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.4)}" fill="none" stroke="${p.accents[1]}" opacity="0.6"/>`
          : "";
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${accent(rand, p)}"/>${ring}`;
    })
    .join("");
  return `<g filter="url(#glow)"><path d="${lines}" fill="none" stroke="${p.accents[0]}" stroke-width="1.2" opacity="0.45"/>${dots}</g>`;
}

function circuits(rand: Rand, p: Palette): string {
  const step = 24;
  const snap = (x: number) => Math.round(x / step) * step;
  const sign = () => (rand() < 0.5 ? 1 : -1);
  const out: string[] = [];
  const count = int(rand, 16, 28);
  for (let t = 0; t < count; t++) {
    let [x, y] = [snap(between(rand, 48, WIDTH - 48)), snap(between(rand, 48, HEIGHT - 48))];
    const start = [x, y];
    let d = `M${x} ${y}`;
    let [dx, dy] = rand() < 0.5 ? [sign(), 0] : [0, sign()];
    for (let s = int(rand, 2, 5); s > 0; s--) {
      const diagonal = dx !== 0 && dy !== 0;
      const len = int(rand, diagonal ? 1 : 2, diagonal ? 3 : 8) * step;
      const [nx, ny] = [clamp(x + dx * len, 24, WIDTH - 24), clamp(y + dy * len, 24, HEIGHT - 24)];
      if (nx === x && ny === y) break;
      [x, y] = [nx, ny];
      d += `L${x} ${y}`;
      // Board traces run straight, jog by 45 degrees and carry on, or turn a right angle; never double back.
      if (diagonal) [dx, dy] = rand() < 0.5 ? [dx, 0] : [0, dy];
      else if (rand() < 0.6) [dx, dy] = dx !== 0 ? [dx, sign()] : [sign(), dy];
      else [dx, dy] = dx !== 0 ? [0, sign()] : [sign(), 0];
    }
    const colour = accent(rand, p);
    out.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round" opacity="0.85"/>` +
        `<circle cx="${start[0]}" cy="${start[1]}" r="3" fill="${colour}"/>` +
        `<circle cx="${x}" cy="${y}" r="5" fill="none" stroke="${colour}" stroke-width="2"/>`,
    );
  }
  return `<g filter="url(#glow)">${out.join("")}</g>`;
}

function particles(rand: Rand, p: Palette): string {
  const count = int(rand, 140, 240);
  // Particles gather along a diagonal band, like a stream of data.
  const slope = between(rand, -0.5, 0.5);
  const offset = between(rand, HEIGHT * 0.3, HEIGHT * 0.7);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, WIDTH);
    const spread = rand() < 0.7 ? 120 : HEIGHT;
    const y = clamp(offset + slope * (x - WIDTH / 2) + between(rand, -spread, spread) * rand(), 0, HEIGHT);
    const fill = rand() < 0.25 ? "#ffffff" : accent(rand, p);
    out.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 0.6, 2.6))}" fill="${fill}" opacity="${n(between(rand, 0.25, 0.95))}"/>`,
    );
  }
  return `<g>${out.join("")}</g>`;
}

/** Back to front: the order layers are painted in when several are chosen. */
export const layers: Layer[] = [
  { id: "grid", describe: "a glowing grid", draw: grid },
  { id: "waves", describe: "flowing signal waveforms", draw: waves },
  { id: "arcs", describe: "concentric data arcs", draw: arcs },
  { id: "network", describe: "a constellation-like node network", draw: network },
  { id: "circuits", describe: "glowing circuit traces", draw: circuits },
  { id: "particles", describe: "a drifting particle field", draw: particles },
];

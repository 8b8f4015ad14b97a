/** Colour schemes for the daily art: a three-stop background and bright accents for the layers. */
export type Palette = {
  /** Used in the description: "over a deep indigo gradient". */
  name: string;
  background: [string, string, string];
  accents: [string, string, string];
  /** Names of the accents, for the description. */
  accentNames: string;
};

export const palettes: Palette[] = [
  {
    name: "deep indigo",
    background: ["#0b1026", "#1b1f5e", "#3a1c71"],
    accents: ["#22d3ee", "#a78bfa", "#f472b6"],
    accentNames: "cyan and violet",
  },
  {
    name: "midnight teal",
    background: ["#021a1f", "#053b44", "#0b5d63"],
    accents: ["#5eead4", "#38bdf8", "#fde68a"],
    accentNames: "aqua and pale gold",
  },
  {
    name: "ember and charcoal",
    background: ["#120d0b", "#2b1a14", "#4a2312"],
    accents: ["#fb923c", "#facc15", "#f87171"],
    accentNames: "amber and ember orange",
  },
  {
    name: "violet dusk",
    background: ["#140a26", "#3b0f4f", "#6b1d5c"],
    accents: ["#e879f9", "#c4b5fd", "#67e8f9"],
    accentNames: "orchid and ice blue",
  },
  {
    name: "ocean blue",
    background: ["#03122b", "#0a2e5c", "#0f4c81"],
    accents: ["#60a5fa", "#34d399", "#e0f2fe"],
    accentNames: "electric blue and mint",
  },
  {
    name: "graphite and lime",
    background: ["#0c0f0a", "#1c2418", "#2a3624"],
    accents: ["#a3e635", "#4ade80", "#e2e8f0"],
    accentNames: "lime and silver",
  },
  {
    name: "aurora green",
    background: ["#041613", "#0c3b2e", "#1a2a5a"],
    accents: ["#6ee7b7", "#93c5fd", "#f0abfc"],
    accentNames: "sea green and soft pink",
  },
  {
    name: "magenta night",
    background: ["#16051a", "#3d0a3a", "#0f1a4a"],
    accents: ["#f472b6", "#818cf8", "#fcd34d"],
    accentNames: "magenta and gold",
  },
];

/**
 * Cuts the invoice's fonts from Inter (server/bookings/invoice-fonts.ts): regular and bold
 * TrueType instances of the variable font, with the Latin letters (accents included, for
 * buyers' names), the usual punctuation and ₹, which the PDF's built-in Helvetica lacks.
 * TrueType, not WOFF2: pdfkit's subsetter cannot read WOFF2's transformed glyphs. Embedded as
 * base64 in a module so that every build of the server (Vite's, esbuild's) carries them without
 * a file to find at run time. The output is committed; re-run to change the characters:
 *
 *   npx tsx scripts/make-invoice-fonts.ts && npx prettier --write server/bookings/invoice-fonts.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const OUT = "server/bookings/invoice-fonts.ts";
/** Basic Latin, Latin-1, Latin Extended-A, dashes, quotes, bullet, ellipsis, ₹. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20b9, 0x20b9],
];

const require = createRequire(import.meta.url);
const source = await readFile(require.resolve("inter-ui/variable/InterVariable.woff2"));
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");
const cut = (wght: number) =>
  subsetFont(source, text, {
    targetFormat: "sfnt",
    variationAxes: { opsz: 14, wght },
    keepFeatures: ["kern"],
  });
const [regular, bold] = await Promise.all([cut(400), cut(700)]);
await writeFile(
  OUT,
  `// Made by scripts/make-invoice-fonts.ts from Inter (SIL Open Font License 1.1); do not edit.
/** Inter Regular, TrueType, as base64. */
export const INTER_REGULAR = "${regular.toString("base64")}";
/** Inter Bold, TrueType, as base64. */
export const INTER_BOLD = "${bold.toString("base64")}";
`,
);
console.log(
  `${OUT}: regular ${(regular.length / 1024).toFixed(1)} KB, bold ${(bold.length / 1024).toFixed(1)} KB`,
);

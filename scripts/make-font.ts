/**
 * Cuts Inter down to the one file the site loads (app/fonts/inter-subset.woff2): the Latin
 * letters, ₹ and the few symbols our text uses, weights 400 to 700 (the ones the pages use),
 * at the default optical size, with kerning and standard ligatures. The file stays under
 * 14 KB so that it arrives in a new connection's first round trip (TCP's initial window);
 * contextual alternates alone would add 3 KB. Characters outside it fall back to the
 * metric-matched local font (app/app.css). The output is committed; re-run after adding a
 * new symbol to the text:
 *
 *   npx tsx scripts/make-font.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { codePointsOf, INTER_UNICODE_RANGE } from "#app/fonts/unicode-range.ts";

const OUT = "app/fonts/inter-subset.woff2";

const require = createRequire(import.meta.url);
const source = await readFile(require.resolve("inter-ui/variable/InterVariable.woff2"));
const subset = await subsetFont(source, String.fromCodePoint(...codePointsOf(INTER_UNICODE_RANGE)), {
  targetFormat: "woff2",
  variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
  keepFeatures: ["kern", "liga"],
});
await writeFile(OUT, subset);
console.log(`${OUT}: ${(subset.length / 1024).toFixed(1)} KB`);

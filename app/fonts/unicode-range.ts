/**
 * The characters of app/fonts/inter-subset.woff2, as a CSS unicode-range. app/app.css repeats
 * this range in its @font-face: keep the two the same (a unit test checks).
 * The printable ASCII our text shows (not ^ ` \ { | } ~), no-break space, § © ·, dashes,
 * ’ “ ”, …, ₹, ™, → and ≤ ≥. Anything else falls back to the metric-matched local font.
 */
export const INTER_UNICODE_RANGE =
  "U+0020-005B, U+005D, U+005F, U+0061-007A, U+00A0, U+00A7, U+00A9, U+00B7, U+2013-2014, U+2019, U+201C-201D, U+2026, U+20B9, U+2122, U+2192, U+2264-2265";

/** Every code point of a CSS unicode-range such as "U+0020-007E, U+20B9". */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

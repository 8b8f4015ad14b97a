/**
 * The characters of app/fonts/inter-subset.woff2, as a CSS unicode-range. app/app.css repeats
 * this range in its @font-face: keep the two the same (a unit test checks).
 * Basic Latin, Latin-1, dashes, quotes, bullet, ellipsis, ₹, ™, arrows and ≤ ≥.
 */
export const INTER_UNICODE_RANGE =
  "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20B9, U+2122, U+2190-2193, U+2264-2265";

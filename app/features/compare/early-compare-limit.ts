// The function's minified source text (vite.config.ts).
import refuseBoxesPastLimit from "./early-compare-limit-inline.ts?script";
import { MAX_COMPARE } from "./compare-state";

/** The script that refuses a box ticked past the limit before the page is live, for the server's HTML only (see InlineScript). */
export const earlyCompareLimitScript = import.meta.env.SSR ? `(${refuseBoxesPastLimit})(${MAX_COMPARE})` : "";

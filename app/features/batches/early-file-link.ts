// The function's minified source text (vite.config.ts).
import showFileComing from "./early-file-link-inline.ts?script";

/** How long a tapped file link shows the file is on its way. */
const FILE_COMING_MS = 1500;

/** The script that shows a tapped calendar file link is fetching, for the server's HTML only (see InlineScript). */
export const earlyFileLinkScript = import.meta.env.SSR ? `(${showFileComing})(${FILE_COMING_MS})` : "";

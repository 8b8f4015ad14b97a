import spriteFile from "./icons.svg?raw";
import { iconId } from "./icon-names";

/** The whole sprite as a file: a page fetches it before React starts (server/http/document-head.ts). */
export { default as spriteHref } from "./icons.svg?url";

export const iconHref = (name: string) => `#${iconId(name)}`;

/** The sprite's symbols: read once, on the server only. */
const symbols = import.meta.env.SSR ? spriteFile.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "") : "";

/**
 * The icons' <symbol>s, written into each page's HTML, so the icons paint with the page rather
 * than after a sprite file fetched on a new connection. The server keeps in each page only the
 * symbols it draws (pageIcons in server/http/document-head.ts); the rest join them from the
 * sprite file before React starts. The browser keeps the server's markup as it is: its bundle
 * leaves the symbols out.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="hidden"
      data-icon-sprite=""
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}

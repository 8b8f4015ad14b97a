import spriteFile from "./icons.svg?raw";

/** The id of an icon's <symbol> in the page: names like "Menu" would be too easy to collide with. */
export const iconHref = (name: string) => `#icon-${name}`;

/** The sprite's symbols, renamed with iconHref's prefix: made once, on the server only. */
const symbols = import.meta.env.SSR
  ? spriteFile.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "").replace(/<symbol id="/g, '<symbol id="icon-')
  : "";

/**
 * Every icon's <symbol>, written once into each page's HTML (about 6 KB gzip), so the icons
 * paint with the page rather than after a sprite file fetched on a new connection. The
 * browser keeps the server's markup as it is: its bundle leaves the symbols out.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="hidden"
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}

import { createHash } from "node:crypto";
import { PurgeCSS } from "purgecss";
import purgeHtml from "purgecss-from-html";

/** Stylesheets kept for pages' sets of names; pages with the same classes share one. */
const CACHE_SIZE = 64;

/**
 * The part of the site's stylesheet a page uses: the rules whose selectors can match its HTML.
 * A page carries only these (about half of the whole), so a phone parses and matches half the
 * CSS while it loads; the whole stylesheet is fetched once the page is painted and applied
 * before React starts (deferHydration), for what script shows later and the next pages.
 * What plain HTML can change before then is kept: pseudo-classes (:hover, :checked) and
 * `[open]`, which a tapped <details> gets.
 */
export function pageStylesheets(css: string): (html: string) => Promise<string> {
  const cache = new Map<string, string>();
  return async (html) => {
    const names = purgeHtml(html);
    const key = createHash("sha256").update(JSON.stringify(names)).digest("base64");
    let sheet = cache.get(key);
    if (sheet === undefined) {
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: html, extension: "html" }],
        css: [{ raw: css }],
        extractors: [{ extractor: () => names, extensions: ["html"] }],
        dynamicAttributes: ["open"],
        // Custom properties and font faces stay: rules that are kept refer to them.
        variables: false,
        fontFace: false,
        keyframes: true,
      });
      sheet = result.css;
    }
    cache.delete(key);
    cache.set(key, sheet);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return sheet;
  };
}

import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";

/** Stylesheets kept for pages' sets of names (pages with the same classes share one), and for paths. */
const CACHE_SIZE = 64;

/** The stylesheets of pages (`of`), and the last one each path's page needed (`lastAt`). */
export type PageStylesheets = {
  of(html: string, path?: string): Promise<string>;
  lastAt(path: string): string | undefined;
};

/**
 * The part of the site's stylesheet a page uses: the rules whose selectors can match its HTML.
 * A page carries only these (about half of the whole), so a phone parses and matches half the
 * CSS while it loads; the whole stylesheet is fetched once the page is painted and applied
 * before React starts (deferHydration), for what script shows later and the next pages.
 * What plain HTML can change before then is kept: pseudo-classes (:hover, :checked) and
 * `[open]`, which a tapped <details> gets.
 */
export function pageStylesheets(css: string): PageStylesheets {
  const byNames = new Map<string, string>();
  const byPath = new Map<string, string>();
  const selects = selectedBy(css);
  return {
    async of(html, path) {
      const names = namesIn(html);
      const key = createHash("sha256")
        .update(JSON.stringify(namesThatMatter(names, selects)))
        .digest("base64");
      let sheet = byNames.get(key);
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
      keepRecent(byNames, key, sheet);
      if (path !== undefined) keepRecent(byPath, path, sheet);
      return sheet;
    },
    lastAt: (path) => byPath.get(path),
  };
}

/** Sets `key`, most recent last, and forgets the least recent past CACHE_SIZE. */
function keepRecent(cache: Map<string, string>, key: string, value: string) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/**
 * The tags, classes, ids and attributes of a page's elements, as `purgecss-from-html` gives them
 * (scripts and styles left out; HTML attribute names in lower case, SVG's as written), without
 * the whole parse5 tree it builds: 5-10 ms of a dynamic page's response instead of 19-33 ms.
 */
function namesIn(html: string): ExtractorResultDetailed {
  const names: ExtractorResultDetailed = {
    attributes: { names: [], values: [] },
    classes: [],
    ids: [],
    tags: [],
    undetermined: [],
  };
  let inSvg = 0;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === "svg") inSvg++;
        if (tag === "script" || tag === "style") return;
        names.tags.push(tag);
        for (const [name, value] of Object.entries(attributes)) {
          if (name === "class") names.classes.push(...value.split(" "));
          else if (name === "id") names.ids.push(...value.split(" "));
          names.attributes.names.push(inSvg ? name : name.toLowerCase());
          names.attributes.values.push(...value.split(" "));
        }
      },
      onclosetag(tag) {
        if (tag === "svg") inSvg--;
      },
    },
    { lowerCaseTags: false, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return names;
}

/** The ids and attribute values the stylesheet's selectors name (`#hero`, `[data-state=open]`). */
function selectedBy(css: string) {
  const values = [...css.matchAll(/\[[\w-]+[~|^$*]?=["']?([^"'\]]+)["']?\]/g)].map((m) => m[1]);
  const ids = [...css.matchAll(/#([A-Za-z][\w-]*)/g)].map((m) => m[1]);
  return { values: [...new Set(values)], ids: new Set(ids) };
}

/**
 * A page's names, less the ids and attribute values no selector can match (a CSP nonce, a
 * lead's email): pages that differ only in those get the same stylesheet, from the cache.
 * A value is kept when it contains one a selector names, as every attribute match needs.
 */
function namesThatMatter(names: ExtractorResultDetailed, selects: ReturnType<typeof selectedBy>) {
  return {
    ...names,
    ids: names.ids.filter((id) => selects.ids.has(id)),
    attributes: {
      names: names.attributes.names,
      values: names.attributes.values.filter((value) => selects.values.some((v) => value.includes(v))),
    },
  };
}

import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import postcss, { type Root } from "postcss";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";

/** Stylesheets kept for pages' sets of names (pages with the same classes share one), and for paths. */
const CACHE_SIZE = 64;

/**
 * A page's stylesheet in two parts: what its first paint needs, for its <head>, and what only
 * its closed panels and taps made before it is live need (`late`), for the end of its body.
 */
export type PageStylesheet = { head: string; late: string };

/** The stylesheets of pages (`of`), and the head part the last page at each path needed (`lastAt`). */
export type PageStylesheets = {
  of(html: string, path?: string): Promise<PageStylesheet>;
  lastAt(path: string): string | undefined;
};

/**
 * The part of the site's stylesheet a page uses: the rules whose selectors can match its HTML.
 * A page carries only these (about half of the whole), so a phone parses and matches half the
 * CSS while it loads; the whole stylesheet is fetched once the page is painted and applied
 * before React starts (deferHydration), for what script shows later and the next pages.
 * What plain HTML can change before then is kept: pseudo-classes (:hover, :checked),
 * `[open]`, which a tapped <details> gets, and `[data-tapped]`, which the early-events script
 * puts on a tap it keeps (and the like: TAP_ATTRIBUTES). The rules for what shows only once tapped (LATE) go
 * in the late part, which the page carries after its content: they are not in the way of its
 * first paint.
 */
export function pageStylesheets(css: string): PageStylesheets {
  const byNames = new Map<string, PageStylesheet>();
  const byPath = new Map<string, string>();
  const selects = selectedBy(css);
  const parts = splitLate(css);
  return {
    async of(html, path) {
      const names = namesIn(html);
      const key = createHash("sha256")
        .update(JSON.stringify(namesThatMatter(names, selects)))
        .digest("base64");
      let sheet = byNames.get(key);
      if (sheet === undefined) {
        const [head, late] = await Promise.all([
          purge(parts.head, html, names),
          purge(parts.late, html, names),
        ]);
        sheet = { head, late };
      }
      keepRecent(byNames, key, sheet);
      if (path !== undefined) keepRecent(byPath, path, sheet.head);
      return sheet;
    },
    lastAt: (path) => byPath.get(path),
  };
}

/** The rules of `css` that can match a page with these names. */
async function purge(css: string, html: string, names: ExtractorResultDetailed): Promise<string> {
  if (css === "") return "";
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    css: [{ raw: css }],
    extractors: [{ extractor: () => names, extensions: ["html"] }],
    // A tapped <details> gets `open`; a tap kept before the page is live, `data-tapped`; a file's
    // link on its way, `data-fetching`; a course ticked past the comparison's limit, `data-refused`.
    dynamicAttributes: ["open", ...TAP_ATTRIBUTES],
    // Custom properties and font faces stay: rules that are kept refer to them.
    variables: false,
    fontFace: false,
    keyframes: true,
  });
  return result.css;
}

/** What the pages' inline scripts put on an element at a tap, before (or without) React. */
const TAP_ATTRIBUTES = ["data-tapped", "data-fetching", "data-refused"];

/**
 * Selectors of what a page shows only once tapped: the closed panels (native popovers, hidden
 * by the browser's own CSS until opened: the search, the chat, the menus) and the answers to a
 * tap made before the page is live (data-tapped, data-loading, a course ticked for comparison).
 * `:popover-open` beside `[open]` is a <details> too, which can be open as the page paints.
 */
const LATE = [
  /#(site-search|chat-panel|mobile-menu|main-nav)\b/,
  new RegExp(`\\[(${[...TAP_ATTRIBUTES, "data-loading"].join("|")})\\]`),
  /\[data-compare-(bar|count)\]|\[data-compare-box\]:checked/,
];
const isLate = (selector: string) => {
  const shown = withoutNot(selector);
  return (
    LATE.some((pattern) => pattern.test(shown)) ||
    (shown.includes(":popover-open") && !shown.includes("[open]"))
  );
};

/** A selector less its :not(…) parts, which say what an element is not (a section not laid out yet). */
function withoutNot(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(":not(", i)) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === "(") depth++;
      else if (selector[i] === ")" && --depth === 0) break;
    }
  }
  return out;
}

/**
 * The stylesheet in two: the rules every selector of which is LATE, inside their @media,
 * @supports and @layer, and the rest. Animations go to both: each part keeps those its rules use.
 * Cascade layers keep their order, declared at the head's start.
 */
function splitLate(css: string): PageStylesheet {
  const head = postcss.parse(css);
  const late = head.clone();
  const inKeyframes = (node: postcss.Node) =>
    node.parent?.type === "atrule" && /keyframes$/.test((node.parent as postcss.AtRule).name);
  head.walkRules((rule) => {
    if (!inKeyframes(rule) && rule.selectors.every(isLate)) rule.remove();
  });
  late.walk((node) => {
    if (node.type === "rule" && !inKeyframes(node) && !(node as postcss.Rule).selectors.every(isLate))
      node.remove();
    else if (node.type === "atrule" && !(node as postcss.AtRule).nodes && node.parent === late) node.remove();
    else if (node.type === "atrule" && ["font-face", "property"].includes((node as postcss.AtRule).name))
      node.remove();
  });
  return { head: withoutEmptyBlocks(head), late: withoutEmptyBlocks(late) };
}

/** The stylesheet less the @media, @supports and @layer blocks left without rules. */
function withoutEmptyBlocks(root: Root): string {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((block) => {
      if (block.nodes && block.nodes.length === 0) {
        block.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/** Sets `key`, most recent last, and forgets the least recent past CACHE_SIZE. */
function keepRecent<T>(cache: Map<string, T>, key: string, value: T) {
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

/**
 * Routing rules of the specification, as pure functions so they can be unit tested:
 * absolute URLs to our own origin become in-app paths, navigating to the current
 * location is a no-op, and in a blob: document the route lives in the URL hash.
 */

export type Loc = { pathname: string; search: string; hash: string };

const EXTERNAL = /^(mailto:|tel:|sms:|javascript:)/i;

/**
 * Turn an href into an in-app path ("/a?b#c") when it points at our own site,
 * or return null when it must be left to the browser (other origins, mailto:...).
 */
export function toInternalPath(href: string, origins: readonly string[]): string | null {
  if (EXTERNAL.test(href)) return null;
  if (href.startsWith("#")) return href;
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const own = origins.some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
  return own ? url.pathname + url.search + url.hash : null;
}

/** Split "/a?b#c" into its parts, resolving a bare "#hash" against the current path. */
export function parsePath(to: string, current: Loc): Loc {
  if (to.startsWith("#")) return { pathname: current.pathname, search: current.search, hash: to };
  const url = new URL(to, "http://x");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** In an editor's preview of the draft, links keep `?preview`, so the next page shows the draft too. */
export function keepPreview(to: Loc, preview: boolean): Loc {
  const params = new URLSearchParams(to.search);
  if (!preview || params.has("preview")) return to;
  params.set("preview", "");
  return { ...to, search: `?${params.toString()}` };
}

function normalise(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function isSameLocation(a: Loc, b: Loc): boolean {
  return (
    normalise(a.pathname) === normalise(b.pathname) &&
    (a.search || "") === (b.search || "") &&
    (a.hash || "") === (b.hash || "")
  );
}

/** True when the page runs inside a blob: document (a preview context). */
export function isBlobDocument(protocol: string): boolean {
  return protocol === "blob:";
}

/**
 * The app route of a document. Normally the URL's own path; in a blob: document
 * the route is carried in the hash ("#/it-training/programs#faq" keeps an inner anchor).
 */
export function routeFromUrl(url: { protocol: string; pathname: string; search: string; hash: string }): Loc {
  if (!isBlobDocument(url.protocol)) return { pathname: url.pathname, search: url.search, hash: url.hash };
  const inner = url.hash.replace(/^#/, "");
  if (!inner.startsWith("/")) return { pathname: "/", search: "", hash: inner ? `#${inner}` : "" };
  return parsePath(inner, { pathname: "/", search: "", hash: "" });
}

/** The hash to set in a blob: document for an app route. */
export function blobHashFor(to: Loc): string {
  return `#${to.pathname}${to.search}${to.hash}`;
}

/** The first two path segments choose page and sub page. */
export function pageSegments(pathname: string): [string, string] {
  const [page = "", sub = ""] = pathname.split("/").filter(Boolean);
  return [page, sub];
}

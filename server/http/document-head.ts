import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

/** The empty element app/root.tsx renders in <head> in production; the server writes the stylesheet into it. */
export const INLINE_STYLESHEET = '<style data-inline-css=""></style>';

/**
 * Drops <link rel="modulepreload"> tags. On a slow phone connection ~150 KB of
 * preloaded JavaScript competes with the HTML and CSS for bandwidth and delays the
 * first paint by about a second; without the hints the browser paints first and
 * fetches the modules the entry script imports right after (hydration stays the same).
 */
export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/**
 * Writes the whole stylesheet into the page (11 KB gzip): the first paint needs no second
 * request. `</` cannot close the element early: the CSS is our own build's.
 */
export function inlineStylesheet(html: string, css: string): string {
  return html.replace(INLINE_STYLESHEET, `<style data-inline-css="">${css}</style>`);
}

/** Rewrites the <head> of a streamed document: buffers until </head>, then passes the rest through. */
export function rewriteHead(rewrite: (head: string) => string): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      done = true;
      callback(null, rewrite(head.slice(0, end)) + head.slice(end));
    },
    flush(callback) {
      callback(null, done ? undefined : rewrite(head));
    },
  });
}

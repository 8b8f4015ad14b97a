import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

/**
 * Drops <link rel="modulepreload"> tags. On a slow phone connection ~150 KB of
 * preloaded JavaScript competes with the HTML and CSS for bandwidth and delays the
 * first paint by about a second; without the hints the browser paints first and
 * fetches the modules the entry script imports right after (hydration stays the same).
 */
export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The same for a streamed document: buffers until </head>, where React puts the hints. */
export function stripModulePreloadsFromHead(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      done = true;
      callback(null, stripModulePreloads(head.slice(0, end)) + head.slice(end));
    },
    flush(callback) {
      callback(null, done ? undefined : stripModulePreloads(head));
    },
  });
}

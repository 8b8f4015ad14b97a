import { Readable } from "node:stream";
import type { Request, RequestHandler } from "express";
import { BODY_TOO_LARGE_HEADER } from "#common/forms.ts";

/**
 * The most a page's form post may send. Every form on the site is far below it: the contact
 * form's own limit is 16 KB, a note 4,000 characters (36 KB sent, were every one Tamil). The
 * content editor saves one item per post; the largest in the seed (an FAQ) is under 1 KB sent,
 * so 64 KB leaves room for items many times longer, in any script, while a page post stays
 * small enough to read into memory before its action runs.
 */
export const PAGE_BODY_LIMIT = 64 * 1024;

/**
 * Past this, a body is not worth reading to its end: the answer says so and the connection is
 * closed after it.
 */
export const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

type Body = { bytes: Buffer; tooLarge: boolean };

/**
 * A post to a page or its `.data` is read before React Router sees it, up to PAGE_BODY_LIMIT;
 * a larger one is read off and dropped, and React Router gets an empty body marked too large
 * (BODY_TOO_LARGE_HEADER), so the page's action answers 413 with its own message. React Router
 * answers both a document post (the page, with the message) and a `.data` post (what its client
 * decodes). Answering before the body was read would leave the client, still sending, with a
 * reset connection and no answer; React Router's adapter starts reading the body as soon as it
 * makes the Request, so Node would not drop the rest by itself either.
 */
export function limitPageBodies(pageHandler: RequestHandler, limit = PAGE_BODY_LIMIT): RequestHandler {
  return async (req, res, next) => {
    // Only we set it: a client sending it would just get a 413.
    delete req.headers[BODY_TOO_LARGE_HEADER];
    if (req.method === "GET" || req.method === "HEAD") return pageHandler(req, res, next);
    const body = await readBody(req, limit);
    // The client went away while sending: there is nobody to answer.
    if (!body) return;
    if (body.tooLarge) {
      req.headers[BODY_TOO_LARGE_HEADER] = "1";
      if (!req.complete) res.setHeader("Connection", "close");
    }
    return pageHandler(withBody(req, body.bytes), res, next);
  };
}

/** The body up to `limit` bytes; past it, read on (to MAX_DRAIN_BYTES) and dropped. Undefined if the client aborted. */
function readBody(req: Request, limit: number): Promise<Body | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers["content-length"]) > limit;
    const done = (body: Body | undefined) => {
      req.off("data", onData);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        req.pause();
        done({ bytes: Buffer.alloc(0), tooLarge });
      }
    };
    req.on("data", onData);
    req.once("end", () => done({ bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge }));
    req.once("error", () => done(undefined));
    req.once("close", () => done(undefined));
  });
}

/** What React Router's adapter reads of a request as a stream (createReadableStreamFromReadable). */
const STREAM_MEMBERS = new Set<string | symbol>([
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "emit",
  "pause",
  "resume",
  "isPaused",
  "read",
  "pipe",
  "unpipe",
  "destroy",
  "readable",
  "readableEnded",
  "readableHighWaterMark",
  "destroyed",
  Symbol.asyncIterator,
]);

/**
 * The same request with its body replaced by `bytes`, already read: the stream members come
 * from a new stream of them, everything else (URL, headers, IP, Express's helpers) from `req`.
 */
function withBody(req: Request, bytes: Buffer): Request {
  const stream = Readable.from(bytes.length ? [bytes] : [], { objectMode: false });
  return new Proxy(req, {
    get(target, key) {
      if (!STREAM_MEMBERS.has(key)) return Reflect.get(target, key);
      const value: unknown = Reflect.get(stream, key);
      return typeof value === "function" ? value.bind(stream) : value;
    },
  });
}

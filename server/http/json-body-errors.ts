import { finished } from "node:stream";
import type { ErrorRequestHandler, Request, Response } from "express";
import { MAX_DRAIN_BYTES } from "./request-body";

/** Malformed or oversized JSON bodies: their 4xx status with a clear JSON message; anything else is a real fault. */
export function jsonBodyErrors(messages: { tooLarge: string; unreadable: string }): ErrorRequestHandler {
  return (err, _req, res, next) => {
    const status = Number((err as { status?: number }).status) || 500;
    if (res.headersSent || status >= 500) return next(err);
    res.status(status).json({ ok: false, error: status === 413 ? messages.tooLarge : messages.unreadable });
  };
}

/**
 * A JSON refusal sent once the request's body is read off (a body of the wrong type is never
 * parsed): answered while the client is still sending, the closing connection would reset its
 * upload and it would never read the answer.
 */
export function refuseAfterBody(req: Request, res: Response, status: number, body: object): void {
  const send = () => void (res.headersSent || res.status(status).json(body));
  if (req.readableEnded || Number(req.headers["content-length"]) > MAX_DRAIN_BYTES) return send();
  finished(req, send);
  req.resume();
}

import type { ErrorRequestHandler } from "express";

/** Malformed or oversized JSON bodies: their 4xx status with a clear JSON message; anything else is a real fault. */
export function jsonBodyErrors(messages: { tooLarge: string; unreadable: string }): ErrorRequestHandler {
  return (err, _req, res, next) => {
    const status = Number((err as { status?: number }).status) || 500;
    if (res.headersSent || status >= 500) return next(err);
    res.status(status).json({ ok: false, error: status === 413 ? messages.tooLarge : messages.unreadable });
  };
}

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { pinoHttp } from "pino-http";
import { log, type Logger } from "#server/log.ts";

/** What a proxy's request id may look like: short, no spaces or markup. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;
const isHealthCheck = (req: IncomingMessage) => /^\/(healthz|readyz)(\?|$)/.test(req.url ?? "");

/**
 * One JSON line per request with its id, method, path, status and time. The id is our proxy's
 * X-Request-Id when TRUST_PROXY is set (a visitor could forge it otherwise), else a new one;
 * the response carries it back. No headers, query strings or bodies: they can hold a
 * visitor's details. Health checks are not logged.
 */
export function requestLog(trustProxy: boolean, logger: Logger = log) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const id =
        trustProxy && typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: isHealthCheck },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

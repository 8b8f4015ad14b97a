import http from "node:http";
import type { AddressInfo } from "node:net";

export type RoundRobinProxy = { url: string; close(): Promise<void> };

/**
 * A load balancer for tests: each request goes to the next instance in turn; an instance that
 * refuses the connection is skipped, as a real balancer's health check would. It adds
 * X-Forwarded-For with the caller's address (the instances run with TRUST_PROXY=true), so a
 * test can act as many clients through the `X-Test-Client` header.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on("data", (c: Buffer) => body.push(c));
    req.on("end", () => void forward(req, res, Buffer.concat(body), targets.length));
  });

  async function forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    triesLeft: number,
  ): Promise<void> {
    const target = new URL(targets[next++ % targets.length]);
    const client = String(req.headers["x-test-client"] ?? req.socket.remoteAddress ?? "127.0.0.1");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `${target.hostname}:${target.port}`, "x-forwarded-for": client },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (res.headersSent) return void res.destroy();
      if (triesLeft > 1) return void forward(req, res, body, triesLeft - 1);
      res.writeHead(502).end("no instance answered");
    });
    upstream.end(body);
  }

  // As a real balancer (and server/serve.ts) does: idle connections outlive the client's own
  // keep-alive, so the client never sends on one the proxy is closing (a reset, not an answer).
  // With Node's 5 s default, a burst after a test of about 5 s met such resets on a loaded machine.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

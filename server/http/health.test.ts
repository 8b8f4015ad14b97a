import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { testBackends } from "#tests/db-utils.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "./app";
import { healthState, startingApp } from "./health";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(app: Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (_req: unknown, res: { send(body: string): void }) => res.send("a page");
const status = async (url: string) => (await fetch(url)).status;

describe("health checks", () => {
  it("are live at once, ready only once started with a database that answers, and not ready while stopping", async () => {
    const health = healthState();
    const starting = await serve(startingApp(health));
    expect(await (await fetch(`${starting}/healthz`)).json()).toEqual({ ok: true });
    expect(await (await fetch(`${starting}/readyz`)).json()).toEqual({ ok: false, phase: "starting" });
    const early = await fetch(`${starting}/contact`);
    expect([early.status, early.headers.get("retry-after")]).toEqual([503, "5"]);

    const database = await testBackends[0].create();
    const db = await database.open();
    try {
      const base = await serve(createApp({ env: loadEnv({}), health, pageHandler: page }));
      expect(await status(`${base}/readyz`)).toBe(503);
      health.ready(db);
      expect(await status(`${base}/readyz`)).toBe(200);
      expect(await status(`${base}/healthz`)).toBe(200);
      expect(await status(`${base}/contact`)).toBe(200);
      await db.destroy();
      expect(await status(`${base}/readyz`)).toBe(503);
      health.stopping();
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ ok: false, phase: "stopping" });
      expect(await status(`${base}/healthz`)).toBe(200);
    } finally {
      await database.cleanup();
    }
  });
});

describe("request ids", () => {
  it("are made per request and echoed, and taken from our proxy only when TRUST_PROXY is set", async () => {
    const direct = await serve(createApp({ env: loadEnv({}), pageHandler: page }));
    const [a, b] = [await fetch(direct), await fetch(direct, { headers: { "X-Request-Id": "forged-id" } })];
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("x-request-id")).not.toBe("forged-id");
    expect(b.headers.get("x-request-id")).not.toBe(a.headers.get("x-request-id"));

    const proxied = await serve(createApp({ env: loadEnv({ TRUST_PROXY: "true" }), pageHandler: page }));
    expect(
      (await fetch(proxied, { headers: { "X-Request-Id": "lb-7f3a.42" } })).headers.get("x-request-id"),
    ).toBe("lb-7f3a.42");
    expect(
      (await fetch(proxied, { headers: { "X-Request-Id": "<script>" } })).headers.get("x-request-id"),
    ).toMatch(/^[0-9a-f-]{36}$/);
  });
});

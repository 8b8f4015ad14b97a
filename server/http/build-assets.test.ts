import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { createApp } from "./app";
import { buildAssets } from "./build-assets";

const script = "export const greeting = 'hello';\n".repeat(20);
const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-x"/></svg>';
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "site-1.js"), script);
  fs.writeFileSync(path.join(dir, "site-1.js.br"), brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "site-1.js.gz"), gzipSync(script));
  fs.writeFileSync(path.join(dir, "icons-2.svg"), sprite);
  fs.writeFileSync(path.join(dir, "inter-3.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  const app = createApp({
    env: loadEnv({}),
    assets: buildAssets(dir),
    pageHandler: (_req, res) => res.send("a page"),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string, method = "GET") =>
  fetch(base + url, { method, headers: { "Accept-Encoding": acceptEncoding } });

describe("the build's assets", () => {
  it("go out as the Brotli file where the browser takes it, else gzip, else as they are", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await get("/assets/site-1.js", accept);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await res.text()).toBe(script);
    }
    const font = await get("/assets/inter-3.woff2", "gzip, br");
    expect([font.headers.get("content-encoding"), font.headers.get("content-type")]).toEqual([
      null,
      "font/woff2",
    ]);
  });

  it("are cached for a year, keep nosniff, and drop the document policies and the request id, except an SVG's policies", async () => {
    const res = await get("/assets/site-1.js", "br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-request-id")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();
    const svg = await get("/assets/icons-2.svg", "br");
    expect(svg.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await svg.text()).toBe(sprite);
  });

  it("answer HEAD without a body, and an unknown asset or another method with 404", async () => {
    const head = await get("/assets/site-1.js", "gzip", "HEAD");
    expect([head.status, head.headers.get("content-encoding"), await head.text()]).toEqual([200, "gzip", ""]);
    expect((await get("/assets/site-9.js", "br")).status).toBe(404);
    expect((await get("/assets/site-1.js", "br", "POST")).status).toBe(404);
  });

  it("leave every other path to the pages", async () => {
    const res = await get("/contact", "br");
    expect(await res.text()).toBe("a page");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

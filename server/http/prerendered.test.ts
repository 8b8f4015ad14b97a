import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TOKEN_PLACEHOLDER } from "#common/enquiry/enquiry-fields.ts";
import { createFormTokens } from "#server/leads/form-token.ts";
import { prerenderedPages } from "./prerendered";
import { inlineScriptHashes } from "./security";

const script = `<script>window.__data = {"formToken":"${FORM_TOKEN_PLACEHOLDER}"}</script>`;
const contactHtml = `<html><head>${script}</head><body><form><input type="hidden" name="formIssuedAt" value="${FORM_TOKEN_PLACEHOLDER}"/></form></body></html>`;
const plainHtml = "<html><body><h1>Programs</h1></body></html>";

let server: Server;
let base: string;
let dir: string;
const tokens = createFormTokens(Buffer.alloc(32, 3));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-prerendered-"));
  for (const [p, html] of [
    ["contact", contactHtml],
    ["it-training/programs", plainHtml],
  ]) {
    fs.mkdirSync(path.join(dir, p), { recursive: true });
    fs.writeFileSync(path.join(dir, p, "index.html"), html);
  }
  const app = express();
  app.use(
    prerenderedPages(dir, ["/contact", "/it-training/programs"], {
      siteIsHttps: false,
      issueFormToken: () => tokens.issue(),
      rerender: {
        version: () => version,
        render: async (p, v) => {
          if (v === 3) throw new Error("the content cannot be read");
          renders.push(`${p} v${v}`);
          return `<html><body><h1>${p} v${v}</h1></body></html>`;
        },
      },
    }),
  );
  app.use((_req, res) => res.status(404).send("rendered per request"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
let version = 0;
const renders: string[] = [];
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenIn = (html: string) => /name="formIssuedAt" value="([^"]*)"/.exec(html)?.[1];

describe("prerendered pages", () => {
  it("give each visit of a page with the form a fresh, valid token", async () => {
    const first = await (await fetch(`${base}/contact`)).text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await (await fetch(`${base}/contact`)).text();
    const [a, b] = [tokenIn(first), tokenIn(second)];
    expect(a).not.toBe(FORM_TOKEN_PLACEHOLDER);
    expect(a).not.toBe(b);
    expect(tokens.ageMs(a)).toBeGreaterThanOrEqual(0);
    expect(tokens.ageMs(b)).toBeGreaterThanOrEqual(0);
  });

  it("leave inline scripts as hashed in the CSP", async () => {
    const response = await fetch(`${base}/contact`);
    const html = await response.text();
    expect(html).toContain(script);
    for (const hash of inlineScriptHashes(html))
      expect(response.headers.get("content-security-policy")).toContain(hash);
  });

  it("serve pages without the form unchanged, and leave pages with a query to per-request rendering", async () => {
    expect(await (await fetch(`${base}/it-training/programs`)).text()).toBe(plainHtml);
    const withQuery = await fetch(`${base}/contact?interest=AI%20Solutions`);
    expect(withQuery.status).toBe(404);
  });

  it("are rendered again for published content when first asked for, and kept", async () => {
    version = 2;
    const v2 = "<html><body><h1>/it-training/programs v2</h1></body></html>";
    expect(await (await fetch(`${base}/it-training/programs`)).text()).toBe(v2);
    expect(await (await fetch(`${base}/it-training/programs`)).text()).toBe(v2);
    expect(renders).toEqual(["/it-training/programs v2"]);
    version = 0;
    expect(await (await fetch(`${base}/it-training/programs`)).text()).toBe(plainHtml);
  });

  it("fall through to be rendered per request when rendering the published version fails", async () => {
    version = 3;
    expect(await (await fetch(`${base}/it-training/programs`)).text()).toBe("rendered per request");
    version = 0;
  });
});

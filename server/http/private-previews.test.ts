import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { startContent, type SiteContentService } from "#server/content/index.ts";
import { loadEnv } from "#server/env.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { createApp } from "./app";
import { prerenderedPages } from "./prerendered";

let database: TestDatabase;
let db: Db;
let content: SiteContentService;
let server: Server;
let base: string;
let dir: string;

/**
 * The site's app with a prerendered /contact, and pages rendered per request from the real
 * content service: an editor (here, whoever sends the `editor` cookie) asking `?preview`
 * gets the draft.
 */
beforeAll(async () => {
  database = await testBackends[0].create();
  db = await database.open();
  const env = loadEnv({});
  content = await startContent(db, env);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-previews-"));
  fs.mkdirSync(path.join(dir, "contact"));
  fs.writeFileSync(path.join(dir, "contact", "index.html"), "<html><body><h1>Contact</h1></body></html>");
  const app = createApp({
    env,
    before: [prerenderedPages(dir, ["/contact"], { siteIsHttps: false })],
    pageHandler: async (req, res) => {
      const role = async () => (req.get("cookie") === "session=editor" ? "marketing" : undefined);
      const page = await content.forRequest(req, role)();
      res.json({ draft: page.preview === true });
    },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  content.stop();
  await db.destroy();
  await database.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, init);
const caching = (res: Response) => ({
  cacheControl: res.headers.get("cache-control"),
  byCookie: /\bcookie\b/i.test(res.headers.get("vary") ?? ""),
});
const editor = { headers: { cookie: "session=editor" } };

describe("a preview of the draft", () => {
  it("is private and varies by cookie, for the editor who sees the draft and for anyone else", async () => {
    const asEditor = await get("/contact?preview", editor);
    expect(await asEditor.json()).toEqual({ draft: true });
    expect(caching(asEditor)).toEqual({ cacheControl: "private, no-store", byCookie: true });
    const anonymous = await get("/contact?preview");
    expect(await anonymous.json()).toEqual({ draft: false });
    expect(caching(anonymous)).toEqual({ cacheControl: "private, no-store", byCookie: true });
  });

  it("is private as React Router's data, as a HEAD and as a post too", async () => {
    for (const [p, init] of [
      ["/contact.data?preview=1", editor],
      ["/it-training/batch-calendar.data?preview&_routes=root", {}],
      ["/contact?preview", { ...editor, method: "HEAD" }],
      ["/contact.data?preview", { ...editor, method: "POST", body: "name=Asha" }],
    ] as const) {
      expect(caching(await get(p, init)), p).toEqual({ cacheControl: "private, no-store", byCookie: true });
    }
  });

  it("leaves every other page's caching as it was, signed in or not", async () => {
    for (const init of [{}, editor]) {
      const prerendered = await get("/contact", init);
      expect(caching(prerendered)).toEqual({
        cacheControl: "public, max-age=0, must-revalidate",
        byCookie: false,
      });
      const rendered = await get("/contact?interest=IT%20Training", init);
      expect(await rendered.json()).toEqual({ draft: false });
      expect(caching(rendered)).toEqual({ cacheControl: null, byCookie: false });
    }
  });
});

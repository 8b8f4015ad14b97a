import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { LiveContent } from "#app/content/live/live-content.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import type { SearchEntry } from "#app/content/schema.ts";
import { searchIndexApi } from "./api-search-index";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A server whose live content the test publishes like the store would. */
async function start() {
  let live: LiveContent = { version: 1, content: seedContent() };
  const app = express();
  app.use(searchIndexApi(() => live));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search-index`;
  return {
    publish: (content: SiteContent) => (live = { version: live.version + 1, content }),
    get: (options: { method?: string; headers?: Record<string, string> } = {}) => request(url, options),
  };
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; json: () => unknown };

/** Like a browser revalidating its copy (fetch would add "Cache-Control: no-cache" to a conditional request). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string> },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .request(url, options, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, json: () => JSON.parse(body) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const entry = (entries: SearchEntry[], id: string) => entries.find((e) => e.id === id);

describe("GET /api/search-index", () => {
  it("serves the entries of the live content as JSON that browsers revalidate", async () => {
    const api = await start();
    const res = await api.get();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    const entries = res.json() as SearchEntry[];
    expect(entry(entries, "ccna")?.content).toContain("8 weeks, ₹18,500");
    expect(entries.length).toBeGreaterThanOrEqual(25);
  });

  it("answers 304 while the index is unchanged, and the new index once content is published", async () => {
    const api = await start();
    const etag = (await api.get()).headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.get({ headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    const seed = seedContent();
    api.publish({
      ...seed,
      courses: seed.courses.map((c) =>
        c.id === "ccna" ? { ...c, price: "₹21,000", duration: "10 weeks" } : c,
      ),
      faqs: seed.faqs.filter((f) => f.id !== "what-is-rag"),
      testimonials: [{ ...seed.testimonials[0], name: "Kavya Subramanian" }],
    });
    const edited = await api.get({ headers: { "If-None-Match": etag } });
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    const entries = edited.json() as SearchEntry[];
    expect(entry(entries, "ccna")?.content).toContain("10 weeks, ₹21,000");
    expect(entry(entries, "faq-what-is-rag")).toBeUndefined();
    expect(entry(entries, "faq-payment-options")).toBeDefined();
    expect(entry(entries, "alumni-success")?.keywords).toContain("Kavya Subramanian");
    expect(entry(entries, "alumni-success")?.keywords).not.toContain("Mohammed Faisal");
  });

  it("keeps the same ETag when a publish leaves the index as it was", async () => {
    const api = await start();
    const etag = (await api.get()).headers.etag!;
    api.publish({
      ...seedContent(),
      offer: { enabled: false, text: "Weekend sale", percent: 20, endsOn: "" },
    });
    expect((await api.get({ headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("refuses other methods with 405", async () => {
    const api = await start();
    const res = await api.get({ method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});

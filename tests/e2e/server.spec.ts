import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { pages } from "#common/route-table.ts";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import { decodedData, formBody, postBody } from "#tests/http-client.ts";

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/it-training/batch-calendar", "/no-such-page", "/robots.txt", "/favicon.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toMatch(/default-src 'self'/);
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("idle connections are kept longer than a load balancer keeps its own (60 s)", async ({ request }) => {
  // A client that reuses a connection the server has just closed gets "socket hang up".
  const keepAlive = (await request.get("/robots.txt")).headers()["keep-alive"];
  expect(Number(/timeout=(\d+)/.exec(keepAlive ?? "")?.[1])).toBeGreaterThan(60);
});

test("server-rendered pages allow only their own nonce for inline scripts", async ({ request }) => {
  const res = await request.get("/no-such-page");
  const nonce = res.headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  const html = await res.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  // A new request gets a new nonce.
  const again = (await request.get("/no-such-page")).headers()["content-security-policy"];
  expect(again).not.toContain(nonce);
});

test("prerendered pages list the hashes of their inline scripts", async ({ request }) => {
  const res = await request.get("/contact");
  expect(res.headers()["content-security-policy"]).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(res.headers()["content-security-policy"]).not.toContain("nonce-");
});

test("a malformed URL is a 400, not a 500", async ({ request }) => {
  const res = await request.get("/%E0%A4%A");
  expect(res.status()).toBe(400);
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const p of pages) expect(sitemap).toContain(`<loc>http://localhost:3000${p.path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});

test("hashed assets are cached for a year", async ({ request, page }) => {
  await page.goto("/");
  const src = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  const res = await request.get(src!);
  expect(res.headers()["cache-control"]).toContain("immutable");
  expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  // Scripts carry nosniff but not the document policies, which would only add bytes.
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["content-security-policy"]).toBeUndefined();
  expect(res.headers()["etag"]).toBeUndefined();
});

test("scripts go out as the Brotli or gzip file made at build time, and plain to a client that asks for no compression", async ({
  request,
  page,
}) => {
  await page.goto("/");
  const src = (
    await page
      .locator('script[type="module"][src], link[rel="modulepreload"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? el.getAttribute("href")))
  ).find((s) => /^\/assets\/site-[\w-]{8}\.js$/.test(s ?? ""))!; // the shared chunk, not the site-frame route
  const file = path.join(process.env.BUILD_DIR ?? "build", "client", src);
  const gzipped = await request.get(src, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  expect(Number(gzipped.headers()["content-length"])).toBe(fs.statSync(`${file}.gz`).size);
  expect(gzipped.headers()["x-request-id"]).toBeUndefined();
  expect((await gzipped.body()).equals(fs.readFileSync(file))).toBe(true);
  const brotli = await request.get(src, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(Number(brotli.headers()["content-length"])).toBe(fs.statSync(`${file}.br`).size);
  expect((await brotli.body()).equals(fs.readFileSync(file))).toBe(true);
  const plain = await request.get(src, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await plain.body()).equals(fs.readFileSync(file))).toBe(true);
});

test("a prerendered page goes out compressed, Brotli where the browser takes it, with its policy headers", async ({
  request,
}) => {
  for (const [accept, encoding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
  ]) {
    const res = await request.get("/legal", { headers: { "Accept-Encoding": accept } });
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(res.headers()["vary"]).toContain("Accept-Encoding");
    expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(await res.text()).toContain("<h1");
  }
});

test("each page carries the icon symbols it draws, and only those", async ({ request }) => {
  const whole = fs.readFileSync("app/components/ui/icons.svg", "utf8").match(/<symbol /g)!.length;
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    const drawn = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]));
    expect(
      [...drawn].filter((id) => !symbols.has(id)),
      `${path}: icons drawn without a symbol`,
    ).toEqual([]);
    expect(
      [...symbols].filter((id) => !drawn.has(id)),
      `${path}: symbols no icon draws`,
    ).toEqual([]);
    expect(symbols.size, path).toBeLessThan(whole);
  }
});

test("icons that only script draws have their symbols once the page is live", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("svg[data-icon-sprite] symbol")).toHaveCount(
    fs.readFileSync("app/components/ui/icons.svg", "utf8").match(/<symbol /g)!.length,
  );
  await page.getByRole("button", { name: "IT Training" }).click();
  await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(page.getByRole("dialog", { name: "Arivu Technologies assistant" })).toBeVisible();
  // A <use> whose symbol is missing draws nothing: a drawn icon has a size.
  const undrawn = await page
    .locator("use")
    .evaluateAll((uses) =>
      uses
        .filter((use) => use.checkVisibility() && (use as SVGUseElement).getBBox().width === 0)
        .map((use) => use.getAttribute("href")),
    );
  expect(undrawn).toEqual([]);
});

test("an oversized form post is read and answered 413 with the form's message, sent with or without a length", async ({
  baseURL,
}) => {
  const body = formBody({ name: "Asha", message: "x".repeat(2 * 1024 * 1024) });
  for (let i = 0; i < 20; i++) {
    const chunked = i % 2 === 1;
    const data = await postBody(`${baseURL}/contact.data`, body, { chunked });
    expect(data.status).toBe(413);
    expect(await decodedData(data)).toMatchObject({ data: { ok: false, error: enquiryErrors.tooLarge } });
    const document = await postBody(`${baseURL}/contact`, body, { chunked });
    expect(document.status).toBe(413);
    expect(document.body.toString()).toContain(enquiryErrors.tooLarge);
  }
});

test("a page asked as a preview is never kept by a shared cache; the page itself keeps its caching", async ({
  request,
}) => {
  for (const path of ["/contact?preview", "/contact.data?preview=1", "/it-training/plans-pricing?preview"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["cache-control"], path).toBe("private, no-store");
    expect(headers["vary"], path).toMatch(/\bCookie\b/);
  }
  const headers = (await request.get("/contact")).headers();
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["vary"] ?? "").not.toMatch(/\bCookie\b/);
});

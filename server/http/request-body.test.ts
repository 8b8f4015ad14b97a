import http from "node:http";
import type { RequestHandler } from "express";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import { BODY_TOO_LARGE_MESSAGE, formValues, requestForm } from "#common/forms.ts";
import { adminGate } from "#server/admin/admin-context.ts";
import { decodedData, formBody, postBody } from "#tests/http-client.ts";
import { serveOnePage } from "#tests/page-server.ts";
import { enquiriesApi } from "./api-enquiries";
import { PAGE_BODY_LIMIT } from "./request-body";

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
// One connection reused from post to post, as a browser or a proxy would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** A page action as the inbox's: the form through requestForm, echoed back. */
const echoAction = async ({ request }: { request: Request }) => formValues(await requestForm(request));

/** The site's app with that page, the enquiry API and the inbox's gate in front, as the server mounts them. */
async function serve(): Promise<string> {
  const { base, close } = await serveOnePage(echoAction, [
    enquiriesApi(async () => ({ status: 200, body: { ok: true, interest: "IT Training" } })),
    adminGate({ SITE_URL: "http://localhost:3000" }, async () => true) as RequestHandler,
  ]);
  stops.push(close);
  return base;
}

const post = (url: string, body: Buffer, options: { chunked?: boolean; type?: string } = {}) =>
  postBody(url, body, { ...options, agent });
const twoMegabytes = formBody({ note: "x".repeat(2 * 1024 * 1024) });

describe("a page post's body", () => {
  it("reaches the action whole within the limit, sent with or without a length", async () => {
    const base = await serve();
    const note = "Called back, wants the weekend batch. ".repeat(1000);
    expect(formBody({ note }).length).toBeLessThan(PAGE_BODY_LIMIT);
    for (const chunked of [false, true]) {
      const answer = await post(`${base}/_root.data`, formBody({ note }), { chunked });
      expect(answer.status).toBe(200);
      expect(await decodedData(answer)).toEqual({ data: { note } });
    }
  });

  it("over the limit is answered 413 after it is read, in full, 50 times over one connection, with or without a length", async () => {
    const base = await serve();
    for (let i = 0; i < 50; i++) {
      const chunked = i % 2 === 1;
      const dataPost = await post(`${base}/_root.data`, twoMegabytes, { chunked });
      expect(dataPost.status).toBe(413);
      // React Router's client reads it as the route's error, with the message.
      expect(await decodedData(dataPost)).toMatchObject({
        error: { status: 413, data: BODY_TOO_LARGE_MESSAGE },
      });
      const documentPost = await post(`${base}/`, twoMegabytes, { chunked });
      expect([documentPost.status, documentPost.body.toString()]).toEqual([413, "<p>413</p>"]);
    }
  }, 60_000);

  it("just over the limit is refused too, so the action never reads more than the limit", async () => {
    const base = await serve();
    const justOver = formBody({ note: "x".repeat(PAGE_BODY_LIMIT) });
    for (const chunked of [false, true])
      expect((await post(`${base}/_root.data`, justOver, { chunked })).status).toBe(413);
  });

  it("is not taken as too large because the client says so", async () => {
    const base = await serve();
    const answer = await new Promise<number>((resolve, reject) =>
      http
        .request(`${base}/_root.data`, { method: "POST", headers: { "x-body-too-large": "1" } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on("error", reject)
        .end("note=hello"),
    );
    expect(answer).toBe(200);
  });

  it("refused before it is read (a form from another site to the inbox) still gets its answer, not a reset", async () => {
    const base = await serve();
    for (let i = 0; i < 20; i++) {
      const answer = await post(`${base}/admin/submissions/rec-1`, twoMegabytes, { chunked: i % 2 === 1 });
      expect([answer.status, answer.body.toString()]).toEqual([
        403,
        "This form must be sent from the sales inbox.",
      ]);
    }
  }, 30_000);
});

describe("a JSON API's body", () => {
  it("too large is a 413 with its JSON message, read in full, with or without a length", async () => {
    const base = await serve();
    const json = Buffer.from(JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }));
    for (let i = 0; i < 20; i++) {
      const chunked = i % 2 === 1;
      const answer = await post(`${base}/api/enquiries`, json, { chunked, type: "application/json" });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({ ok: false, error: enquiryErrors.tooLarge });
      // Not JSON: refused before anything reads it, and Node drops the body.
      expect((await post(`${base}/api/enquiries`, json, { chunked, type: "text/plain" })).status).toBe(415);
    }
  }, 30_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadOutbox, MAX_RETRY_MS, retryDelay, type OutboxStorage } from "./lead-outbox";
import { PENDING_LEADS_KEY } from "./pending-leads-key";
import { LEADS_API, retryAfter, type LeadBody } from "./send-lead";

const lead = (key = "a1b2c3d4e5f60718293a4b5c6d7e8f90"): LeadBody => ({
  service: "IT Training",
  name: "Priya Raman",
  email: "priya@example.in",
  phone: "98840 12345",
  idempotencyKey: key,
  consentVersion: "chat-notice-2026-11-attribution",
  consentAt: "2026-11-02T05:00:00.000Z",
  attribution: { utmSource: "google", landingPage: "/?utm_source=google", page: "/contact" },
});

function fakeStorage(broken = false): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const check = () => {
    if (broken) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    data,
    getItem: (key) => (check(), data.get(key) ?? null),
    setItem: (key, value) => (check(), void data.set(key, String(value))),
    removeItem: (key) => (check(), void data.delete(key)),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

type Answer = Response | Error;

/** The network: answers each post with the next of `answers` (the last one repeats), recording what was posted. */
function fakeNetwork(...answers: Answer[]) {
  const posts: { url: string; body: LeadBody; storedAtPost: string | null }[] = [];
  let storage: OutboxStorage | null = null;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posts.push({
      url: String(input),
      body: JSON.parse(String(init?.body)) as LeadBody,
      storedAtPost: storage?.getItem(PENDING_LEADS_KEY) ?? null,
    });
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    posts,
    watch: (s: OutboxStorage) => (storage = s),
  };
}

const ok = () => json(200, { ok: true });
const offline = () => new TypeError("Failed to fetch");
const storedKeys = (storage: OutboxStorage) =>
  (JSON.parse(storage.getItem(PENDING_LEADS_KEY) ?? "[]") as LeadBody[]).map((l) => l.idempotencyKey);

/** Jitter fixed at the middle: each wait is 3/4 of its step (2 s → 1.5 s, 4 s → 3 s...). */
const random = () => 0.5;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("lead outbox", () => {
  it("stores the lead before the first post and removes it when the server acknowledges it", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(ok());
    network.watch(storage);
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    await outbox.deliver(lead());

    expect(network.posts).toHaveLength(1);
    expect(network.posts[0].url).toBe(LEADS_API);
    expect(network.posts[0].body).toEqual(lead());
    expect(JSON.parse(network.posts[0].storedAtPost!)).toEqual([lead()]);
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("retries network errors with the same key, 2 s then 4 s (with jitter), until acknowledged", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(offline(), offline(), ok());
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    const done = outbox.deliver(lead());
    await vi.advanceTimersByTimeAsync(0);
    expect(network.posts).toHaveLength(1);
    expect(storedKeys(storage)).toEqual([lead().idempotencyKey]);

    await vi.advanceTimersByTimeAsync(1499);
    expect(network.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.posts).toHaveLength(2);
    expect(storedKeys(storage)).toEqual([lead().idempotencyKey]);

    await vi.advanceTimersByTimeAsync(2999);
    expect(network.posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await done;

    expect(network.posts).toHaveLength(3);
    expect(new Set(network.posts.map((p) => p.body.idempotencyKey))).toEqual(
      new Set([lead().idempotencyKey]),
    );
    expect(network.posts.every((p) => p.body.attribution?.utmSource === "google")).toBe(true);
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    ["a 500", () => json(500, { ok: false, error: "boom" })],
    ["a 503 with an HTML page", () => new Response("<h1>Service Unavailable</h1>", { status: 503 })],
    ["a 408", () => json(408, { ok: false })],
    ["a 429", () => json(429, { ok: false, error: "Too many submissions" })],
    [
      "a 200 that is not the acknowledgement",
      () => new Response("<html>Wi-Fi login</html>", { status: 200 }),
    ],
    ["a 200 with ok: false", () => json(200, { ok: false })],
  ])("retries after %s", async (_name, failure) => {
    const storage = fakeStorage();
    const network = fakeNetwork(failure(), ok());
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    const done = outbox.deliver(lead());
    await vi.advanceTimersByTimeAsync(1499);
    expect(network.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(network.posts).toHaveLength(2);
    // The same body again, attribution and all.
    expect(network.posts[1].body).toEqual(lead());
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
  });

  it("waits as long as the server's Retry-After asks", async () => {
    const network = fakeNetwork(json(429, { ok: false }, { "Retry-After": "30" }), ok());
    const outbox = createLeadOutbox({ fetch: network.fetch, storage: fakeStorage(), random });

    const done = outbox.deliver(lead());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(network.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(network.posts).toHaveLength(2);
  });

  it("backs off exponentially up to 60 s and keeps trying while the page is open", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(json(503, { ok: false }));
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random: () => 0.999999 });

    void outbox.deliver(lead());
    // Jitter near the top: 2, 4, 8, 16, 32, 60, 60 s.
    for (const wait of [2, 4, 8, 16, 32, 60, 60]) {
      const before = network.posts.length;
      await vi.advanceTimersByTimeAsync(wait * 1000);
      expect(network.posts.length).toBe(before + 1);
    }
    expect(network.posts).toHaveLength(8);
    expect(storedKeys(storage)).toEqual([lead().idempotencyKey]);
  });

  it("drops a body the server refuses for good (4xx), after trying once without the attribution", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(json(400, { ok: false, error: "Invalid lead." }));
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    await outbox.deliver(lead());

    expect(network.posts).toHaveLength(2);
    expect(network.posts[0].body.attribution).toBeDefined();
    const { attribution: _a, ...withoutAttribution } = lead();
    expect(network.posts[1].body).toEqual(withoutAttribution);
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.error).mock.calls[0][0]).toContain("HTTP 400: Invalid lead.");
  });

  it("a lead refused only because of its attribution is delivered without it", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(json(413, { ok: false, error: "Request too large." }), ok());
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    await outbox.deliver(lead());

    expect(network.posts).toHaveLength(2);
    expect(network.posts[1].body).not.toHaveProperty("attribution");
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("resends the leads a previous page left, each with its own key, and keeps the ones still failing", async () => {
    const storage = fakeStorage();
    const first = lead("11111111111111111111111111111111");
    const second = { ...lead("22222222222222222222222222222222"), name: "Karthik" };
    storage.setItem(PENDING_LEADS_KEY, JSON.stringify([first, second, "junk", { no: "key" }]));
    const answers = new Map([
      [first.idempotencyKey, [ok()]],
      [second.idempotencyKey, [json(502, { ok: false }), ok()]],
    ]);
    const posted: string[] = [];
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const key = (JSON.parse(String(init?.body)) as LeadBody).idempotencyKey;
      posted.push(key);
      const list = answers.get(key)!;
      return (list.length > 1 ? list.shift()! : list[0]).clone();
    }) as typeof globalThis.fetch;
    const outbox = createLeadOutbox({ fetch, storage, random });

    const done = outbox.resendPending();
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([first.idempotencyKey, second.idempotencyKey]);
    expect(storedKeys(storage)).toEqual([second.idempotencyKey]);

    await vi.advanceTimersByTimeAsync(1500);
    await done;
    expect(posted).toEqual([first.idempotencyKey, second.idempotencyKey, second.idempotencyKey]);
    expect(storage.getItem(PENDING_LEADS_KEY)).toBeNull();
  });

  it("sends a lead once at a time, however often it is handed over", async () => {
    const storage = fakeStorage();
    const network = fakeNetwork(offline(), ok());
    const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });

    const a = outbox.deliver(lead());
    const b = outbox.deliver(lead());
    const c = outbox.resendPending();
    await vi.advanceTimersByTimeAsync(0);
    expect(network.posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    await Promise.all([a, b, c]);
    expect(network.posts).toHaveLength(2);
    expect(storedKeys(storage)).toEqual([]);
  });

  it("still delivers, with retries, when the browser's storage is missing or throws", async () => {
    for (const storage of [null, fakeStorage(true)]) {
      const network = fakeNetwork(offline(), json(500, {}), ok());
      const outbox = createLeadOutbox({ fetch: network.fetch, storage, random });
      const done = outbox.deliver(lead());
      await vi.advanceTimersByTimeAsync(1500 + 3000);
      await done;
      expect(network.posts).toHaveLength(3);
      expect(outbox.pending()).toEqual([]);
    }
  });

  it("keeps another tab's pending lead when it removes its own", async () => {
    const storage = fakeStorage();
    const other = lead("33333333333333333333333333333333");
    const network = fakeNetwork(ok());
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      // Another tab stores its lead while this post is on its way.
      storage.setItem(
        PENDING_LEADS_KEY,
        JSON.stringify([...(JSON.parse(storage.getItem(PENDING_LEADS_KEY)!) as LeadBody[]), other]),
      );
      return network.fetch(input, init);
    }) as typeof globalThis.fetch;
    const outbox = createLeadOutbox({ fetch, storage, random });

    await outbox.deliver(lead());
    expect(storedKeys(storage)).toEqual([other.idempotencyKey]);
  });
});

describe("retryDelay and retryAfter", () => {
  it("doubles from 2 s up to 60 s, with jitter between half and all of each step", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelay(n, () => 0.999999))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect([1, 2, 3].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(50, () => 0)).toBe(MAX_RETRY_MS / 2);
  });

  it("never retries sooner than Retry-After, which is capped at 10 minutes", () => {
    expect(retryDelay(1, () => 0, 45_000)).toBe(45_000);
    expect(retryDelay(6, () => 0.999999, 1000)).toBe(60_000);
    expect(retryDelay(1, () => 0, 3_600_000)).toBe(600_000);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-02T05:00:00Z");
    expect(retryAfter("120", now)).toBe(120_000);
    expect(retryAfter("Mon, 02 Nov 2026 05:01:00 GMT", now)).toBe(60_000);
    expect(retryAfter("Mon, 02 Nov 2026 04:00:00 GMT", now)).toBe(0);
    expect(retryAfter("soon", now)).toBeUndefined();
    expect(retryAfter(null, now)).toBeUndefined();
  });
});

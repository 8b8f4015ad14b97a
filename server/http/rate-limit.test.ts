import { afterEach, describe, expect, it, vi } from "vitest";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { flexibleLimiter, memoryLimiter } from "./rate-limit";

afterEach(() => vi.useRealTimers());

describe("memoryLimiter", () => {
  it("allows the limit per window and client, then refuses with the time left", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const limiter = memoryLimiter({ limit: 2, windowMs: 600_000 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    vi.setSystemTime(60_000);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 540 });
    // Another client has its own window.
    expect((await limiter.hit("b")).allowed).toBe(true);
    // A new window starts after the old one ends.
    vi.setSystemTime(600_001);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });
});

describe("flexibleLimiter", () => {
  it("rejects when the store cannot count, so callers can fail closed", async () => {
    const store = new RateLimiterMemory({ points: 5, duration: 60 });
    vi.spyOn(store, "consume").mockRejectedValue(new Error("connection refused"));
    await expect(flexibleLimiter(store).hit("a")).rejects.toThrow("connection refused");
  });
});

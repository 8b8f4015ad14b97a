import { describe, expect, it } from "vitest";
import { fixedWindowLimiter } from "./rate-limit";

describe("fixedWindowLimiter", () => {
  it("allows the limit per window and client, then refuses with the time left", () => {
    let t = 0;
    const limiter = fixedWindowLimiter({ limit: 2, windowMs: 600_000, now: () => t });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(true);
    t = 60_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 540 });
    // Another client has its own window.
    expect(limiter.hit("b").allowed).toBe(true);
    // A new window starts after the old one ends.
    t = 600_000;
    expect(limiter.hit("a").allowed).toBe(true);
  });
});

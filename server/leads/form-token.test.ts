import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFormTokens, FORM_TOKEN_MAX_AGE_MS, persistentFormTokens } from "./form-token";

const issuedAt = Date.UTC(2026, 10, 12, 4, 30);

describe("form tokens", () => {
  const tokens = createFormTokens(Buffer.alloc(32, 7));

  it("reads back how long ago a token was issued", () => {
    const token = tokens.issue(issuedAt);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.ageMs(token, issuedAt)).toBe(0);
    expect(tokens.ageMs(token, issuedAt + 4_200)).toBe(4_200);
    expect(tokens.ageMs(token, issuedAt + FORM_TOKEN_MAX_AGE_MS)).toBe(FORM_TOKEN_MAX_AGE_MS);
  });

  it("refuses tokens older than 24 hours or from the future", () => {
    const token = tokens.issue(issuedAt);
    expect(tokens.ageMs(token, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1)).toBeUndefined();
    expect(tokens.ageMs(token, issuedAt - 1)).toBeUndefined();
  });

  it("refuses missing, malformed and forged tokens", () => {
    const now = issuedAt + 10_000;
    const [, mac] = tokens.issue(issuedAt).split(".");
    for (const bad of [undefined, null, 42, "", "__arivu_form_token__", `${issuedAt}`, `${issuedAt}.`, `${issuedAt}.${mac}x`, `x${issuedAt}.${mac}`]) {
      expect(tokens.ageMs(bad, now)).toBeUndefined();
    }
    // The signature of one time does not fit an earlier time (a bot backdating its token).
    expect(tokens.ageMs(`${issuedAt - 60_000}.${mac}`, now)).toBeUndefined();
    // Another process (another secret) signed it.
    expect(tokens.ageMs(createFormTokens(Buffer.alloc(32, 8)).issue(issuedAt), now)).toBeUndefined();
  });

  it("uses a random secret per instance by default", () => {
    const a = createFormTokens();
    const b = createFormTokens();
    expect(a.ageMs(a.issue(issuedAt), issuedAt + 5_000)).toBe(5_000);
    expect(b.ageMs(a.issue(issuedAt), issuedAt + 5_000)).toBeUndefined();
  });
});

describe("persistentFormTokens", () => {
  it("keeps its secret in DATA_DIR, so a form loaded before a restart still counts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-token-"));
    try {
      const token = persistentFormTokens(path.join(dir, "data")).issue(1_000_000);
      expect(persistentFormTokens(path.join(dir, "data")).ageMs(token, 1_005_000)).toBe(5_000);
      expect(createFormTokens().ageMs(token, 1_005_000)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { createFormTokens, FORM_TOKEN_MAX_AGE_MS, sharedFormTokens } from "./form-token";

const issuedAt = Date.UTC(2026, 10, 12, 4, 30);

describe("form tokens", () => {
  const tokens = createFormTokens(Buffer.alloc(32, 7));

  it("reads back how long ago a token was issued", () => {
    const token = tokens.issue(issuedAt);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.ageMs(token, issuedAt)).toBe(0);
    expect(tokens.ageMs(token, issuedAt + 4_200)).toBe(4_200);
    expect(tokens.ageMs(token, issuedAt + FORM_TOKEN_MAX_AGE_MS)).toBe(FORM_TOKEN_MAX_AGE_MS);
  });

  it("gives two forms served in one millisecond two tokens", () => {
    const [a, b] = [tokens.issue(issuedAt), tokens.issue(issuedAt)];
    expect(a).not.toBe(b);
    expect([tokens.ageMs(a, issuedAt + 5_000), tokens.ageMs(b, issuedAt + 5_000)]).toEqual([5_000, 5_000]);
  });

  it("still reads a token issued without a nonce, as before nonces, on a page opened then", () => {
    const mac = createHmac("sha256", Buffer.alloc(32, 7)).update(String(issuedAt)).digest("base64url");
    expect(tokens.ageMs(`${issuedAt}.${mac}`, issuedAt + 5_000)).toBe(5_000);
    expect(tokens.ageMs(`${issuedAt - 1}.${mac}`, issuedAt + 5_000)).toBeUndefined();
  });

  it("refuses tokens older than 24 hours or from the future", () => {
    const token = tokens.issue(issuedAt);
    expect(tokens.ageMs(token, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1)).toBeUndefined();
    expect(tokens.ageMs(token, issuedAt - 1)).toBeUndefined();
  });

  it("refuses missing, malformed and forged tokens", () => {
    const now = issuedAt + 10_000;
    const [, nonce, mac] = tokens.issue(issuedAt).split(".");
    for (const bad of [
      undefined,
      null,
      42,
      "",
      "__arivu_form_token__",
      `${issuedAt}`,
      `${issuedAt}.`,
      `${issuedAt}.${nonce}.${mac}x`,
      `x${issuedAt}.${nonce}.${mac}`,
      `${issuedAt}.${mac}`,
      `${issuedAt}.${nonce}x.${mac}`,
    ]) {
      expect(tokens.ageMs(bad, now)).toBeUndefined();
    }
    // The signature of one time does not fit an earlier time (a bot backdating its token).
    expect(tokens.ageMs(`${issuedAt - 60_000}.${nonce}.${mac}`, now)).toBeUndefined();
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

describe.each(testBackends)("sharedFormTokens on $name", (backend) => {
  let database: TestDatabase;
  let dataDir: string;
  const open: Db[] = [];
  const connect = async () => {
    const db = await database.open();
    open.push(db);
    return db;
  };
  const instance = async () => sharedFormTokens(await connect(), dataDir);
  beforeEach(async () => {
    database = await backend.create();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-token-"));
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes one key for instances starting together, kept across a restart", async () => {
    // Connected one by one (SQLite's migrations are one process's), then started together.
    const dbs = [await connect(), await connect(), await connect()];
    const [one, , three] = await Promise.all(dbs.map((db) => sharedFormTokens(db, dataDir)));
    const token = one.issue(issuedAt);
    expect(three.ageMs(token, issuedAt + 5_000)).toBe(5_000);
    expect((await instance()).ageMs(token, issuedAt + 5_000)).toBe(5_000);
    expect(createFormTokens().ageMs(token, issuedAt + 5_000)).toBeUndefined();
  });

  it("stores the key of DATA_DIR/form-token.key once, so forms loaded before the upgrade still count", async () => {
    const key = "ab".repeat(32);
    fs.writeFileSync(path.join(dataDir, "form-token.key"), key);
    const before = createFormTokens(Buffer.from(key, "hex")).issue(issuedAt);
    expect((await instance()).ageMs(before, issuedAt + 5_000)).toBe(5_000);
    fs.rmSync(path.join(dataDir, "form-token.key"));
    expect((await instance()).ageMs(before, issuedAt + 5_000)).toBe(5_000);
  });
});

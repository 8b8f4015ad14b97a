import * as crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, parseHash, verifyPassword } from "./password";

vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

describe("hashPassword", () => {
  it("writes scrypt$<salt hex>$<64-byte key hex> that parseHash reads back", async () => {
    const hash = await hashPassword("Velachery@2026", Buffer.from("00112233445566778899aabbccddeeff", "hex"));
    expect(hash).toMatch(/^scrypt\$00112233445566778899aabbccddeeff\$[0-9a-f]{128}$/);
    const { salt, key } = parseHash(hash);
    expect(salt.toString("hex")).toBe("00112233445566778899aabbccddeeff");
    expect(key).toHaveLength(64);
    const expected = crypto.scryptSync("Velachery@2026", salt, 64).toString("hex");
    expect(hash.split("$")[2]).toBe(expected);
  });

  it("refuses a hash in another format", () => {
    expect(() => parseHash("bcrypt$abc$def")).toThrow(/scrypt\$<salt hex>\$<hash hex>/);
    expect(() => parseHash("scrypt$0011$abcd")).toThrow(/ADMIN_PASSWORD_HASH/);
  });
});

describe("verifyPassword", () => {
  it("accepts the password of a hash and refuses a wrong one", async () => {
    const hash = await hashPassword("Velachery@2026");
    expect(await verifyPassword(hash, "Velachery@2026")).toBe(true);
    expect(await verifyPassword(hash, "velachery@2026")).toBe(false);
    expect(await verifyPassword(hash, "")).toBe(false);
  });

  it("never matches a stored hash in another format", async () => {
    expect(await verifyPassword("salt:abcdef", "anything")).toBe(false);
  });

  it("compares equal-length derived keys with timingSafeEqual, whatever the guess's length", async () => {
    const hash = await hashPassword("T.Nagar-sales");
    for (const guess of ["x", "T.Nagar-sales", "y".repeat(5000)]) await verifyPassword(hash, guess);
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(3);
    for (const [a, b] of calls) {
      expect((a as Buffer).length).toBe(64);
      expect((b as Buffer).length).toBe(64);
    }
  });
});

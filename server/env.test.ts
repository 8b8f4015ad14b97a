import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("environment", () => {
  it("has defaults that need no outside service", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.FORM_ENDPOINT).toBeUndefined();
  });
  it("refuses a placeholder form endpoint with a message naming the variable", () => {
    expect(() => loadEnv({ FORM_ENDPOINT: "https://formspree.io/f/YOUR_FORM_ID" })).toThrow(/FORM_ENDPOINT: is still a placeholder/);
  });
  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
  it("treats empty values as unset", () => {
    expect(loadEnv({ FORM_ENDPOINT: "", DATABASE_URL: " " }).FORM_ENDPOINT).toBeUndefined();
  });
});

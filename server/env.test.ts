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
    expect(() => loadEnv({ FORM_ENDPOINT: "https://formspree.io/f/YOUR_FORM_ID" })).toThrow(
      /FORM_ENDPOINT: is still a placeholder/,
    );
  });
  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
  it("reads the email settings: a list of recipients, and only smtp:// or smtps:// servers", () => {
    const env = loadEnv({
      SMTP_URL: "smtps://sales%40arivu.in:app-pass@smtp.gmail.com:465",
      LEAD_NOTIFY_TO: "sales@arivu.in; priya@arivu.in",
    });
    expect(env.LEAD_NOTIFY_TO).toEqual(["sales@arivu.in", "priya@arivu.in"]);
    expect(env.ENQUIRY_CONFIRMATION).toBe(false);
    expect(() => loadEnv({ SMTP_URL: "https://smtp.gmail.com" })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ LEAD_NOTIFY_TO: "sales@arivu.in, not-an-address" })).toThrow(/LEAD_NOTIFY_TO/);
  });
  it("logs at info unless LOG_LEVEL names another pino level", () => {
    expect(loadEnv({}).LOG_LEVEL).toBe("info");
    expect(loadEnv({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
  it("has the spam limits' defaults", () => {
    const env = loadEnv({});
    expect([
      env.RATE_LIMIT_ENQUIRIES_PER_10_MIN,
      env.RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR,
      env.SPAM_RETENTION_DAYS,
    ]).toEqual([5, 60, 30]);
  });
  it("checks the inbox's first admin email and session secret", () => {
    expect(loadEnv({ ADMIN_EMAIL: " owner@arivu.in " }).ADMIN_EMAIL).toBe("owner@arivu.in");
    expect(loadEnv({ ADMIN_EMAIL: "" }).ADMIN_EMAIL).toBeUndefined();
    expect(() => loadEnv({ ADMIN_EMAIL: "owner" })).toThrow(/ADMIN_EMAIL: must be an email address/);
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
  });
  it("keeps a claimed send 60 s unless OUTBOX_LEASE_SECONDS says otherwise, never under 5 s", () => {
    expect(loadEnv({}).OUTBOX_LEASE_SECONDS).toBe(60);
    expect(loadEnv({ OUTBOX_LEASE_SECONDS: "10" }).OUTBOX_LEASE_SECONDS).toBe(10);
    expect(() => loadEnv({ OUTBOX_LEASE_SECONDS: "1" })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });
  it("treats empty values as unset", () => {
    expect(loadEnv({ FORM_ENDPOINT: "", DATABASE_URL: " " }).FORM_ENDPOINT).toBeUndefined();
  });
  it("turns online payment on only with all three Razorpay keys, and names the one missing", () => {
    expect(loadEnv({}).RAZORPAY_KEY_ID).toBeUndefined();
    expect(loadEnv({}).RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    const all = {
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "s3cret",
      RAZORPAY_WEBHOOK_SECRET: "wh",
    };
    expect(loadEnv(all).RAZORPAY_WEBHOOK_SECRET).toBe("wh");
    expect(() => loadEnv({ ...all, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: is missing: online payment needs all three/,
    );
    expect(loadEnv({ RAZORPAY_API_URL: "http://127.0.0.1:9000/" }).RAZORPAY_API_URL).toBe(
      "http://127.0.0.1:9000",
    );
  });
});

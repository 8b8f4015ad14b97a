import { describe, expect, it } from "vitest";
import { errorText } from "./log";

describe("errorText", () => {
  it("masks the addresses and phone numbers a destination may echo back, and keeps the rest", () => {
    const error = new Error(
      "550 5.1.1 <priya.raman@example.in>: mailbox unavailable; call +91 98840 12345 or 9884012345",
    );
    expect(errorText(error)).toBe("550 5.1.1 <[email]>: mailbox unavailable; call [phone] or [phone]");
    expect(errorText("connect ECONNREFUSED 127.0.0.1:5432 at 2026-11-23T10:00:00Z")).toBe(
      "connect ECONNREFUSED 127.0.0.1:5432 at 2026-11-23T10:00:00Z",
    );
  });
});

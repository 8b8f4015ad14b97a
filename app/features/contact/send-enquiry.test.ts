import { describe, expect, it } from "vitest";
import { newIdempotencyKey, sendEnquiry } from "./send-enquiry";

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("sendEnquiry", () => {
  it("reports success with the interest the server confirmed", async () => {
    expect(await sendEnquiry({}, answer(200, { ok: true, interest: "IT Training" }))).toEqual({ ok: true, interest: "IT Training" });
  });

  it("shows the server's error field, else the generic server message", async () => {
    expect(await sendEnquiry({}, answer(429, { ok: false, error: "Too many submissions." }))).toMatchObject({ error: "Too many submissions." });
    const generic = "Oops! Something went wrong on the server. Please try again or contact our support team.";
    expect(await sendEnquiry({}, answer(500, "<html>Bad gateway</html>"))).toMatchObject({ ok: false, error: generic });
    expect(await sendEnquiry({}, answer(500, { ok: false }))).toMatchObject({ ok: false, error: generic });
    expect(await sendEnquiry({}, answer(200, { ok: false, error: "" }))).toMatchObject({ ok: false, error: generic });
  });

  it("words a network failure", async () => {
    const fail = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendEnquiry({}, fail)).toEqual({
      ok: false,
      error: "Network error. Please check your connection and try again, or contact our support in Chennai, India.",
    });
  });

  it("makes a new key each time", () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

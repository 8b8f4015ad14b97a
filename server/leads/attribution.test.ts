import { describe, expect, it } from "vitest";
import { readAttribution, serverSeenAttribution } from "./attribution";

describe("readAttribution", () => {
  const sent = { landingPage: "/it-training?utm_source=google", utmSource: "google", page: "/contact" };

  it("takes a JSON body's object and a form field's JSON text alike", () => {
    expect(readAttribution(sent)).toEqual(sent);
    expect(readAttribution(JSON.stringify(sent))).toEqual(sent);
  });

  it("drops unknown keys, and reads nothing from bad input, never refusing it", () => {
    expect(readAttribution({ ...sent, secret: "x" })).toEqual(sent);
    expect(readAttribution("{not json")).toEqual({});
    expect(readAttribution("[1,2]")).toEqual({});
    expect(readAttribution(42)).toEqual({});
  });
});

describe("serverSeenAttribution", () => {
  it("takes the same-origin page the form was sent from, with its campaign", () => {
    const seen = serverSeenAttribution(
      "https://arivu.example/contact",
      "https://arivu.example/introduction?utm_source=mail",
    );
    expect(seen).toMatchObject({ landingPage: "/introduction?utm_source=mail", utmSource: "mail" });
  });
});

import { describe, expect, it } from "vitest";
import { enquiry, lead, stored } from "#tests/lead-data.ts";
import { quickActions } from "./detail-fields.server";

describe("quickActions", () => {
  it("replies to an enquiry about the enquiry, and offers WhatsApp and a call", () => {
    expect(quickActions(stored(enquiry({ email: "priya@example.in", phone: "098840 12345" })))).toEqual({
      mailto: "mailto:priya@example.in?subject=Re%3A%20your%20enquiry%20to%20Arivu%20Technologies",
      whatsapp: "https://wa.me/919884012345",
      tel: "tel:+919884012345",
    });
  });

  it("replies to a chat lead about its service; no phone, no WhatsApp or call", () => {
    expect(
      quickActions(stored(lead({ email: "farhan@gulfnet.ae", phone: undefined, service: "IT Training" }))),
    ).toEqual({
      mailto: "mailto:farhan@gulfnet.ae?subject=Re%3A%20IT%20Training",
      whatsapp: undefined,
      tel: undefined,
    });
  });

  it("keeps a crafted address from adding mail headers", () => {
    expect(quickActions(stored(enquiry({ email: "a@b.in?bcc=x@y.in" })))?.mailto).toMatch(
      /^mailto:a@b\.in%3Fbcc%3Dx@y\.in\?subject=/,
    );
  });

  it("offers no reply of any kind for spam", () => {
    expect(quickActions(stored(enquiry(), { status: "spam" }))).toBeUndefined();
  });
});

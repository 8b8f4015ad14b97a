import { describe, expect, it } from "vitest";
import { phoneLinks, telLink } from "./phone-links";

const digits = (phone: string) => phoneLinks(phone)?.whatsapp?.replace("https://wa.me/", "");

describe("phoneLinks", () => {
  it("links a number typed with its country code, keeping only digits", () => {
    expect(phoneLinks("+91 98840 12345")).toEqual({
      whatsapp: "https://wa.me/919884012345",
      tel: "tel:+919884012345",
    });
    expect(digits("+971 50 123 4567")).toBe("971501234567");
    expect(digits("(+1) 415-555-0100")).toBe("14155550100");
    expect(digits("0091 98840 12345")).toBe("919884012345");
  });

  it("adds 91 to a 10-digit Indian mobile", () => {
    expect(digits("98840 12345")).toBe("919884012345");
    expect(digits("6380012345")).toBe("916380012345");
  });

  it("drops the trunk 0 of an 11-digit number and adds 91; a landline gets a call but no WhatsApp", () => {
    expect(digits("09884012345")).toBe("919884012345");
    expect(phoneLinks("044 4850 2700")).toEqual({ tel: "tel:+914448502700" });
  });

  it("keeps an international number that looks like an Indian mobile when typed with +", () => {
    expect(digits("+65 6123 4567")).toBe("6561234567");
  });

  it("gives nothing for a missing or impossible number", () => {
    expect(phoneLinks(undefined)).toBeUndefined();
    expect(phoneLinks("")).toBeUndefined();
    expect(phoneLinks("n/a")).toBeUndefined();
    expect(phoneLinks("12345")).toBeUndefined();
    expect(phoneLinks("1234567890123456")).toBeUndefined();
    expect(phoneLinks("0123456")).toBeUndefined();
  });
});

describe("telLink", () => {
  it("calls the company's number in international form", () => {
    expect(telLink("+91 44 4850 2700")).toBe("tel:+914448502700");
    expect(telLink("044 4850 2700")).toBe("tel:+914448502700");
  });
});

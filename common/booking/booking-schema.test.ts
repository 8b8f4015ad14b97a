import { describe, expect, it } from "vitest";
import { parseForm } from "#common/forms.ts";
import { bookingSchema, waitingListSchema } from "./booking-schema";

const valid = {
  name: "Asha Raman",
  email: "asha@example.in",
  phone: "+91 98400 12345",
  billingState: "Karnataka",
  gstin: "",
};

describe("the booking form's schema", () => {
  it("takes a booking without a GSTIN, for the whole fee unless the deposit is chosen", () => {
    expect(parseForm(bookingSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, plan: "full" },
    });
    expect(parseForm(bookingSchema, { ...valid, plan: "deposit" })).toMatchObject({
      ok: true,
      value: { plan: "deposit" },
    });
  });

  it("takes a GSTIN of the billing state, typed in lower case or with spaces", () => {
    expect(parseForm(bookingSchema, { ...valid, gstin: "29aakca 1234f1zw" })).toMatchObject({
      ok: true,
      value: { gstin: "29AAKCA1234F1ZW" },
    });
  });

  it("refuses a GSTIN of another state, of the wrong length, shape or check character, under the GSTIN", () => {
    const gstinError = (gstin: string) => {
      const result = parseForm(bookingSchema, { ...valid, gstin });
      return result.ok ? undefined : result.fieldErrors.gstin;
    };
    expect(gstinError("33AAKCA1234F1Z7")).toBe(
      "This GSTIN is registered in another state: its first two digits are its state's code.",
    );
    expect(gstinError("29AAKCA1234F1Z")).toBe("A GSTIN has 15 characters, like 33ABCDE1234F1Z7.");
    expect(gstinError("29AAKCA1234F1X5")).toBe(
      "This is not a GSTIN: check it against your GST certificate (like 33ABCDE1234F1Z7).",
    );
    expect(gstinError("29AAKCA1234F1Z5")).toBe(
      "The last character of this GSTIN should be W, not 5: check it against your GST certificate.",
    );
  });

  it("names each missing or wrong field", () => {
    expect(
      parseForm(bookingSchema, { name: "A", email: "asha", phone: "12345", billingState: "Goa-ish" }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        name: "Full name must be at least 2 characters.",
        email: "Email address is invalid.",
        phone: "Enter a phone number of 10 to 15 digits, like +91 98400 12345.",
        billingState: "Choose the state you are billed in: it decides the GST.",
      },
    });
  });

  it("asks only who for the waiting list", () => {
    expect(
      parseForm(waitingListSchema, { name: "Asha", email: "asha@example.in", phone: "9840012345" }),
    ).toEqual({
      ok: true,
      value: { name: "Asha", email: "asha@example.in", phone: "9840012345" },
    });
  });
});

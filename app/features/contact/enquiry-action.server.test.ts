import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import { decodedData, formBody, postBody } from "#tests/http-client.ts";
import { serveOnePage } from "#tests/page-server.ts";
import { enquiryAction, formTokenFor, initialChoice } from "./enquiry-action.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });

describe("the /contact route action and loader helpers", () => {
  it("reads a known interest and course from the link", () => {
    const names = ["CCNA", "CCIE Security"];
    expect(initialChoice("http://x/contact?interest=IT%20Training&course=CCNA", names)).toEqual({
      interestType: "IT Training",
      courseInterest: "CCNA",
    });
    expect(initialChoice("http://x/contact?interest=Gardening&course=CCNA", names)).toEqual({
      interestType: "",
      courseInterest: "",
    });
    expect(initialChoice("http://x/contact?interest=AI%20Solutions&course=Unknown", names)).toEqual({
      interestType: "AI Solutions",
      courseInterest: "",
    });
  });

  it("passes the posted fields to the submitter and keeps the typed values on error", async () => {
    const seen: Record<string, string>[] = [];
    const context = {
      submitEnquiry: async (input: Record<string, string>) => {
        seen.push(input);
        return {
          status: 429,
          body: {
            ok: false as const,
            error: "Too many submissions from your network. Please wait a few minutes and try again.",
          },
        };
      },
    };
    const { status, result } = await enquiryAction(
      post({ name: "Asha", message: "Hello there, batches?" }),
      context,
    );
    expect(seen[0]).toMatchObject({ name: "Asha" });
    expect(status).toBe(429);
    expect(result).toMatchObject({
      ok: false,
      values: { name: "Asha", message: "Hello there, batches?", email: "" },
    });
  });

  it("answers the configuration issue when the server cannot take enquiries", async () => {
    const { status, result } = await enquiryAction(post({ name: "Asha" }), {});
    expect(status).toBe(503);
    expect(result).toMatchObject({
      ok: false,
      error:
        "There's a configuration issue with the contact form. Please try again later or contact support.",
    });
  });

  it("gives server-rendered forms a token, and none while prerendering", () => {
    expect(formTokenFor({ issueFormToken: () => "1762927200000.sig" })).toBe("1762927200000.sig");
    expect(formTokenFor({})).toBeUndefined();
    expect(formTokenFor(undefined)).toBeUndefined();
  });

  it("shows the form again with its own token when it is valid, so the fill time counts from the first view", async () => {
    const context = (valid: boolean) => ({
      isFormToken: () => valid,
      submitEnquiry: async () => ({
        status: 400,
        body: { ok: false as const, error: "Please correct the highlighted fields and try again." },
      }),
    });
    const fields = { name: "Asha", formIssuedAt: "1762927200000.sig" };
    expect((await enquiryAction(post(fields), context(true))).result).toMatchObject({
      ok: false,
      formToken: "1762927200000.sig",
    });
    expect((await enquiryAction(post(fields), context(false))).result).not.toHaveProperty("formToken");
  });

  it("answers a body too large with the form's own message, sent with or without a length, through the site's server", async () => {
    const { base, close } = await serveOnePage(async ({ request, context }) => {
      const { result, status } = await enquiryAction(request, context);
      return data(result, { status });
    });
    try {
      const body = formBody({ name: "Asha", message: "x".repeat(2 * 1024 * 1024) });
      for (let i = 0; i < 10; i++) {
        const answer = await postBody(`${base}/_root.data`, body, { chunked: i % 2 === 1 });
        expect(answer.status).toBe(413);
        expect(await decodedData(answer)).toMatchObject({
          data: { ok: false, error: enquiryErrors.tooLarge },
        });
      }
    } finally {
      await close();
    }
  }, 30_000);
});

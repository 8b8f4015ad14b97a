/**
 * /admin/content's action over a real drafts store: what a refused save answers (the field's
 * message and what was typed) and what it leaves in the draft. The signed-in person is a
 * stand-in admin context, as the sign-in itself is tested in server/admin.
 */
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminContext } from "#server/admin/admin-context.ts";
import { fingerprint, type ContentDrafts } from "#server/content/content-drafts.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { feeMessages } from "#app/content/schema.ts";
import { LIST_LIMITS, TEXT_LIMITS } from "#app/content/limits.ts";
import { testContentStores } from "#tests/content-stores.ts";
import { contentEditorAction, type ContentEditorReply } from "./editor.server";

const marketing = { id: "u2", email: "meera@arivu-test.in", name: "Meera", role: "marketing" };

let stores: Awaited<ReturnType<typeof testContentStores>>;
let drafts: ContentDrafts;

beforeEach(async () => {
  stores = await testContentStores();
  drafts = stores.drafts;
});
afterEach(() => stores.close());

const context = () =>
  ({
    admin: { currentUser: async () => marketing, log: () => undefined } as unknown as AdminContext,
    contentDrafts: drafts,
  }) as AppLoadContext;

async function post(part: string, fields: Record<string, string>) {
  const request = new Request(`http://x/admin/content?part=${part}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "save", part, ...fields }),
  });
  return contentEditorAction(request, context());
}

/** React Router's data() result: its body and status. */
const refused = (result: unknown) => result as { data: ContentEditorReply; init: { status: number } };

describe("the content editor's action", () => {
  it("refuses an FAQ answer over 2,000 characters at its field, and sends back what was typed", async () => {
    const answer = `${"Our labs are open round the clock. ".repeat(60)}\n\nAnd on Sundays.`;
    expect(answer.length).toBeGreaterThan(TEXT_LIMITS.faqAnswer);
    const reply = refused(
      await post("faqs", { question: "Are the labs open at night?", answer, category: "Training" }),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data.fieldErrors).toEqual({
      answer: "At most 2,000 characters, counting the empty lines between paragraphs.",
    });
    expect(reply.data.values).toMatchObject({ question: "Are the labs open at night?", answer });
    expect(reply.data).toMatchObject({ part: "faqs", index: "" });
    expect((await drafts.draft()).changed).toBe(false);
  });

  it("saves an FAQ answer of exactly 2,000 characters", async () => {
    const answer = "a".repeat(TEXT_LIMITS.faqAnswer);
    const done = (await post("faqs", { question: "A long one?", answer, category: "Training" })) as Response;
    expect(done.status).toBe(303);
    expect((await drafts.draft()).content.faqs.at(-1)).toMatchObject({ id: "a-long-one", answer });
  });

  it("refuses a fee that makes no sense and an offer day that does not exist, each at its field", async () => {
    const { courses, offer } = seedContent();
    const ccna = courses.find((c) => c.id === "ccna")!;
    const fee = refused(
      await post("courses", {
        index: String(courses.indexOf(ccna)),
        base: fingerprint(ccna),
        id: "ccna",
        price: "₹,",
        duration: ccna.duration,
        track: ccna.track,
      }),
    );
    expect(fee.init.status).toBe(400);
    expect(fee.data.fieldErrors).toEqual({ price: feeMessages.digits });
    expect(fee.data.values?.price).toBe("₹,");

    const ends = refused(
      await post("offer", {
        index: "0",
        base: fingerprint(offer),
        enabled: "on",
        percent: "10",
        text: offer.text,
        endsOn: "2026-02-31",
      }),
    );
    expect(ends.init.status).toBe(400);
    expect(ends.data.fieldErrors).toEqual({ endsOn: "Enter a date that exists, or leave it empty." });
    expect(ends.data.values?.endsOn).toBe("2026-02-31");
  });

  it("refuses an FAQ given another's id, naming that question", async () => {
    const [first, second] = seedContent().faqs;
    const reply = refused(
      await post("faqs", {
        index: "1",
        base: fingerprint(second),
        id: first.id,
        question: second.question,
        answer: "Changed.",
        category: second.category,
      }),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data.fieldErrors).toEqual({
      id: `Another question already has the id "${first.id}": “${first.question}”.`,
    });
    expect(reply.data.values?.answer).toBe("Changed.");
  });

  it("refuses a 61st FAQ with a message on the add form, keeping what was typed", async () => {
    const { faqs } = seedContent();
    for (let i = faqs.length; i < LIST_LIMITS.faqs; i++)
      await drafts.saveItem(marketing.email, "faqs", undefined, "", { ...faqs[0], id: `q-${i}` });
    const reply = refused(
      await post("faqs", { question: "One more?", answer: "Yes.", category: "Training" }),
    );
    expect(reply.init.status).toBe(400);
    expect(reply.data).toMatchObject({
      part: "faqs",
      index: "",
      error: "At most 60 FAQs: remove one before adding another.",
      values: { question: "One more?", answer: "Yes." },
    });
    expect((await drafts.draft()).content.faqs).toHaveLength(60);
  });

  it("gives two new FAQs with the same question ids of their own", async () => {
    const question = { question: "Do you teach on Sundays?", answer: "Yes.", category: "Training" };
    await post("faqs", question);
    await post("faqs", question);
    await post("faqs", question);
    const ids = (await drafts.draft()).content.faqs.slice(-3).map((f) => f.id);
    expect(ids).toEqual([
      "do-you-teach-on-sundays",
      "do-you-teach-on-sundays-2",
      "do-you-teach-on-sundays-3",
    ]);
    expect(await drafts.publish(marketing.email, "")).toEqual({ ok: true, version: 1 });
  });
});

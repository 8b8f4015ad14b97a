import { describe, expect, it } from "vitest";
import type { LiveContent } from "#app/content/live/live-content.ts";
import type { Batch, SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { TEXT_LIMITS } from "#app/content/limits.ts";
import { faqItemSchema } from "#app/content/schema.ts";
import { chatRequest } from "#common/ai/ai-requests.ts";
import { siteAnswers } from "./index";

/** 10 March 2027, mid-morning in Chennai: the generated calendar plans April's batches. */
const NOW = new Date("2027-03-10T05:00:00.000Z");

/** The chat's answers over content the test publishes like the store would. */
function publishedSite() {
  let live: LiveContent = { version: 1, content: seedContent() };
  const answers = siteAnswers(() => live);
  return {
    ask: (question: string) => answers.answer([{ role: "user", text: question }], NOW).text,
    publish: (edit: (content: SiteContent) => SiteContent) =>
      (live = { version: live.version + 1, publishedAt: NOW.toISOString(), content: edit(live.content) }),
    /** The same version with other content: what a reader of a half-published store would see. */
    replaceWithoutPublishing: (content: SiteContent) => (live = { ...live, content }),
  };
}

const withCcnaFee =
  (price: string, duration = "8 weeks") =>
  (content: SiteContent) => ({
    ...content,
    courses: content.courses.map((c) => (c.id === "ccna" ? { ...c, price, duration } : c)),
  });

const batch = (fields: Partial<Batch>): Batch => ({
  courseId: "ccna",
  startDate: "2027-03-20",
  mode: "online",
  timing: "weekend",
  seats: 20,
  status: "open",
  ...fields,
});

describe("the chat answers from the published content", () => {
  it("quotes the edited fee and duration", () => {
    const site = publishedSite();
    expect(site.ask("what is the CCNA fee")).toContain("₹18,500");
    site.publish(withCcnaFee("₹21,000", "10 weeks"));
    const answer = site.ask("what is the CCNA fee");
    expect(answer).toContain("₹21,000");
    expect(answer).toContain("10 weeks");
    expect(answer).not.toContain("₹18,500");
    expect(site.ask("how many weeks is the CCNA course")).toContain("10 weeks");
    expect(site.ask("list of all course fees")).toContain("CCNA ₹21,000");
    expect(site.ask("compare ccna and ccnp")).toContain("₹21,000");
  });

  it("names the next batch the company entered for the course, else the generated one of today", () => {
    const site = publishedSite();
    const generated = site.ask("when is the next CCNA batch");
    expect(generated).toContain("Mon, 5 Apr 2027");
    expect(generated).toContain("Mon-Fri 7:00-9:00 PM IST");
    expect(site.ask("upcoming batch schedule")).not.toContain("Next batches");

    site.publish((content) => ({
      ...content,
      batches: [
        batch({ startDate: "2027-03-01", status: "full" }), // already started
        batch({ startDate: "2027-04-17", mode: "classroom", status: "open", fee: "₹17,000" }),
        batch({ startDate: "2027-03-20", status: "filling-fast" }),
        batch({ courseId: "ccnp-enterprise", startDate: "2027-02-01" }),
      ],
    }));
    const entered = site.ask("when is the next CCNA batch");
    expect(entered).toMatch(/Sat, 20 Mar 2027.*weekend batch online, 20 seats, filling fast/);
    expect(entered).toMatch(
      /Sat, 17 Apr 2027.*Chennai classroom.*open for enrolment, fee for this batch ₹17,000/,
    );
    expect(entered.indexOf("20 Mar")).toBeLessThan(entered.indexOf("17 Apr"));
    expect(entered).not.toContain("1 Mar 2027");
    expect(entered).not.toContain("Mon, 5 Apr 2027");

    // Asked about batches in general, the calendar's answer names the entered ones still to start.
    const calendar = site.ask("upcoming batch schedule");
    expect(calendar).toContain("Sat & Sun");
    expect(calendar).toMatch(/\*\*CCNA\*\*, \*\*Sat, 20 Mar 2027\*\*/);
    expect(calendar).not.toContain("1 Feb 2027");

    // Only a past batch for CCNP: the generated schedule answers.
    expect(site.ask("when is the next CCNP batch")).toMatch(
      /next \*\*CCNP Enterprise\*\* batch starts on \*\*\w{3}, \d+ Apr 2027/,
    );
  });

  it("gives the edited phone, email, address and hours", () => {
    const site = publishedSite();
    site.publish((content) => ({
      ...content,
      contact: {
        ...content.contact,
        phones: ["+91 44 4000 1234"],
        email: "hello@arivutech.in",
        street: "12 Velachery Main Road",
        locality: "Velachery",
        postalCode: "600042",
        officeHours: "Mon–Fri, 10:00 AM–6:00 PM IST",
      },
    }));
    expect(site.ask("What is your phone number?")).toContain("+91 44 4000 1234");
    expect(site.ask("email id pls")).toContain("hello@arivutech.in");
    const office = site.ask("where is ur office located");
    expect(office).toContain("12 Velachery Main Road, Velachery, Chennai 600042");
    expect(office).not.toContain("Thoraipakkam");
    expect(site.ask("office timings on saturday?")).toContain("Mon–Fri, 10:00 AM–6:00 PM IST");
  });

  it("answers from the edited FAQs and testimonials", () => {
    const site = publishedSite();
    site.publish((content) => ({
      ...content,
      faqs: content.faqs.map((f) =>
        f.id === "payment-options"
          ? { ...f, answer: "Yes. No-cost EMI over 3, 6 or 9 months is available on every course." }
          : f,
      ),
      testimonials: [
        {
          name: "Kavya Subramanian",
          title: "CCNA, NOC Engineer, Chennai",
          quote: "The weekend racks got me my first NOC job.",
        },
        ...content.testimonials.slice(1),
      ],
    }));
    expect(site.ask("Is EMI available?")).toContain("3, 6 or 9 months");
    const reviews = site.ask("reviews and testimonials");
    expect(reviews).toContain("Kavya Subramanian");
    expect(reviews).not.toContain("Priya Raghavan");
  });

  it("answers with the longest FAQ answer the editor accepts, and the chat takes that answer back", () => {
    const site = publishedSite();
    const paragraph = "EMI over 3, 6 or 9 months is available on every course we run. ".repeat(15).trim();
    const answer = [paragraph, "x".repeat(TEXT_LIMITS.faqAnswer - paragraph.length - 2)];
    site.publish((content) => ({
      ...content,
      faqs: content.faqs.map((f) => (f.id === "payment-options" ? faqItemSchema.parse({ ...f, answer }) : f)),
    }));
    const reply = site.ask("Is EMI available?");
    expect(reply).toContain(answer[1]);
    const next = chatRequest.safeParse({
      messages: [
        { role: "user", text: "Is EMI available?" },
        { role: "model", text: reply },
        { role: "user", text: "For the CCNA too?" },
      ],
    });
    expect(next.success).toBe(true);
  });

  it("builds its index again only when the version changes", () => {
    const site = publishedSite();
    expect(site.ask("what is the CCNA fee")).toContain("₹18,500");
    site.replaceWithoutPublishing(withCcnaFee("₹21,000")(seedContent()));
    expect(site.ask("what is the CCNA fee")).toContain("₹18,500");
    site.publish(withCcnaFee("₹21,000"));
    expect(site.ask("what is the CCNA fee")).toContain("₹21,000");
  });
});

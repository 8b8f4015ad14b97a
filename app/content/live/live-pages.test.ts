/**
 * The pages' loaders given published content: what they send, and the structured data built
 * from it, follow the edit with no rebuild.
 */
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as programsLoader } from "#app/routes/it-training.programs.tsx";
import { loader as pricingLoader } from "#app/routes/it-training.plans-pricing.tsx";
import { loader as calendarLoader } from "#app/routes/it-training.batch-calendar.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { catalogueJsonLd } from "#app/lib/course-json-ld.ts";
import { batchesJsonLd } from "#app/features/batches/batch-json-ld.ts";
import type { SiteContent } from "./schema";
import { seedContent } from "./seed";
import { priceTracks } from "#app/content/courses.ts";
import { todayInIst } from "#common/ist-time.ts";

const SITE = "https://arivutech.in";

function published(edit: (content: SiteContent) => void): AppLoadContext {
  const content = seedContent();
  edit(content);
  return { liveContent: async () => ({ version: 2, content }) } as AppLoadContext;
}

// The loaders use only the context; the rest of React Router's arguments are left out.
const args = (context: AppLoadContext) => ({ context, request: new Request(SITE), params: {} }) as never;

/** A date a year ahead, so the batch stays upcoming whenever the test runs. */
const nextYear = `${Number(todayInIst().slice(0, 4)) + 1}-06-07`;

describe("the programs page", () => {
  it("shows and publishes the edited fee and duration", async () => {
    const context = published((c) => {
      const ccna = c.courses.find((f) => f.id === "ccna")!;
      ccna.price = "₹21,000";
      ccna.duration = "10 weeks";
    });
    const data = await programsLoader(args(context));
    const ccna = data.groups
      .flatMap((g) => g.subgroups.flatMap((s) => s.courses))
      .find((c) => c.id === "ccna");
    expect(ccna).toMatchObject({ price: "₹21,000", duration: "10 weeks" });

    const items = catalogueJsonLd(data.groups, SITE, "/it-training/programs").itemListElement;
    const course = items.find((i) => i.item.name === "CCNA")!.item;
    expect(course.offers).toMatchObject({ "@type": "Offer", price: 21000, priceCurrency: "INR" });
    expect(course.timeRequired).toBe("P10W");
  });

  it("shows a course's next entered batch", async () => {
    const context = published((c) => {
      c.batches = [
        {
          courseId: "cissp",
          startDate: nextYear,
          mode: "online",
          timing: "weekend",
          seats: 12,
          status: "open",
        },
      ];
    });
    const data = await programsLoader(args(context));
    expect(data.nextBatches.cissp).toMatchObject({
      startDate: nextYear,
      text: expect.stringMatching(/ · Online$/),
    });
    expect(data.nextBatches.ccna).toBeUndefined();
  });
});

describe("plans & pricing", () => {
  it("prices its tracks, the page's range and the compare dialog's courses from the edited fees", async () => {
    const data = await pricingLoader(
      args(published((c) => (c.courses.find((f) => f.id === "prompt-engineering")!.price = "₹9,000"))),
    );
    const courses = data.tracks.flatMap((t) => t.courses);
    expect(courses.find((c) => c.id === "prompt-engineering")?.price).toBe("₹9,000");
    expect(data.range?.low).toBe("₹9,000");
    expect(data.tracks.some((t) => t.from === "₹9,000")).toBe(true);
  });

  it("shows the tracks' edited words, and a course moved to another track under it", async () => {
    const seed = await pricingLoader(args(published(() => {})));
    const data = await pricingLoader(
      args(
        published((c) => {
          c.tracks[0].title = "Starter Track";
          c.courses.find((f) => f.id === "cisco-sd-wan")!.track = "automation-ai";
        }),
      ),
    );
    const ids = (id: string) => data.tracks.find((t) => t.id === id)?.courses.map((c) => c.id);
    expect(data.tracks[0].title).toBe("Starter Track");
    expect(ids("professional")).toEqual(["ccnp-enterprise"]);
    expect(ids("automation-ai")).toEqual([
      "python-network-automation",
      "cisco-sd-wan",
      "ai-for-business-leaders",
      "prompt-engineering",
      "machine-learning-python",
      "rag-vector-databases",
    ]);
    // The seed keeps app/content's tracks as they were.
    expect(seed.tracks.map((t) => [t.title, t.courses.map((c) => c.id)])).toEqual(
      priceTracks.map((t) => [t.title, t.courseIds]),
    );
  });
});

describe("the batch calendar", () => {
  it("keeps the generated schedule while no batch is entered", async () => {
    const data = await calendarLoader(args(published(() => {})));
    expect(data.listed).toBeUndefined();
    expect(data.groups?.length).toBeGreaterThan(0);
  });

  it("lists the entered batches instead, with their structured data", async () => {
    const context = published((c) => {
      c.batches = [
        {
          courseId: "ccna",
          startDate: nextYear,
          mode: "online",
          timing: "weekday",
          seats: 20,
          status: "full",
        },
        {
          courseId: "cissp",
          startDate: nextYear,
          mode: "classroom",
          timing: "weekend",
          seats: 8,
          status: "open",
          fee: "₹55,000 - ₹60,000",
        },
      ];
    });
    const data = await calendarLoader(args(context));
    expect(data.groups).toBeUndefined();
    expect(data.listed?.map((b) => [b.course, b.fee])).toEqual([
      ["CCNA", "₹18,500"],
      ["CISSP", "₹55,000 - ₹60,000"],
    ]);

    const graph = batchesJsonLd(data.listed!, SITE, seedContent().contact)["@graph"];
    const [online, classroom] = graph.map((c) => c.hasCourseInstance);
    expect(online).toMatchObject({
      courseMode: "Online",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      offers: { price: 18500, priceCurrency: "INR", availability: "https://schema.org/SoldOut" },
      location: [{ "@type": "VirtualLocation" }],
    });
    expect(classroom).toMatchObject({
      courseMode: "Onsite",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      offers: {
        "@type": "AggregateOffer",
        lowPrice: 55000,
        highPrice: 60000,
        availability: "https://schema.org/InStock",
      },
      location: [{ "@type": "Place" }],
      startDate: `${nextYear}T10:00:00+05:30`,
    });
  });
});

describe("every page's contact details and offer", () => {
  it("follow the published content", async () => {
    const data = await rootLoader(
      args(
        published((c) => {
          c.contact.phones = ["+91 44 4000 1234", "+91 98400 11223"];
          c.offer = { enabled: true, text: "Monsoon batches", percent: 15, endsOn: "" };
        }),
      ),
    );
    expect(data.contact.phones).toEqual(["+91 44 4000 1234", "+91 98400 11223"]);
    expect(data.offer).toMatchObject({ percent: 15, text: "Monsoon batches" });
  });

  it("show no offer once it is off or past its last day", async () => {
    const off = await rootLoader(args(published((c) => (c.offer.enabled = false))));
    expect(off.offer).toBeNull();
    const ended = await rootLoader(args(published((c) => (c.offer.endsOn = "2020-01-31"))));
    expect(ended.offer).toBeNull();
  });
});

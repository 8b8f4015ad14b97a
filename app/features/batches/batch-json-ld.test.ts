import { describe, expect, it } from "vitest";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { bookableBatch, CCNA_BATCH, CCNA_KEY } from "#tests/bookings.ts";
import { batchesJsonLd, batchEventsJsonLd, FEW_SEATS_LEFT, seatAvailability } from "./batch-json-ld";

const SITE = "https://arivutech.in";
const NOW = "2026-11-20T06:30:00.000Z";
const contact = seedContent().contact;
/** The test batch (CCNA, weekend, classroom, ₹25,000) as the calendar lists it. */
const ccna: ListedBatch = bookableBatch({ ...CCNA_BATCH, seats: 20 });

const eventsOf = (batches: ListedBatch[], seats: Parameters<typeof batchEventsJsonLd>[1]) =>
  batchEventsJsonLd(batches, seats, SITE, contact, NOW)?.["@graph"] ?? [];

describe("a bookable batch's Event", () => {
  it("says when, where and by whom, and offers its booking page at our fee", () => {
    const [event] = eventsOf([ccna], { [CCNA_KEY]: { left: 12, full: false } });
    const page = `${SITE}/it-training/book/${CCNA_KEY}`;
    expect(event).toMatchObject({
      "@type": "Event",
      url: page,
      startDate: `${CCNA_BATCH.startDate}T10:00:00+05:30`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: [
        { "@type": "Place", address: { addressLocality: "Chennai", postalCode: contact.postalCode } },
      ],
      organizer: { "@type": "Organization", name: "Arivu Technologies Private Limited" },
      performer: { "@type": "Organization" },
      remainingAttendeeCapacity: 12,
      offers: {
        "@type": "Offer",
        price: 25000,
        priceCurrency: "INR",
        url: page,
        validFrom: NOW,
        availability: "https://schema.org/InStock",
      },
    });
    // A batch records its start only.
    expect(event).not.toHaveProperty("endDate");
  });

  it("is attended as the batch runs: online at its booking page, hybrid in both places", () => {
    const seats = { [CCNA_KEY]: { left: 12, full: false } };
    const [online] = eventsOf([{ ...ccna, mode: "online" }], seats);
    expect(online).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: [{ "@type": "VirtualLocation", url: `${SITE}/it-training/book/${CCNA_KEY}` }],
    });
    const [hybrid] = eventsOf([{ ...ccna, mode: "hybrid" }], seats);
    expect(hybrid.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(hybrid.location.map((l) => l["@type"])).toEqual(["Place", "VirtualLocation"]);
  });

  it("is in stock, then limited at a few seats left, then sold out", () => {
    const availability = (left: number, full = left === 0) =>
      eventsOf([ccna], { [CCNA_KEY]: { left, full } })[0].offers.availability;
    expect(availability(FEW_SEATS_LEFT + 1)).toBe("https://schema.org/InStock");
    expect(availability(FEW_SEATS_LEFT)).toBe("https://schema.org/LimitedAvailability");
    expect(availability(1)).toBe("https://schema.org/LimitedAvailability");
    expect(availability(0)).toBe("https://schema.org/SoldOut");
    // Marked full by the company with seats still unsold.
    expect(availability(9, true)).toBe("https://schema.org/SoldOut");
    expect(FEW_SEATS_LEFT).toBe(5);
  });

  it("is made only for a batch that can be booked: seats read, and a fee of one amount", () => {
    const seats = { [CCNA_KEY]: { left: 12, full: false } };
    expect(eventsOf([ccna], {})).toEqual([]);
    expect(eventsOf([{ ...ccna, fee: "₹24,000 - ₹26,000" }], seats)).toEqual([]);
    expect(
      batchEventsJsonLd([{ ...ccna, fee: "Contact for Pricing" }], seats, SITE, contact, NOW),
    ).toBeUndefined();
  });
});

describe("a batch's CourseInstance offer", () => {
  it("follows the seats left as read, as the Event does", () => {
    const instance = (seats = {}) =>
      batchesJsonLd([ccna], SITE, contact, seats)["@graph"][0].hasCourseInstance as { offers: object };
    expect(instance({ [CCNA_KEY]: { left: 2, full: false } }).offers).toMatchObject({
      price: 25000,
      availability: seatAvailability({ left: 2, full: false }),
    });
    expect(instance().offers).toMatchObject({ availability: "https://schema.org/InStock" });
  });
});

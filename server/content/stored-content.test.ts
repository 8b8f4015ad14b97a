import { describe, expect, it } from "vitest";
import { siteContentSchema } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { storedContent } from "./stored-content";

describe("stored content", () => {
  it("reads a version kept before tracks and phones were editable, taking them from the seed", () => {
    const seed = seedContent();
    const { tracks: _tracks, ...old } = structuredClone(seed);
    const { phones: _phones, ...contact } = old.contact;
    const stored = JSON.stringify({
      ...old,
      courses: old.courses.map(({ track: _track, ...c }) => ({
        ...c,
        price: c.id === "ccna" ? "₹21,500" : c.price,
      })),
      contact: { ...contact, phone: "+91 44 4000 1234" },
    });

    const content = siteContentSchema.parse(storedContent(stored, seed));
    expect(content.tracks).toEqual(seed.tracks);
    expect(content.courses.find((c) => c.id === "ccna")).toMatchObject({
      price: "₹21,500",
      track: "foundation",
    });
    expect(content.contact.phones).toEqual(["+91 44 4000 1234"]);
  });

  it("reads a version kept before bookings: the seed's billing details, and no deposit", () => {
    const seed = seedContent();
    const { billing: _billing, ...old } = structuredClone(seed);
    const stored = JSON.stringify({ ...old, courses: old.courses.map(({ deposit: _d, ...c }) => c) });

    const content = siteContentSchema.parse(storedContent(stored, seed));
    expect(content.billing).toEqual(seed.billing);
    expect(content.courses.every((c) => c.deposit === "")).toBe(true);
  });

  it("keeps what today's content stores", () => {
    const seed = seedContent();
    const edited = structuredClone(seed);
    edited.contact.phones = ["+91 44 4000 1234", "+91 98400 11223"];
    edited.courses[0].track = "expert";
    expect(storedContent(JSON.stringify(edited), seed)).toEqual(edited);
  });
});

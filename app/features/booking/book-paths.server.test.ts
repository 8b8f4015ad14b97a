import { describe, expect, it } from "vitest";
import { CCNA_BATCH, CCNA_KEY, contentWith, weekAfter } from "#tests/booking-batch.ts";
import { bookPathsOf } from "./book-paths.server";

describe("a course's Book a seat link", () => {
  it("goes to its soonest open batch with a fee of one amount, and none for a full or on-request one", () => {
    const later = { ...CCNA_BATCH, startDate: weekAfter(CCNA_BATCH.startDate, 4) };
    const full = { ...CCNA_BATCH, courseId: "ccnp-enterprise", status: "full" as const };
    const onRequest = { ...CCNA_BATCH, courseId: "ccie-security", fee: "Contact for Pricing" };
    const content = { ...contentWith(), batches: [later, CCNA_BATCH, full, onRequest] };
    expect(bookPathsOf(content)).toEqual({ ccna: `/it-training/book/${CCNA_KEY}` });
  });
});

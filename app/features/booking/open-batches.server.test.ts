import { describe, expect, it } from "vitest";
import { CCNA_BATCH, CCNA_KEY, contentWith, weekAfter } from "#tests/bookings.ts";
import { openBatchesOf } from "./open-batches.server";

describe("a course's open batches", () => {
  it("are each of its upcoming batches open and with a fee of one amount, soonest first; none full or on request", () => {
    const later = { ...CCNA_BATCH, startDate: weekAfter(CCNA_BATCH.startDate, 4), mode: "online" as const };
    const full = { ...CCNA_BATCH, courseId: "ccnp-enterprise", status: "full" as const };
    const onRequest = { ...CCNA_BATCH, courseId: "ccie-security", fee: "Contact for Pricing" };
    const content = { ...contentWith(), batches: [later, CCNA_BATCH, full, onRequest] };
    expect(openBatchesOf(content)).toEqual({
      ccna: [
        {
          key: CCNA_KEY,
          courseId: "ccna",
          course: "CCNA",
          startDate: CCNA_BATCH.startDate,
          type: "Weekend",
          mode: "classroom",
        },
        {
          key: `ccna-${later.startDate}-weekend`,
          courseId: "ccna",
          course: "CCNA",
          startDate: later.startDate,
          type: "Weekend",
          mode: "online",
        },
      ],
    });
  });
});

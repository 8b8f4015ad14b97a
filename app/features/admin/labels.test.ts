import { describe, expect, it } from "vitest";
import { pipelineStatuses, type Delivery } from "#server/leads/types.ts";
import { activityTitle, deliveryState, pipeline } from "./labels";

const delivery = (destination: Delivery["destination"], status: Delivery["status"]): Delivery => ({
  destination,
  status,
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: null,
});

describe("pipeline", () => {
  it("is the store's pipeline, in order", () => {
    expect(pipeline).toEqual(pipelineStatuses);
  });
});

describe("deliveryState", () => {
  it("puts a failure first, naming the destinations", () => {
    expect(
      deliveryState([
        delivery("form", "delivered"),
        delivery("email", "failed"),
        delivery("webhook", "pending"),
      ]),
    ).toEqual({
      tone: "failed",
      text: "Failed: Email to sales",
    });
    expect(deliveryState([delivery("form", "delivered"), delivery("webhook", "pending")]).text).toBe(
      "Pending",
    );
    expect(deliveryState([delivery("form", "delivered")]).text).toBe("Delivered");
    expect(deliveryState([]).text).toBe("Not forwarded");
  });
});

describe("activityTitle", () => {
  it("says what happened", () => {
    expect(activityTitle("status", "qualified")).toBe("Status changed to Qualified");
    expect(activityTitle("not-spam", "new")).toBe("Marked as not spam");
    expect(activityTitle("note", "Called")).toBe("Note");
  });
});

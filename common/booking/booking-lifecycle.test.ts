import { describe, expect, it } from "vitest";
import {
  BOOKING_EVENTS,
  BOOKING_STATES,
  currentState,
  holdIsLive,
  nextState,
  takesSeat,
  TRANSITIONS,
  type BookingEvent,
  type BookingState,
} from "./booking-lifecycle";

/** Every move the lifecycle allows, written out as sales would read it; any other pair is refused. */
const ALLOWED: readonly [BookingState, BookingEvent, BookingState][] = [
  ["held", "pay", "paid"],
  ["awaiting_office", "pay", "paid"],
  ["expired", "pay", "paid"],
  ["paid", "refund", "part_refunded"],
  ["part_refunded", "refund", "part_refunded"],
  ["refunded", "refund", "refunded"],
  ["paid", "release", "refunded"],
  ["part_refunded", "release", "refunded"],
  ["held", "expire", "expired"],
  ["awaiting_office", "expire", "expired"],
  ["offered", "expire", "expired"],
  ["held", "cancel", "cancelled"],
  ["awaiting_office", "cancel", "cancelled"],
  ["offered", "cancel", "cancelled"],
  ["waiting", "cancel", "cancelled"],
  ["waiting", "offer", "offered"],
  ["offered", "accept-online", "held"],
  ["offered", "accept-office", "awaiting_office"],
];

const expected = (state: BookingState, event: BookingEvent) =>
  ALLOWED.find(([s, e]) => s === state && e === event)?.[2];

const PAIRS = BOOKING_STATES.flatMap((state) => BOOKING_EVENTS.map((event) => ({ state, event })));

describe("the booking lifecycle's moves", () => {
  it("walks all 72 state × event pairs", () => {
    expect(PAIRS).toHaveLength(BOOKING_STATES.length * BOOKING_EVENTS.length);
    expect(PAIRS).toHaveLength(72);
  });

  it.each(PAIRS)("$state on $event", ({ state, event }) => {
    const to = expected(state, event);
    expect(nextState(state, event)).toBe(to);
    // The table itself says the same: its target when allowed, nothing when refused.
    expect(TRANSITIONS[event][state]).toBe(to);
  });

  it("allows exactly the moves listed, and no others", () => {
    const allowed = PAIRS.filter(({ state, event }) => nextState(state, event) !== undefined);
    expect(allowed).toHaveLength(ALLOWED.length);
  });

  it("lets nothing leave cancelled, and nothing but a payment leave expired", () => {
    for (const event of BOOKING_EVENTS) expect(nextState("cancelled", event)).toBeUndefined();
    for (const event of BOOKING_EVENTS)
      expect(nextState("expired", event)).toBe(event === "pay" ? "paid" : undefined);
  });
});

describe("a hold's time", () => {
  const HOLD_UNTIL = "2026-11-29T10:15:00.000Z";
  const before = new Date("2026-11-29T10:14:59.999Z");
  const at = new Date(HOLD_UNTIL);
  const after = new Date("2026-11-29T10:15:00.001Z");
  const muchLater = new Date("2027-11-29T10:00:00.000Z");

  describe.each(["held", "awaiting_office", "offered"] as const)("%s", (state) => {
    const b = { state, hold_until: HOLD_UNTIL };

    it("is live and takes a seat before hold_until, keeping its state", () => {
      expect(holdIsLive(b, before)).toBe(true);
      expect(takesSeat(b, before)).toBe(true);
      expect(currentState(b, before)).toBe(state);
    });

    it("has ended at hold_until itself: no seat, read as expired", () => {
      expect(holdIsLive(b, at)).toBe(false);
      expect(takesSeat(b, at)).toBe(false);
      expect(currentState(b, at)).toBe("expired");
    });

    it("has ended after hold_until", () => {
      expect(holdIsLive(b, after)).toBe(false);
      expect(takesSeat(b, after)).toBe(false);
      expect(currentState(b, after)).toBe("expired");
    });
  });

  describe.each(["paid", "part_refunded"] as const)("%s", (state) => {
    it("takes its seat for good, whatever its hold, and is no hold", () => {
      const b = { state, hold_until: HOLD_UNTIL };
      for (const now of [before, at, after, muchLater]) {
        expect(holdIsLive(b, now)).toBe(false);
        expect(takesSeat(b, now)).toBe(true);
        expect(currentState(b, now)).toBe(state);
      }
    });
  });

  describe.each(["refunded", "expired", "cancelled", "waiting"] as const)("%s", (state) => {
    it("takes no seat before, at or after hold_until, and keeps its state", () => {
      const b = { state, hold_until: HOLD_UNTIL };
      for (const now of [before, at, after]) {
        expect(holdIsLive(b, now)).toBe(false);
        expect(takesSeat(b, now)).toBe(false);
        expect(currentState(b, now)).toBe(state);
      }
    });
  });
});

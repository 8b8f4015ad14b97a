/**
 * A booking's lifecycle: its states, the events that move them, and the one rule for whether a
 * seat is taken. Pure, so the visitor's page, the inbox, the reports and the emails read a state
 * the same way; server/bookings/move-booking.ts applies an event to a stored booking.
 */

export const BOOKING_STATES = [
  /** A seat held while the visitor pays online, until hold_until. */
  "held",
  /** A seat held for a payment at the office, by bank transfer or UPI, until hold_until. */
  "awaiting_office",
  /** Paid: the seat is theirs. */
  "paid",
  /** Paid, and part of it given back; the seat is still theirs. */
  "part_refunded",
  /** Money given back and the seat released. */
  "refunded",
  /** A hold or an offer that ended unpaid; the seat is free again. */
  "expired",
  /** Given up before payment, by the visitor or by sales. */
  "cancelled",
  /** On the batch's waiting list, in the order joined; holds no seat. */
  "waiting",
  /** A freed seat offered to the first one waiting, held for them until hold_until. */
  "offered",
] as const;

export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_EVENTS = [
  /** The money reached us (Razorpay, or marked paid by sales). */
  "pay",
  /** Part of the money went back; the seat is kept. */
  "refund",
  /** Money went back and the seat is released. */
  "release",
  /** The hold or the offer ended unpaid. */
  "expire",
  "cancel",
  /** A seat freed for the first one waiting. */
  "offer",
  /** The one offered a seat books it, to pay online or at the office. */
  "accept-online",
  "accept-office",
] as const;

export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** Where each event moves each state; a state an event does not name is refused and stays. */
export const TRANSITIONS: Record<BookingEvent, Partial<Record<BookingState, BookingState>>> = {
  // An ended hold may still be paid while its seat is free (the caller counts the seats).
  pay: { held: "paid", awaiting_office: "paid", expired: "paid" },
  refund: { paid: "part_refunded", part_refunded: "part_refunded", refunded: "refunded" },
  release: { paid: "refunded", part_refunded: "refunded" },
  expire: { held: "expired", awaiting_office: "expired", offered: "expired" },
  cancel: { held: "cancelled", awaiting_office: "cancelled", offered: "cancelled", waiting: "cancelled" },
  offer: { waiting: "offered" },
  "accept-online": { offered: "held" },
  "accept-office": { offered: "awaiting_office" },
};

/** The state `event` moves `state` to; undefined when it may not. */
export const nextState = (state: BookingState, event: BookingEvent): BookingState | undefined =>
  TRANSITIONS[event][state];

/** The states that hold a seat only until hold_until. */
export const HOLDING_STATES = [
  "held",
  "awaiting_office",
  "offered",
] as const satisfies readonly BookingState[];
/** The states that keep a seat for good. */
export const SEATED_STATES = ["paid", "part_refunded"] as const satisfies readonly BookingState[];

const holding = (state: string): boolean => (HOLDING_STATES as readonly string[]).includes(state);

/** The one rule for a live hold: a holding state whose hold has not ended at `now`. */
export const holdIsLive = (b: { state: string; hold_until: string }, now: Date): boolean =>
  holding(b.state) && b.hold_until > now.toISOString();

/** Whether the booking takes a seat at `now`: paid for, or held. */
export const takesSeat = (b: { state: string; hold_until: string }, now: Date): boolean =>
  (SEATED_STATES as readonly string[]).includes(b.state) || holdIsLive(b, now);

/** The state as everyone reads it: a hold that has ended is expired at once, before the job marks it. */
export const currentState = (b: { state: BookingState; hold_until: string }, now: Date): BookingState =>
  holding(b.state) && !holdIsLive(b, now) ? "expired" : b.state;

/** How the inbox and the reports name each state. */
export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  held: "Awaiting payment online",
  awaiting_office: "Awaiting payment at the office",
  paid: "Paid",
  part_refunded: "Paid, part refunded",
  refunded: "Refunded",
  expired: "Hold ended, not paid",
  cancelled: "Cancelled",
  waiting: "On the waiting list",
  offered: "Seat offered from the waiting list",
};

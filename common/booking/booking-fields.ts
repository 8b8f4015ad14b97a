/**
 * The booking form's texts and names, as plain data with no zod, so the page renders without
 * loading the validator; booking-schema.ts holds the rules.
 */

/** The privacy notice beside the booking form's button; stored with each booking and waiting-list record. */
export const BOOKING_NOTICE_VERSION = "booking-notice-2026-11";

export const bookingMessages = {
  phoneRequired: "Phone number is required: we call if your payment needs help.",
  phoneInvalid: "Enter a phone number of 10 to 15 digits, like +91 98400 12345.",
  stateRequired: "Choose the state you are billed in: it decides the GST.",
  planRequired: "Choose the whole fee or the seat deposit.",
} as const;

/** The fields a visitor types, kept and shown again when the form comes back with an error. */
export const bookingFields = ["name", "email", "phone", "billingState", "gstin", "plan"] as const;

/** The seat offer a booking is made from: the waiting-list booking id its email named. */
export const OFFER_FIELD = "offer";

export const bookingErrors = {
  formExpired:
    "This form has expired or did not come from our page. Your details are kept below: send it again to book.",
  offerGone: "This seat offer has ended or was used. Your details are kept: join the waiting list again.",
} as const;

/** Why a hold was refused for holding too many, by the limit (server/bookings/hold-limits.ts). */
export const overLimitMessages = {
  batch:
    "You already hold the most seats one person may hold in this batch until they are paid. Pay for those first, or join the waiting list for another seat.",
  overall:
    "You already hold the most unpaid seats one person may hold across our batches. Pay for those first, or join the waiting list.",
} as const;

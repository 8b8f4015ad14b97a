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

import type { Contact } from "./schema";
import { brand } from "./brand";

/**
 * The contact block on /contact, /introduction and /ai-solutions. Address, phone, email and
 * office hours are edited at /admin/content (app/content/live); these are their first values.
 */
export const contact: Contact = {
  heading: "Get in touch with our Chennai team",
  intro:
    "Ask about a batch, a corporate training plan, an AI project or a hosting quote. Tell us what you need and the right engineer will reply.",
  officeHours: "Mon–Sat, 9:30 AM–7:00 PM IST",
  responsePromise: brand.responsePromise,
  whatsappMessage: "Hello Arivu Technologies, I would like to know more about your training and services.",
  emailSubject: "Enquiry from the Arivu Technologies website",
};

const { latitude, longitude } = brand.geo;
/** External map links for the office location (opened in a new tab; nothing is embedded). */
export const mapLinks = {
  google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
};

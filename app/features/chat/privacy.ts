/**
 * Version of the privacy notice the chat shows before asking for contact details. Stored
 * with each lead (with the time of consent): change it whenever the notice's wording changes.
 */
export const CHAT_CONSENT_VERSION = "2026-11-chat-1";

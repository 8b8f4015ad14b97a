/**
 * Version of the privacy notice the chat shows before asking for contact details, stored with
 * each lead and its time of consent. Its wording differs from the contact form's notice
 * (PRIVACY_NOTICE_VERSION in features/contact), so it has its own version: bump it whenever
 * texts.privacyNotice changes.
 */
export const CHAT_CONSENT_VERSION = "chat-notice-2026-11-attribution";

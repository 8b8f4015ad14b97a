/** Links that open a chat or a call with a visitor's phone number (the lead e-mail and the sales inbox). */
export type PhoneLinks = {
  /** Only for a number that can be a mobile (WhatsApp runs on phones). */
  whatsapp?: string;
  tel: string;
};

/**
 * Normalises a typed phone number to international digits: visitors are mostly in India and
 * often leave out the country code, so a 10-digit mobile (6-9...) or a trunk-prefixed
 * 11-digit number (0...) gets 91. A number typed with "+" or "00" already carries its country
 * code and is kept as it is (+65 6123 4567 is Singapore, not an Indian mobile).
 * Undefined when what remains cannot be a phone number (E.164: 8 to 15 digits here).
 *
 * WhatsApp is offered for a number with its country code (taken as it is), and for an Indian
 * number without one only when it is a mobile (6-9...): 044 4850 2700 is a Chennai landline.
 */
export function phoneLinks(phone: string | undefined | null): PhoneLinks | undefined {
  if (!phone) return undefined;
  const typed = phone.trim();
  let digits = typed.replace(/\D/g, "");
  let mobile = true;
  if (/^\(?\+/.test(typed)) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.length === 10 && /^[6-9]/.test(digits)) {
    digits = `91${digits}`;
  } else if (digits.length === 11 && digits.startsWith("0")) {
    mobile = /^0[6-9]/.test(digits);
    digits = `91${digits.slice(1)}`;
  } else {
    // Neither an Indian mobile nor a number with its country code.
    mobile = false;
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return undefined;
  return { ...(mobile ? { whatsapp: `https://wa.me/${digits}` } : {}), tel: `tel:+${digits}` };
}

/** The call link of a number the site shows (the content schema lets in only numbers phoneLinks reads). */
export function telLink(phone: string): string {
  return phoneLinks(phone)?.tel ?? `tel:${phone.replace(/[^\d+]/g, "")}`;
}

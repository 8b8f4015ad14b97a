import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from "simple-icons";

/** simple-icons has no LinkedIn mark: a rounded square with "in" cut out. */
const LINKEDIN =
  "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1.5 7.5v9h3v-9h-3ZM7 4.75a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5Zm3.5 4.75v9h3v-4.8c0-1.1.6-1.9 1.7-1.9s1.4.8 1.4 1.9v4.8h3v-5.3c0-2.5-.9-3.9-3.2-3.9-1.3 0-2.4.6-2.9 1.5V9.5h-3Z";

/** Brand marks drawn into the icon sprite (scripts/make-icon-sprite.tsx) as "brand-{name}". */
export const brandIconPaths: Record<string, string> = {
  Facebook: siFacebook.path,
  X: siX.path,
  Instagram: siInstagram.path,
  LinkedIn: LINKEDIN,
  YouTube: siYoutube.path,
  WhatsApp: siWhatsapp.path,
};

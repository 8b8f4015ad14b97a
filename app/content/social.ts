import type { SocialLink } from "./schema";
import { brand } from "./brand";

/**
 * The six networks of the header, footer, mobile menu and side bar; `icon` names a brand
 * mark in components/site/brand-icons. Hover colours are the brand colours, darkened where
 * needed for 3:1 contrast on white.
 */
export const socialLinks: SocialLink[] = [
  {
    network: "Facebook",
    href: "https://www.facebook.com/arivutechnologies",
    ariaLabel: "Arivu Technologies on Facebook",
    icon: "Facebook",
    hoverColor: "hover:text-[#1877F2]",
  },
  {
    network: "X",
    href: "https://x.com/arivutech",
    ariaLabel: "Arivu Technologies on X",
    icon: "X",
    hoverColor: "hover:text-black",
  },
  {
    network: "Instagram",
    href: "https://www.instagram.com/arivutechnologies",
    ariaLabel: "Arivu Technologies on Instagram",
    icon: "Instagram",
    hoverColor: "hover:text-[#C13584]",
  },
  {
    network: "LinkedIn",
    href: "https://www.linkedin.com/company/arivu-technologies",
    ariaLabel: "Arivu Technologies on LinkedIn",
    icon: "LinkedIn",
    hoverColor: "hover:text-[#0A66C2]",
  },
  {
    network: "YouTube",
    href: "https://www.youtube.com/@arivutechnologies",
    ariaLabel: "Arivu Technologies on YouTube",
    icon: "YouTube",
    hoverColor: "hover:text-[#FF0000]",
  },
  {
    network: "WhatsApp",
    href: `https://wa.me/${brand.whatsappNumber}`,
    ariaLabel: "Chat with Arivu Technologies on WhatsApp",
    icon: "WhatsApp",
    hoverColor: "hover:text-[#128C7E]",
  },
];

/** A social link's address, the WhatsApp one with the number edited at /admin/content. */
export function socialHref(link: SocialLink, whatsappNumber: string): string {
  return link.network === "WhatsApp" ? `https://wa.me/${whatsappNumber}` : link.href;
}

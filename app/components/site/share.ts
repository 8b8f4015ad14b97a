import { brand } from "#app/content/brand.ts";
import { findPage } from "#common/route-table.ts";

export type ShareTarget = {
  network: "LinkedIn" | "X" | "Facebook" | "WhatsApp";
  label: string;
  href: string;
};

/** The page's canonical URL: the configured site origin plus the path (no trailing slash). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  return siteUrl.replace(/\/+$/, "") + path;
}

/** Text that goes with a shared link: the page's name and the company. */
export function shareText(pathname: string): string {
  const page = findPage(pathname);
  return page && page.path !== "/"
    ? `${page.label} | ${brand.productName}`
    : `${brand.productName}: ${brand.tagline}`;
}

/** Share URLs of the four networks for one page. */
export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: "LinkedIn",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "X",
      label: "Share on X",
      href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    },
    {
      network: "Facebook",
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: "WhatsApp",
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
  ];
}

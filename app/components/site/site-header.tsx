import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SearchButton } from "#app/features/search/search-button.tsx";
import { cn } from "#app/lib/utils.ts";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SocialIcons } from "./social-icons";
import { telLink } from "#common/phone-links.ts";
import { useContact } from "./use-site-config";

/**
 * Sticky site header. From 768 px a contact and social strip sits above the menu row and
 * scrolls away (the header sticks at -36 px), so only the 64 px menu row stays on screen,
 * within the 80 px offset used for in-page anchors. No backdrop-filter here: it would make
 * the header the containing block of the mobile menu's fixed backdrop. The search dialog its
 * buttons open is at the end of the page (routes/site-frame.tsx).
 */
export function SiteHeader() {
  const contact = useContact();
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white md:-top-9">
      <div className="hidden h-9 border-b border-slate-100 bg-slate-50 md:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 text-[13px] text-slate-700">
          <div className="flex items-center gap-4">
            <a
              href={telLink(contact.phones[0])}
              className="inline-flex min-h-6 items-center gap-1.5 hover:text-brand-800"
            >
              <Icon name="Phone" className="h-3.5 w-3.5" />
              {contact.phones[0]}
            </a>
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-6 items-center gap-1.5 hover:text-brand-800"
            >
              <Icon name="Mail" className="h-3.5 w-3.5" />
              {contact.email}
            </a>
          </div>
          <div className="flex items-center gap-2">
            <span className="hidden lg:inline">Follow us</span>
            <SocialIcons size="sm" />
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-4">
        <Logo hideTextBelowLg />
        <div className="flex flex-1 justify-center">
          <DesktopNav />
        </div>
        <div className="flex items-center gap-1 md:gap-2">
          <span className="hidden md:contents">
            <SearchButton variant="desktop" />
          </span>
          <span className="contents md:hidden">
            <SearchButton variant="mobile" />
          </span>
          <AppLink
            href="/contact"
            className={cn(
              buttonVariants({ variant: "primary", size: "sm" }),
              "whitespace-nowrap max-md:hidden lg:h-10 lg:px-4",
            )}
          >
            Get a Quote
          </AppLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { mainNav, megaMenuColumns } from "#app/content/navigation.ts";
import type { NavItem, NavSubItem } from "#app/content/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { SocialIcons } from "./social-icons";

// Styled in app/app.css (#mobile-menu): this markup is in every route's JavaScript.

function SubLinks({ links, pathname }: { links: NavSubItem[]; pathname: string }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <AppLink href={l.href} aria-current={pathname === l.href ? "page" : undefined}>
            {l.demo && <Icon name="Sparkles" className="h-4 w-4 text-brand-600" />}
            {l.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** One expandable section; the sections share a name, so opening one closes the others where supported. */
function Section({ item, pathname }: { item: NavItem; pathname: string }) {
  const subItems = item.subItems ?? [];
  const overview = { href: item.href, label: `${item.label} Overview` };
  const groups: [string | null, NavSubItem[]][] = item.mega
    ? [
        [megaMenuColumns.services, [overview, ...subItems.filter((s) => !s.demo)]],
        [megaMenuColumns.demos, subItems.filter((s) => s.demo)],
      ]
    : [[null, [overview, ...subItems]]];
  return (
    <details name="mobile-menu-section">
      <summary>
        {item.label}
        <Icon name="ChevronDown" />
      </summary>
      <div>
        {groups.map(([heading, links]) => [
          heading && <p key={heading}>{heading}</p>,
          <SubLinks key={links[0]?.href} links={links} pathname={pathname} />,
        ])}
      </div>
    </details>
  );
}

/**
 * The mobile menu's links: expandable sections (native details, one open at a time where the
 * browser supports named details), plain links, Get a Quote, social icons.
 */
export function MobileMenuPanel({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main menu">
      {mainNav
        .filter((i) => i.subItems)
        .map((item) => (
          <Section key={item.href} item={item} pathname={pathname} />
        ))}
      <ul>
        {mainNav
          .filter((i) => !i.subItems)
          .map((item) => (
            <li key={item.href}>
              <AppLink href={item.href} aria-current={pathname === item.href ? "page" : undefined}>
                {item.label}
              </AppLink>
            </li>
          ))}
      </ul>
      <AppLink href="/contact" className={cn(buttonVariants({ variant: "primary" }), "mt-4 w-full")}>
        Get a Quote
      </AppLink>
      <p className="mt-5 px-1 text-sm font-semibold text-slate-600">Follow us</p>
      <SocialIcons className="mt-1" />
    </nav>
  );
}

import { Accordion } from "radix-ui";
import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { mainNav, megaMenuColumns } from "#app/content/navigation.ts";
import type { NavItem, NavSubItem } from "#app/content/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { SocialIcons } from "./social-icons";

const linkBase =
  "flex min-h-11 items-center gap-2 rounded-lg pr-3 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const linkClass = `${linkBase} pl-3 text-base text-slate-700`;
const anchorLinkClass = `${linkBase} pl-7 text-[15px] text-slate-600`;
const topLinkClass = `${linkBase} pl-3 text-base font-semibold text-ink`;

function SubLinks({ links, pathname, close }: { links: NavSubItem[]; pathname: string; close: () => void }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href}>
          <AppLink
            href={l.href}
            onClick={close}
            aria-current={pathname === l.href ? "page" : undefined}
            className={l.href.includes("#") ? anchorLinkClass : linkClass}
          >
            {l.demo && <Icon name="Sparkles" className="h-4 w-4 text-brand-600" />}
            {l.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function Section({ item, pathname, close }: { item: NavItem; pathname: string; close: () => void }) {
  const subItems = item.subItems ?? [];
  const overview = { href: item.href, label: `${item.label} Overview` };
  return (
    <Accordion.Item value={item.label} className="border-b border-slate-100">
      <Accordion.Header asChild>
        <div>
          <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left text-base font-semibold text-ink hover:bg-slate-50">
            {item.label}
            <Icon
              name="ChevronDown"
              className="h-5 w-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </div>
      </Accordion.Header>
      <Accordion.Content className="pb-2 pl-2">
        {item.mega ? (
          <>
            <p className="px-3 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-600">
              {megaMenuColumns.services}
            </p>
            <SubLinks
              links={[overview, ...subItems.filter((s) => !s.demo)]}
              pathname={pathname}
              close={close}
            />
            <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
              {megaMenuColumns.demos}
            </p>
            <SubLinks links={subItems.filter((s) => s.demo)} pathname={pathname} close={close} />
          </>
        ) : (
          <SubLinks links={[overview, ...subItems]} pathname={pathname} close={close} />
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}

/** The mobile menu's links: one expandable section open at a time, plain links, Get a Quote, social icons. */
export function MobileMenuPanel({ pathname, close }: { pathname: string; close: () => void }) {
  return (
    <nav aria-label="Main menu" className="px-3 pb-6 pt-2">
      <Accordion.Root type="single" collapsible>
        {mainNav
          .filter((i) => i.subItems)
          .map((item) => (
            <Section key={item.href} item={item} pathname={pathname} close={close} />
          ))}
      </Accordion.Root>
      <ul className="border-b border-slate-100 py-1">
        {mainNav
          .filter((i) => !i.subItems)
          .map((item) => (
            <li key={item.href}>
              <AppLink
                href={item.href}
                onClick={close}
                aria-current={pathname === item.href ? "page" : undefined}
                className={topLinkClass}
              >
                {item.label}
              </AppLink>
            </li>
          ))}
      </ul>
      <AppLink
        href="/contact"
        onClick={close}
        className={cn(buttonVariants({ variant: "primary" }), "mt-4 w-full")}
      >
        Get a Quote
      </AppLink>
      <p className="mt-5 px-1 text-sm font-semibold text-slate-600">Follow us</p>
      <SocialIcons className="mt-1" />
    </nav>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { NavigationMenu } from "radix-ui";
import { ChevronDown, Sparkles } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { mainNav, megaMenuColumns } from "~/content/navigation";
import type { NavItem, NavSubItem } from "~/content/schema";
import { cn } from "~/lib/utils";
import { inSection, menuValue, navChevronClass, navItemClass, navSectionActiveClass, pathOf } from "./nav-styles";

const panelClass = "rounded-xl border border-slate-200 bg-white p-2 shadow-xl";
const subLinkClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";

type MenuProps = { pathname: string; close: () => void };

function SubLink({ link, className, pathname, close }: MenuProps & { link: NavSubItem; className?: string }) {
  const current = !link.href.includes("#") && pathname === link.href;
  return (
    <NavigationMenu.Link asChild active={current}>
      <AppLink href={link.href} className={cn(subLinkClass, className)} onClick={close}>
        {link.label}
      </AppLink>
    </NavigationMenu.Link>
  );
}

function Dropdown({ item, ...menu }: MenuProps & { item: NavItem }) {
  return (
    <div className={cn(panelClass, "w-64")}>
      <SubLink {...menu} link={{ href: item.href, label: `${item.label} Overview` }} className="font-semibold text-brand-800" />
      <ul>
        {item.subItems?.map((s) => (
          <li key={s.href}>
            <SubLink {...menu} link={s} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MegaMenu({ item, ...menu }: MenuProps & { item: NavItem }) {
  const services = (item.subItems ?? []).filter((s) => !s.demo);
  const demos = (item.subItems ?? []).filter((s) => s.demo);
  // A page followed by its in-page anchors forms one group.
  const groups: NavSubItem[][] = [];
  for (const s of services) {
    if (s.href.includes("#") && groups.length) groups[groups.length - 1].push(s);
    else groups.push([s]);
  }
  return (
    <div className={cn(panelClass, "grid w-[40rem] max-w-[calc(100vw-6rem)] grid-cols-[1fr_13rem] gap-2 p-3")}>
      <div className="pt-3">
        <p id="mega-services" className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">
          {megaMenuColumns.services}
        </p>
        <SubLink {...menu} link={{ href: item.href, label: `${item.label} Overview` }} className="font-semibold text-brand-800" />
        <ul aria-labelledby="mega-services" className="grid grid-cols-2 gap-x-2">
          {groups.map(([page, ...anchors]) => (
            <li key={page.href}>
              <SubLink {...menu} link={page} className="font-medium text-ink" />
              {anchors.length > 0 && (
                <ul className="mb-1 ml-3 border-l border-slate-200">
                  {anchors.map((a) => (
                    <li key={a.href}>
                      <SubLink {...menu} link={a} className="py-1.5 text-[13px] text-slate-600" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg bg-brand-50 p-2">
        <p id="mega-demos" className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wider text-brand-800">
          {megaMenuColumns.demos}
        </p>
        <ul aria-labelledby="mega-demos">
          {demos.map((d) => (
            <li key={d.href}>
              <NavigationMenu.Link asChild active={menu.pathname === d.href}>
                <AppLink
                  href={d.href}
                  onClick={menu.close}
                  className={cn(subLinkClass, "flex items-center gap-2 hover:bg-white")}
                >
                  <Sparkles aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
                  {d.label}
                </AppLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export type DesktopNavMenuProps = {
  /** A menu the visitor already asked for (hover, click or key) before this code loaded. */
  initialValue?: string;
  /** The nav element (data-nav-key) that had focus in the server-rendered bar, to keep focus on it. */
  focusKey?: string;
  /** Move focus into the initially open menu (ArrowDown before this code loaded). */
  enterMenu?: boolean;
};

/**
 * The interactive menus at 768 px and wider: Radix NavigationMenu (hover, click and keyboard,
 * at most one open, Escape closes and returns focus). Choosing a link closes the open menu.
 */
export function DesktopNavMenu({ initialValue = "", focusKey, enterMenu }: DesktopNavMenuProps) {
  const [value, setValue] = useState(initialValue);
  const location = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const contentRefs = useRef<Record<string, HTMLDivElement | null>>({});
  const lastKey = useRef(location.key);
  const menu: MenuProps = { pathname: location.pathname, close: () => setValue("") };

  // Whatever navigates (a menu link, search, the back button), no menu stays open on the new page.
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    setValue("");
  }, [location.key]);

  useEffect(() => {
    if (enterMenu && initialValue) focusFirstLink(initialValue);
    else if (focusKey) rootRef.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(focusKey)}"]`)?.focus();
    // Only when this replaces the server-rendered bar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function focusFirstLink(item: string) {
    requestAnimationFrame(() => contentRefs.current[item]?.querySelector<HTMLElement>("a")?.focus());
  }

  // ArrowDown on a closed trigger opens its menu and moves into it (Radix only moves in when open).
  function onTriggerKeyDown(event: KeyboardEvent, item: string) {
    if (event.key !== "ArrowDown" || value === item) return;
    event.preventDefault();
    setValue(item);
    focusFirstLink(item);
  }

  return (
    <NavigationMenu.Root ref={rootRef} value={value} onValueChange={setValue} aria-label="Main" className="hidden md:block">
      <NavigationMenu.List className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.subItems ? (
            <NavigationMenu.Item
              key={item.href}
              value={menuValue(item)}
              // Radix adds an aria-hidden focusable "focus proxy" after an open trigger (an axe
              // violation); our content follows its trigger in the DOM, so Tab order needs no proxy.
              className={cn("[&>span[aria-hidden=true]]:hidden", !item.mega && "relative")}
            >
              <NavigationMenu.Trigger
                data-nav-key={item.href}
                onKeyDown={(e) => onTriggerKeyDown(e, menuValue(item))}
                className={cn(navItemClass, inSection(location.pathname, item.href) && navSectionActiveClass)}
              >
                {item.label}
                <ChevronDown aria-hidden="true" className={navChevronClass} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                ref={(el) => {
                  contentRefs.current[menuValue(item)] = el;
                }}
                className="absolute left-0 top-full z-50 pt-3"
              >
                {item.mega ? <MegaMenu item={item} {...menu} /> : <Dropdown item={item} {...menu} />}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild active={location.pathname === pathOf(item.href)}>
                <AppLink href={item.href} data-nav-key={item.href} className={navItemClass}>
                  {item.label}
                </AppLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { NavigationMenu } from "radix-ui";
import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { mainNav, megaMenuColumns } from "#app/content/navigation.ts";
import type { NavItem, NavSubItem } from "#app/content/schema.ts";
import { inSection, menuValue, navChevronClass, navItemClass, pathOf } from "./nav-styles";

const panelClass = "rounded-xl border border-slate-200 bg-white shadow-xl";
const linkBase =
  "rounded-md px-3 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";
const linkTones = {
  default: "block py-2 text-sm text-slate-700",
  overview: "block py-2 text-sm font-semibold text-brand-800",
  page: "block py-2 text-sm font-medium text-ink",
  anchor: "block py-1.5 text-[13px] text-slate-600",
  demo: "flex items-center gap-2 py-2 text-sm text-slate-700",
};

type MenuProps = { pathname: string; close: () => void };

function SubLink({
  link,
  tone = "default",
  pathname,
  close,
}: MenuProps & { link: NavSubItem; tone?: keyof typeof linkTones }) {
  const current = !link.href.includes("#") && pathname === link.href;
  return (
    <NavigationMenu.Link asChild active={current}>
      <AppLink
        href={link.href}
        className={`${linkBase} ${linkTones[tone]} ${tone === "demo" ? "hover:bg-white" : "hover:bg-brand-50"}`}
        onClick={close}
      >
        {link.demo && <Icon name="Sparkles" className="h-4 w-4 shrink-0 text-brand-600" />}
        {link.label}
      </AppLink>
    </NavigationMenu.Link>
  );
}

function Dropdown({ item, ...menu }: MenuProps & { item: NavItem }) {
  return (
    <div className={`${panelClass} w-64 p-2`}>
      <SubLink {...menu} link={{ href: item.href, label: `${item.label} Overview` }} tone="overview" />
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
    <div className={`${panelClass} grid w-[40rem] max-w-[calc(100vw-6rem)] grid-cols-[1fr_13rem] gap-2 p-3`}>
      <div className="pt-3">
        <p
          id="mega-services"
          className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-600"
        >
          {megaMenuColumns.services}
        </p>
        <SubLink {...menu} link={{ href: item.href, label: `${item.label} Overview` }} tone="overview" />
        <ul aria-labelledby="mega-services" className="grid grid-cols-2 gap-x-2">
          {groups.map(([page, ...anchors]) => (
            <li key={page.href}>
              <SubLink {...menu} link={page} tone="page" />
              {anchors.length > 0 && (
                <ul className="mb-1 ml-3 border-l border-slate-200">
                  {anchors.map((a) => (
                    <li key={a.href}>
                      <SubLink {...menu} link={a} tone="anchor" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-lg bg-brand-50 p-2">
        <p
          id="mega-demos"
          className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wider text-brand-800"
        >
          {megaMenuColumns.demos}
        </p>
        <ul aria-labelledby="mega-demos">
          {demos.map((d) => (
            <li key={d.href}>
              <SubLink {...menu} link={d} tone="demo" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What the server-rendered bar hands over when this replaces it (filled in until it unmounts). */
export type Handover = {
  /** A menu the visitor already asked for (hover, click or key) before this code loaded. */
  initialValue?: string;
  /** Move focus into that menu (ArrowDown before this code loaded). */
  enterMenu?: boolean;
  /** The bar element (data-nav-key) that had focus when the bar was replaced. */
  focusKey?: string;
};

/**
 * The interactive menus at 768 px and wider: Radix NavigationMenu (hover, click and keyboard,
 * at most one open, Escape closes and returns focus). Choosing a link closes the open menu.
 */
export function DesktopNavMenu({ handover }: { handover: Handover }) {
  const [value, setValue] = useState(() => handover.initialValue ?? "");
  const location = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const contentRefs = useRef<Record<string, HTMLDivElement | null>>({});
  const lastKey = useRef(location.key);
  const lastPointer = useRef("");
  const menu: MenuProps = { pathname: location.pathname, close: () => setValue("") };

  // Whatever navigates (a menu link, search, the back button), no menu stays open on the new page.
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    setValue("");
  }, [location.key]);

  // Runs once, after the server-rendered bar has gone: keep the visitor's focus where it was.
  useEffect(() => {
    const { initialValue, enterMenu, focusKey } = handover;
    if (enterMenu && initialValue) focusFirstLink(initialValue);
    else if (focusKey)
      rootRef.current?.querySelector<HTMLElement>(`[data-nav-key="${CSS.escape(focusKey)}"]`)?.focus();
  }, [handover]);

  // After an open trigger Radix renders an empty "focus proxy" (tabindex 0) that forwards Tab
  // into the menu, marked aria-hidden: a focusable aria-hidden element (axe: aria-hidden-focus).
  // It holds no content and hands focus on at once, so it need not be hidden from assistive tech.
  useEffect(() => {
    rootRef.current
      ?.querySelectorAll('li > span[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute("aria-hidden"));
  }, [value]);

  function focusFirstLink(item: string) {
    requestAnimationFrame(() => contentRefs.current[item]?.querySelector<HTMLElement>("a")?.focus());
  }

  // With a mouse the menu under the pointer is already open (hover): a click keeps it open
  // rather than toggling it shut; leaving, Escape or a click elsewhere closes it.
  function onTriggerClick(event: MouseEvent, item: string) {
    if (lastPointer.current === "mouse" && event.detail > 0 && value === item) event.preventDefault();
  }

  // ArrowDown on a closed trigger opens its menu and moves into it (Radix only moves in when open).
  function onTriggerKeyDown(event: KeyboardEvent, item: string) {
    if (event.key !== "ArrowDown" || value === item) return;
    event.preventDefault();
    setValue(item);
    focusFirstLink(item);
  }

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      aria-label="Main"
      className="hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.subItems ? (
            <NavigationMenu.Item
              key={item.href}
              value={menuValue(item)}
              className={item.mega ? undefined : "relative"}
            >
              <NavigationMenu.Trigger
                data-nav-key={item.href}
                onPointerDown={(e) => (lastPointer.current = e.pointerType)}
                onClick={(e) => onTriggerClick(e, menuValue(item))}
                onKeyDown={(e) => onTriggerKeyDown(e, menuValue(item))}
                className={navItemClass(inSection(location.pathname, item.href))}
              >
                {item.label}
                <Icon name="ChevronDown" className={navChevronClass} />
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
                <AppLink href={item.href} data-nav-key={item.href} className={navItemClass()}>
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

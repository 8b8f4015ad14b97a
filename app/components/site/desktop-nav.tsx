import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { mainNav } from "#app/content/navigation.ts";
import { whenIdle } from "#app/lib/when-idle.ts";
import type { Handover } from "./desktop-nav-menu";
import { DESKTOP_QUERY, inSection, menuValue, navChevronClass, navItemClass, pathOf } from "./nav-styles";

const loadMenu = () => import("./desktop-nav-menu").then((m) => m.DesktopNavMenu);

/**
 * The menu bar at 768 px and wider. The server renders it as plain buttons and links; in a
 * desktop-width browser the interactive Radix menus load when the page is idle (or at the
 * first hover, click, focus or key on the bar) and take over, keeping focus and any menu
 * already asked for. Phones never download them.
 */
export function DesktopNav() {
  const [Menu, setMenu] = useState<ComponentType<{ handover: Handover }> | null>(null);
  const handover = useRef<Handover>({});
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadMenu().then(
      (component) => setMenu(() => component),
      () => {
        loading.current = false; // try again at the next interaction
      },
    );
  }

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    let cancel = desktop.matches ? whenIdle(load) : undefined;
    const onChange = () => {
      if (desktop.matches && !cancel) cancel = whenIdle(load);
    };
    desktop.addEventListener("change", onChange);
    return () => {
      cancel?.();
      desktop.removeEventListener("change", onChange);
    };
  }, []);

  if (Menu) return <Menu handover={handover.current} />;
  return <StaticNav handover={handover.current} load={load} />;
}

/** The server-rendered bar: same markup and classes as the Radix one, so the swap does not shift layout. */
function StaticNav({ handover, load }: { handover: Handover; load: () => void }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // Still attached while this runs on unmount: note which element had focus.
  useLayoutEffect(() => {
    const nav = navRef.current;
    return () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && nav?.contains(focused))
        handover.focusKey = focused.dataset.navKey;
    };
  }, [handover]);

  function ask(value: string | undefined, enterMenu = false) {
    handover.initialValue = value;
    handover.enterMenu = enterMenu;
    load();
  }

  return (
    <nav ref={navRef} aria-label="Main" className="hidden md:block" onFocus={load}>
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {mainNav.map((item) => (
            <li key={item.href}>
              {item.subItems ? (
                <button
                  type="button"
                  aria-expanded="false"
                  data-state="closed"
                  data-nav-key={item.href}
                  onPointerEnter={(e: PointerEvent) => e.pointerType === "mouse" && ask(menuValue(item))}
                  onPointerLeave={() =>
                    handover.initialValue === menuValue(item) && !handover.enterMenu && ask(undefined)
                  }
                  onClick={() => ask(menuValue(item))}
                  onKeyDown={(e) => {
                    if (e.key !== "ArrowDown") return;
                    e.preventDefault();
                    ask(menuValue(item), true);
                  }}
                  className={navItemClass(inSection(pathname, item.href))}
                >
                  {item.label}
                  <Icon name="ChevronDown" className={navChevronClass} />
                </button>
              ) : (
                <AppLink
                  href={item.href}
                  data-nav-key={item.href}
                  aria-current={pathname === pathOf(item.href) ? "page" : undefined}
                  className={navItemClass()}
                >
                  {item.label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

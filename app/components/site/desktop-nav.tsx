import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from "react";
import { useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { AppLink } from "~/components/ui/app-link";
import { mainNav } from "~/content/navigation";
import { cn } from "~/lib/utils";
import type { DesktopNavMenuProps } from "./desktop-nav-menu";
import { DESKTOP_QUERY, inSection, menuValue, navChevronClass, navItemClass, navSectionActiveClass, pathOf } from "./nav-styles";

const loadMenu = () => import("./desktop-nav-menu").then((m) => m.DesktopNavMenu);

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * The menu bar at 768 px and wider. The server renders it as plain buttons and links; in a
 * desktop-width browser the interactive Radix menus load when the page is idle (or at the
 * first hover, click or key on the bar) and take over, keeping focus and any menu already
 * asked for. Phones never download them.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [Menu, setMenu] = useState<ComponentType<DesktopNavMenuProps> | null>(null);
  const [handover, setHandover] = useState<DesktopNavMenuProps>({});
  const asked = useRef<DesktopNavMenuProps>({});
  const navRef = useRef<HTMLElement>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadMenu().then(
      (component) => {
        const focused = document.activeElement as HTMLElement | null;
        const focusKey = navRef.current?.contains(focused) ? focused?.dataset.navKey : undefined;
        setHandover({ ...asked.current, focusKey });
        setMenu(() => component);
      },
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

  if (Menu) return <Menu {...handover} />;

  function ask(value: string | undefined, enterMenu = false) {
    asked.current = { initialValue: value, enterMenu };
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
                  onPointerLeave={() => asked.current.initialValue === menuValue(item) && !asked.current.enterMenu && ask(undefined)}
                  onClick={() => ask(menuValue(item))}
                  onKeyDown={(e: KeyboardEvent) => {
                    if (e.key !== "ArrowDown") return;
                    e.preventDefault();
                    ask(menuValue(item), true);
                  }}
                  className={cn(navItemClass, inSection(pathname, item.href) && navSectionActiveClass)}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" className={navChevronClass} />
                </button>
              ) : (
                <AppLink
                  href={item.href}
                  data-nav-key={item.href}
                  aria-current={pathname === pathOf(item.href) ? "page" : undefined}
                  className={navItemClass}
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

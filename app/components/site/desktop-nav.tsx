import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { mainNav } from "#app/content/navigation.ts";
import { DesktopNavMenu } from "./desktop-nav-menu";
import { inSection, navChevronClass, navItemClass, panelId, pathOf } from "./nav-styles";
import { useDesktopMenus } from "./use-desktop-menus";

/**
 * The menu bar at 768 px and wider. Each menu's panel is in the server's HTML as a native
 * popover opened by its trigger (popovertarget), so the first click, Enter or Space opens it
 * with its links before any script runs; app/app.css places it under the bar (#main-nav).
 * Once live, useDesktopMenus adds aria-expanded, hover and arrow keys, keeping what is open.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const { navRef, open, onClick } = useDesktopMenus();
  return (
    <nav ref={navRef} id="main-nav" aria-label="Main" className="hidden md:block" onClick={onClick}>
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) => {
          const id = panelId(item);
          return (
            <li key={item.href}>
              {item.subItems ? (
                <>
                  <button
                    type="button"
                    popoverTarget={id}
                    aria-controls={id}
                    aria-expanded={open === undefined ? undefined : open === id}
                    style={{ anchorName: `--${id}` }}
                    className={navItemClass(inSection(pathname, item.href))}
                  >
                    {item.label}
                    <Icon name="ChevronDown" className={navChevronClass} />
                  </button>
                  <div
                    id={id}
                    popover="auto"
                    data-mega={item.mega ? "" : undefined}
                    style={item.mega ? undefined : { positionAnchor: `--${id}` }}
                  >
                    <DesktopNavMenu item={item} pathname={pathname} />
                  </div>
                </>
              ) : (
                <AppLink
                  href={item.href}
                  aria-current={pathname === pathOf(item.href) ? "page" : undefined}
                  className={navItemClass()}
                >
                  {item.label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Classes of the menu bar's items (an open menu's trigger is styled in app/app.css, #main-nav). */
const navItemBase =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-[13px] font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 lg:px-2.5 lg:text-sm xl:px-3";

/** A top-level menu item; `active` underlines the section the current page belongs to. */
export function navItemClass(active = false) {
  return `${navItemBase} ${active ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-700"}`;
}
export const navChevronClass = "h-3.5 w-3.5 transition-transform";
export const DESKTOP_QUERY = "(min-width: 768px)";

export function pathOf(href: string) {
  return href.split("#")[0];
}

/** True when the current page is inside a menu's section (e.g. /it-training/programs for IT Training). */
export function inSection(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The id of a menu's panel ("menu-ai-solutions"); its trigger's anchor name is built from it. */
export function panelId(item: { href: string }): string {
  return `menu-${item.href.slice(1)}`;
}

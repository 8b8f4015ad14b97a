import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isBlobDocument, routeFromUrl } from "./navigation";

export const SCROLL_OFFSET_PX = 80;
export const SCROLL_DELAY_MS = 100;

/** Scroll so the element with this id sits 80 px below the top (under the sticky header). */
export function scrollToAnchor(id: string) {
  const el = document.getElementById(decodeURIComponent(id));
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
}

/**
 * The specification's scroll rule: on a route change, a hash smooth-scrolls to its anchor after
 * 100 ms, any other change scrolls to the top.
 */
export function useRouteScroll() {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  useEffect(() => {
    // On the first render the document was just loaded, and the browser jumped to its hash
    // then (scroll-margin-top in app/app.css gives the offset). The page hydrates later, at the
    // visitor's first touch or once idle: leave them where they are by then.
    if (firstRender.current) return;
    if (location.hash.length > 1) {
      const timer = window.setTimeout(() => scrollToAnchor(location.hash.slice(1)), SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash, location.key]);
  useEffect(() => {
    firstRender.current = false;
  }, []);
}

/** In a blob: document the route is carried in the URL hash: follow it. */
export function useBlobHashRouting() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isBlobDocument(window.location.protocol)) return;
    const sync = () => void navigate(routeFromUrl(window.location), { replace: true });
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, [navigate]);
}

import { lazy, memo, Suspense, useRef, type ComponentType } from "react";
import type { SearchPanelProps } from "./search-panel";
import { SEARCH_DIALOG_ID } from "./search-dialog-id";

/** Tries again when the search is next opened, should the code not load (offline). */
function loadPanel(): Promise<{ default: ComponentType<SearchPanelProps> }> {
  return import("./search-panel").then(
    (module) => ({ default: module.SearchPanel }),
    () =>
      new Promise((resolve) =>
        document
          .getElementById(SEARCH_DIALOG_ID)
          ?.addEventListener("toggle", () => resolve(loadPanel()), { once: true }),
      ),
  );
}

/**
 * The panel's code is not in the page's first JavaScript: the browser keeps the server's HTML of
 * it (an input, a close button, the pending state) until the code, asked for as the page
 * hydrates, has run. The server renders it in full. Not a static import, even for the server:
 * the browser's bundle would then take the panel into the page's first chunk (vite.config.ts).
 */
const Panel = import.meta.env.SSR ? (await import("./search-panel")).SearchPanel : lazy(loadPanel);

/**
 * The site search, once per page: a native popover in the server's HTML, so a search button's
 * first tap opens it and focuses its input (autofocus) before any script runs. Styled in
 * app/app.css (#site-search). The panel takes over the same elements once live, keeping what was
 * typed (search-panel.tsx).
 */
export const SearchDialog = memo(function SearchDialog() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      id={SEARCH_DIALOG_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${SEARCH_DIALOG_ID}-title`}
    >
      <Suspense fallback={null}>
        <Panel dialog={ref} />
      </Suspense>
    </div>
  );
});

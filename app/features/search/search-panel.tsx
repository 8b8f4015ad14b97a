import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SearchEntry } from "#app/content/schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { replayEarlyEdits } from "#app/lib/early-events.ts";
import { blobHashFor, isBlobDocument, isSameLocation, parsePath } from "#app/lib/navigation.ts";
import { scrollToAnchor } from "#app/lib/use-route-scroll.ts";
import { highlightParts, searchEntries } from "./search";
import { SEARCH_DIALOG_ID } from "./search-dialog-id";
import { routeForSearchId } from "./search-routes";
import { useSearchIndex } from "./use-search-index";

/** The search closes first; the page changes this long after a result is chosen. */
export const SEARCH_NAVIGATION_DELAY_MS = 150;

export type SearchPanelProps = {
  /** The popover it sits in (search-dialog.tsx). */
  dialog: RefObject<HTMLDivElement | null>;
};

/**
 * What the search dialog holds: the input, the results and their state. Its server HTML is the
 * dialog's content before the page is live; once this code has run it takes over the same
 * elements: what was typed stays and gives its results, the search asks for its index each time
 * it opens, clears its query as it closes, and gives focus back to the search button shown at
 * the current width. Tab stays inside it, before and after (app/lib/early-events-inline.ts).
 */
export function SearchPanel({ dialog }: SearchPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const listId = useId();
  const index = useSearchIndex(open);
  const goTo = useGoTo();
  const trimmed = query.trim();
  const results = index.status === "ready" ? searchEntries(index.entries, query) : [];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 && active < results.length ? optionId(active) : undefined;

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    // Opened before the page was live: its text typed then becomes the query.
    setOpen(box.matches(":popover-open"));
    replayEarlyEdits(box);
    // For tests, as <html data-hydrated>: the search's code runs a little after the page's.
    box.dataset.live = "";
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === "open";
      setOpen(opened);
      if (opened) {
        inputRef.current?.focus();
      } else {
        setQuery("");
        setActive(-1);
        returnFocus();
      }
    };
    box.addEventListener("toggle", onToggle);
    return () => box.removeEventListener("toggle", onToggle);
  }, [dialog]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function choose(entry: SearchEntry) {
    dialog.current?.hidePopover();
    const route = routeForSearchId(entry.id);
    window.setTimeout(() => goTo(route), SEARCH_NAVIGATION_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === "Enter" && count > 0) {
      event.preventDefault();
      choose(results[active >= 0 && active < count ? active : 0]);
    }
  }

  return (
    <>
      <h2 id={`${SEARCH_DIALOG_ID}-title`} className="sr-only">
        Search the site
      </h2>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          // Focused by the browser as the popover opens, before the page is live too.
          autoFocus
          type="text"
          role="combobox"
          aria-label="Search the site"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder="Search courses, services, FAQs..."
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-slate-500 focus:outline-none"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close search"
          popoverTarget={SEARCH_DIALOG_ID}
          popoverTargetAction="hide"
          className="shrink-0"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>

      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={results.length > 0 ? "max-h-[60vh] overflow-y-auto overscroll-contain p-2" : "hidden"}
      >
        {results.map((entry, index) => (
          <li
            key={entry.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(entry)}
            onPointerMove={() => setActive(index)}
            className="cursor-pointer rounded-lg px-3 py-3 aria-selected:bg-brand-50"
          >
            <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
              {entry.category}
            </span>
            <span className="mt-0.5 block font-semibold text-ink">
              <Highlighted text={entry.title} query={trimmed} />
            </span>
            <span className="mt-1 block text-sm text-slate-600">
              <Highlighted text={entry.content} query={trimmed} />
            </span>
          </li>
        ))}
      </ul>

      <div role="status" aria-live="polite">
        {index.status === "loading" ? (
          <p className="px-4 py-8 text-center text-slate-600">Loading the search…</p>
        ) : index.status === "failed" ? (
          <p className="px-4 pt-8 text-center text-slate-700">
            The search could not load. Check your connection and try again.
          </p>
        ) : trimmed && results.length === 0 ? (
          <p className="px-4 py-8 text-center text-slate-600">No results found for &quot;{trimmed}&quot;</p>
        ) : (
          <span className="sr-only">
            {trimmed ? `${results.length} ${results.length === 1 ? "result" : "results"}` : ""}
          </span>
        )}
      </div>
      {index.status === "failed" && (
        <div className="flex justify-center px-4 pb-8 pt-4">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              index.retry();
              inputRef.current?.focus();
            }}
          >
            Try again
          </Button>
        </div>
      )}
    </>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-accent-400 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

const isVisible = (el: HTMLElement) => el.getClientRects().length > 0;

/** The search button shown at the current width (the desktop or the mobile one). */
function searchButtonShown(): HTMLElement | undefined {
  const variant = window.matchMedia("(min-width: 768px)").matches ? "desktop" : "mobile";
  const buttons = [...document.querySelectorAll<HTMLElement>("[data-search-button]")];
  return buttons.find((b) => b.dataset.searchButton === variant && isVisible(b)) ?? buttons.find(isVisible);
}

/**
 * Closing gives focus back to the search button, as the browser does to the one that opened it,
 * but to the one shown now (the window may have been resized), and after a tap on the backdrop too.
 */
function returnFocus() {
  searchButtonShown()?.focus();
}

/** Client-side navigation following the site's routing rules (see AppLink). */
function useGoTo() {
  const navigate = useNavigate();
  const location = useLocation();
  return (route: string) => {
    const to = parsePath(route, location);
    if (isSameLocation(to, location)) {
      // Already there: bring the anchor back into view instead of doing nothing visible.
      if (to.hash.length > 1) scrollToAnchor(to.hash.slice(1));
      return;
    }
    if (isBlobDocument(window.location.protocol)) {
      window.location.hash = blobHashFor(to);
      return;
    }
    void navigate(to);
  };
}

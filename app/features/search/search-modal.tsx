import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { useLocation, useNavigate } from "react-router";
import type { SearchEntry } from "#app/content/schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { blobHashFor, isBlobDocument, isSameLocation, parsePath } from "#app/lib/navigation.ts";
import { scrollToAnchor } from "#app/lib/use-route-scroll.ts";
import { highlightParts, searchEntries } from "./search";
import { routeForSearchId } from "./search-routes";
import { useSearchIndex } from "./use-search-index";

/** The modal closes first; the page changes this long after a result is chosen. */
export const SEARCH_NAVIGATION_DELAY_MS = 150;

export type SearchModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that gets focus back when the modal closes. */
  returnFocusTo: () => HTMLElement | null;
};

/** The site search dialog. Loaded on demand by the header's search button. */
export function SearchModal({ open, onOpenChange, returnFocusTo }: SearchModalProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const goTo = useGoTo();

  function choose(entry: SearchEntry) {
    onOpenChange(false);
    const route = routeForSearchId(entry.id);
    // Not cleared on unmount: the navigation must happen even though the dialog is gone.
    window.setTimeout(() => goTo(route), SEARCH_NAVIGATION_DELAY_MS);
  }

  useScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: its scroll lock injects a <style> element, which our CSP
            (style-src 'self') blocks. A click here is outside the dialog, so it closes it. */}
        <div aria-hidden="true" className="pointer-events-auto fixed inset-0 z-[70] bg-brand-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed left-1/2 top-4 z-[80] flex w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl outline-none md:top-[10vh]"
        >
          <Dialog.Title className="sr-only">Search the site</Dialog.Title>
          {/* Mounted only while open, so every opening starts with an empty query. */}
          <SearchPanel inputRef={inputRef} onChoose={choose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchPanel({
  inputRef,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (entry: SearchEntry) => void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const listId = useId();
  const index = useSearchIndex();
  const trimmed = query.trim();
  const results = index.status === "ready" ? searchEntries(index.entries, query) : [];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 && active < results.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

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
      onChoose(results[active >= 0 && active < count ? active : 0]);
    }
  }

  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
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
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close search" className="shrink-0">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </Dialog.Close>
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
            onClick={() => onChoose(entry)}
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

/** Keeps the page behind the open dialog from scrolling, without shifting its layout. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    };
  }, [locked]);
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

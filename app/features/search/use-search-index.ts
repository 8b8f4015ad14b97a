import { useEffect, useState } from "react";
import type { SearchEntry } from "#app/content/schema.ts";

/** Served by server/http/api-search-index.ts from the content the company publishes. */
export const SEARCH_INDEX_URL = "/api/search-index";

export type SearchIndexState =
  | { status: "loading" }
  | { status: "ready"; entries: SearchEntry[] }
  | { status: "failed"; retry: () => void };

/** The last index this page received: the search keeps working with it offline. */
let received: SearchEntry[] | undefined;

const isEntry = (e: unknown): e is SearchEntry =>
  typeof e === "object" &&
  e !== null &&
  ["id", "title", "content", "keywords", "category"].every(
    (key) => typeof (e as Record<string, unknown>)[key] === "string",
  );

async function fetchIndex(signal: AbortSignal): Promise<SearchEntry[]> {
  const res = await fetch(SEARCH_INDEX_URL, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`Search index: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body) || !body.every(isEntry)) throw new Error("Search index: not a list of entries");
  return body;
}

/**
 * The search entries, asked for each time the search opens so a publish shows at the next
 * opening (the server answers 304 while nothing changed), and not before: a page whose search
 * is never opened never asks. Until the first answer the search is loading; if that fails it
 * offers a retry. Once one index has arrived, a failed refresh keeps it quietly.
 */
export function useSearchIndex(open: boolean): SearchIndexState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchIndexState>(() =>
    received ? { status: "ready", entries: received } : { status: "loading" },
  );

  useEffect(() => {
    if (!open) return;
    // A search that could not load says it is loading again as it reopens.
    if (!received) setState((now) => (now.status === "failed" ? { status: "loading" } : now));
    const controller = new AbortController();
    fetchIndex(controller.signal).then(
      (entries) => {
        received = entries;
        setState({ status: "ready", entries });
      },
      () => {
        if (controller.signal.aborted || received) return;
        setState({
          status: "failed",
          retry: () => {
            setState({ status: "loading" });
            setAttempt((n) => n + 1);
          },
        });
      },
    );
    return () => controller.abort();
  }, [open, attempt]);

  return state;
}

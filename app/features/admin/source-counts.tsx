import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { wrapAnywhere } from "./form-styles";
import type { InboxListData } from "./list.server";

/** Records per traffic source (spam left out); each links to that source's list. */
export function SourceCounts({
  sources,
  anySource,
}: {
  sources: InboxListData["sources"];
  anySource?: string;
}) {
  return (
    <section aria-labelledby="sources-heading" className="text-sm">
      <h2 id="sources-heading" className="font-semibold text-ink">
        Traffic sources
      </h2>
      {sources.length === 0 ? (
        <p className="mt-1 text-slate-600">None yet.</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-x-4">
          {sources.map((s) => (
            <li key={s.source}>
              <Link
                to={s.href}
                aria-current={s.current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 min-w-11 items-center text-brand-700 underline underline-offset-2",
                  s.current && "font-bold",
                  wrapAnywhere,
                )}
              >
                {s.source}
              </Link>{" "}
              <span className="text-slate-600">({s.count})</span>
            </li>
          ))}
          {anySource && (
            <li>
              <Link
                to={anySource}
                className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
              >
                Any source
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

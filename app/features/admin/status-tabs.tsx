import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { InboxListData } from "./list.server";

/** All, New ... Lost, Spam, each with its count under the other filters. */
export function StatusTabs({ tabs }: { tabs: InboxListData["tabs"] }) {
  return (
    <nav aria-label="Status">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold",
                tab.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
              )}
            >
              {tab.label}{" "}
              <span
                className={cn("rounded-full px-1.5 text-xs", tab.current ? "bg-white/20" : "bg-slate-100")}
              >
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

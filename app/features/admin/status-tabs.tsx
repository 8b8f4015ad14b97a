import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { InboxListData } from "./list.server";

/**
 * Today, Mine, All, then New ... Lost and Spam, each with its count under the other filters.
 * One row that scrolls sideways, so switching lists never moves the list below it.
 */
export function StatusTabs({ tabs }: { tabs: InboxListData["tabs"] }) {
  return (
    <nav aria-label="Lists" className="-mx-1 min-w-0 flex-1 overflow-x-auto px-1 py-0.5">
      <ul className="flex w-max gap-1.5">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap",
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

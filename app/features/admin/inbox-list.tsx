import { Link, useNavigation } from "react-router";
import { FilterForm } from "./filter-form";
import { LeadCard } from "./lead-card";
import type { InboxListData } from "./list.server";
import { Notice } from "./messages";
import { UndoNotice } from "./quick-status";
import { StatusTabs } from "./status-tabs";

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

const emptyText = {
  today: "Nothing for today: no new records, no follow-ups due and none of yours open.",
  mine: "Nothing is assigned to you.",
  all: "No submissions match.",
};

export function InboxList({ data }: { data: InboxListData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  return (
    <div className="space-y-3 md:space-y-4">
      {/* On a phone the lists say where one is: the heading is for screen readers there. */}
      <h1 className="text-2xl font-bold text-ink max-md:sr-only">Enquiries and leads</h1>
      {data.notice && <Notice>{data.notice}</Notice>}
      <div className="relative flex items-center gap-2">
        <StatusTabs tabs={data.tabs} />
        <FilterForm
          filter={data.filter}
          interestOptions={data.interestOptions}
          pending={loading}
          sources={data.sources}
          anySource={data.links.anySource}
        />
      </div>

      <section aria-labelledby="results-heading" aria-busy={loading} className="space-y-3">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className={data.total === 0 && !loading ? undefined : "max-md:sr-only"}>
          {loading
            ? "Loading…"
            : data.total === 0
              ? emptyText[data.filter.status ? "all" : data.view]
              : `Showing ${data.first}–${data.last} of ${data.total}, ${data.order}.`}
        </p>
        {data.cards.length > 0 && (
          <ul aria-label="Records" className="grid gap-2 lg:grid-cols-2">
            {data.cards.map((c) => (
              <LeadCard key={c.id} card={c} />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          {data.pages > 1 && (
            <nav aria-label="Pages" className="flex flex-wrap items-center gap-4">
              {data.links.previous && (
                <Link to={data.links.previous} rel="prev" className={linkClass}>
                  Previous page
                </Link>
              )}
              <span>
                Page {data.page} of {data.pages}
              </span>
              {data.links.next && (
                <Link to={data.links.next} rel="next" className={linkClass}>
                  Next page
                </Link>
              )}
            </nav>
          )}
          {/* A file download, not a page: a plain link. */}
          <a href={data.links.csv} className={linkClass}>
            Download CSV
          </a>
        </div>
      </section>
      <UndoNotice />
    </div>
  );
}

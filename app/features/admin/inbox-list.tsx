import { Link, useNavigation } from "react-router";
import { FilterForm } from "./filter-form";
import type { InboxListData } from "./list.server";
import { Notice } from "./messages";
import { SourceCounts } from "./source-counts";
import { StatusTabs } from "./status-tabs";
import { SubmissionTable } from "./submission-table";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function InboxList({ data }: { data: InboxListData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink">Enquiries and leads</h1>
      {data.notice && <Notice>{data.notice}</Notice>}
      <StatusTabs tabs={data.tabs} />
      <FilterForm filter={data.filter} interestOptions={data.interestOptions} pending={loading} />
      <SourceCounts sources={data.sources} anySource={data.links.anySource} />

      <section aria-labelledby="results-heading" aria-busy={loading} className="space-y-3">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status">
            {loading
              ? "Loading…"
              : data.total === 0
                ? "No submissions match."
                : `Showing ${data.first}–${data.last} of ${data.total}, newest first.`}
          </p>
          {/* A file download, not a page: a plain link. */}
          <a href={data.links.csv} className={linkClass}>
            Download CSV
          </a>
        </div>
        {data.rows.length > 0 && <SubmissionTable rows={data.rows} />}
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
      </section>
    </div>
  );
}

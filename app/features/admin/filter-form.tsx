import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { InboxFilter } from "#server/admin/filters.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { kindLabels, pipeline, statusLabels } from "./labels";
import type { InboxListData } from "./list.server";
import { SourceCounts } from "./source-counts";

/**
 * A GET form: the filters land in the URL, so a filtered list can be bookmarked or shared. It
 * opens only when asked, over the list (which does not move), with the traffic sources.
 */
export function FilterForm({
  filter,
  interestOptions,
  pending,
  sources,
  anySource,
}: {
  filter: InboxFilter;
  interestOptions: readonly string[];
  pending: boolean;
  sources: InboxListData["sources"];
  anySource?: string;
}) {
  const field = (name: string, label: string, input: ReactNode) => (
    <Field id={`filter-${name}`} label={label}>
      {input}
    </Field>
  );
  const active = (["type", "interest", "source", "campaign", "from", "to", "q"] as const).filter(
    (k) => filter[k],
  ).length;
  return (
    // Remounted when the URL's filters change (a tab or source link), so the fields follow them and it closes.
    <details key={JSON.stringify(filter)} className="shrink-0">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand-600 [&::-webkit-details-marker]:hidden">
        Filters{active > 0 && <span className="font-normal text-slate-600">&nbsp;({active})</span>}
      </summary>
      <div className="absolute inset-x-0 top-full z-20 mt-2 max-h-[75vh] space-y-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
        <SourceCounts sources={sources} anySource={anySource} />
        <Form
          method="get"
          action="/admin"
          aria-label="Filters"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {filter.view && <input type="hidden" name="view" value={filter.view} />}
          {field(
            "status",
            "Status",
            <select
              id="filter-status"
              name="status"
              defaultValue={filter.status ?? ""}
              className={inputClass}
            >
              <option value="">All but spam</option>
              {[...pipeline, "spam" as const].map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>,
          )}
          {field(
            "type",
            "Type",
            <select id="filter-type" name="type" defaultValue={filter.type ?? ""} className={inputClass}>
              <option value="">All</option>
              <option value="enquiry">{kindLabels.enquiry}</option>
              <option value="lead">{kindLabels.lead}</option>
              <option value="booking">{kindLabels.booking}</option>
            </select>,
          )}
          {field(
            "interest",
            "Interest",
            <select
              id="filter-interest"
              name="interest"
              defaultValue={filter.interest ?? ""}
              className={inputClass}
            >
              <option value="">All</option>
              {interestOptions.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>,
          )}
          {field(
            "source",
            "Source",
            <input id="filter-source" name="source" defaultValue={filter.source} className={inputClass} />,
          )}
          {field(
            "campaign",
            "Campaign",
            <input
              id="filter-campaign"
              name="campaign"
              defaultValue={filter.campaign}
              className={inputClass}
            />,
          )}
          {field(
            "from",
            "From (IST)",
            <input
              id="filter-from"
              name="from"
              type="date"
              defaultValue={filter.from}
              className={inputClass}
            />,
          )}
          {field(
            "to",
            "To (IST)",
            <input id="filter-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />,
          )}
          {field(
            "q",
            "Search",
            <input id="filter-q" name="q" type="search" defaultValue={filter.q} className={inputClass} />,
          )}
          {field(
            "sort",
            "Sort by",
            <select
              id="filter-sort"
              name="sort"
              defaultValue={filter.sort ?? "received"}
              className={inputClass}
            >
              <option value="received">Received, newest first</option>
              <option value="activity">Last activity</option>
              <option value="follow-up">Follow-up, soonest first</option>
            </select>,
          )}
          <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={pending}>
              Apply filters
            </Button>
            <Link
              to={filter.view ? `/admin?view=${filter.view}` : "/admin"}
              className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-700 underline underline-offset-2"
            >
              Clear
            </Link>
          </div>
        </Form>
      </div>
    </details>
  );
}

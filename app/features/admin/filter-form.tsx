import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { InboxFilter } from "#server/admin/filters.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { panelClass } from "./form-styles";
import { kindLabels, pipeline, statusLabels } from "./labels";

/** A GET form: the filters land in the URL, so a filtered list can be bookmarked or shared. */
export function FilterForm({
  filter,
  interestOptions,
  pending,
}: {
  filter: InboxFilter;
  interestOptions: readonly string[];
  pending: boolean;
}) {
  const field = (name: string, label: string, input: ReactNode) => (
    <Field id={`filter-${name}`} label={label}>
      {input}
    </Field>
  );
  const active = (["status", "type", "interest", "source", "campaign", "from", "to", "q"] as const).filter(
    (k) => filter[k],
  ).length;
  return (
    // Folded while no filter is set, so on a phone the list is not pushed a screen down. Remounted
    // when the URL's filters change (a tab or source link), so the fields and the fold follow them.
    <details key={JSON.stringify(filter)} open={active > 0} className={panelClass}>
      <summary className="cursor-pointer rounded font-semibold text-ink">
        Filters{active > 0 && <span className="font-normal text-slate-600"> ({active} set)</span>}
      </summary>
      <Form
        method="get"
        action="/admin"
        aria-label="Filters"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {field(
          "status",
          "Status",
          <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
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
        <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-4">
          <Button type="submit" disabled={pending}>
            Apply filters
          </Button>
          <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
            Clear
          </Link>
        </div>
      </Form>
    </details>
  );
}

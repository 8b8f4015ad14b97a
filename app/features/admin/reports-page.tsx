import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { panelClass } from "./form-styles";
import type { ReportSection, ReportTable, ReportsPageData } from "./reports.server";

/**
 * /admin/reports: the period (a GET form, so it works before or without scripts), then each
 * view as a chart drawn on the server with its table under it. The tables are what a screen
 * reader reads; the charts are one image each, labelled.
 */
export function ReportsPage({ data }: { data: ReportsPageData }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink">Reports</h1>
        <a
          href={data.csv}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Download CSV
        </a>
      </div>
      <RangeForm data={data} />
      <p className="text-slate-700">
        Records received from <strong>{data.rangeLabel}</strong> (IST).
      </p>
      {data.sections.map((section) => (
        <ReportView key={section.id} section={section} />
      ))}
    </div>
  );
}

function RangeForm({ data }: { data: ReportsPageData }) {
  const { errors, typed } = data;
  return (
    <Form method="get" aria-label="Period" className={`${panelClass} grid items-end gap-3 sm:grid-cols-4`}>
      <Field id="report-range" label="Period">
        <select id="report-range" name="range" defaultValue={data.range.preset} className={inputClass}>
          {data.presets.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="report-from" label="From (custom)" error={errors.from}>
        <input
          {...fieldControl("report-from", errors.from)}
          name="from"
          type="date"
          defaultValue={typed.from}
          className={inputClass}
        />
      </Field>
      <Field id="report-to" label="To (custom)" error={errors.to}>
        <input
          {...fieldControl("report-to", errors.to)}
          name="to"
          type="date"
          defaultValue={typed.to}
          className={inputClass}
        />
      </Field>
      <Button type="submit" size="md">
        Show
      </Button>
    </Form>
  );
}

function ReportView({ section }: { section: ReportSection }) {
  return (
    <section aria-labelledby={`${section.id}-heading`} className={panelClass}>
      <h2 id={`${section.id}-heading`} className="text-lg font-bold text-ink">
        {section.title}
      </h2>
      {section.note && <p className="mt-1 text-sm text-slate-600">{section.note}</p>}
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {section.charts.map((chart, i) =>
          chart.svg ? (
            <figure key={i} className="min-w-0">
              <ul className="mb-1 flex flex-wrap gap-x-4 text-sm text-slate-700" aria-hidden="true">
                {chart.key.map((k) => (
                  <li key={k.label} className="inline-flex items-center gap-1.5">
                    <span className="inline-block size-3 rounded-sm" style={{ background: k.color }} />
                    {k.label}
                  </li>
                ))}
              </ul>
              {/* SVG drawn on the server (report-charts.server.ts) from the same numbers as the table. */}
              <div
                className="text-slate-700 [&_svg]:h-auto [&_svg]:w-full [&_svg]:max-w-xl"
                dangerouslySetInnerHTML={{ __html: chart.svg }}
              />
            </figure>
          ) : (
            <p key={i} className="text-slate-600">
              Nothing to chart in this period.
            </p>
          ),
        )}
      </div>
      {section.tables.map((table) => (
        <ReportTableView key={table.caption} table={table} />
      ))}
    </section>
  );
}

function ReportTableView({ table }: { table: ReportTable }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className="mt-4 overflow-x-auto" role="region" aria-label={table.caption} tabIndex={0}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="mb-1 text-left font-semibold text-ink">{table.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            {table.head.map((h, i) => (
              <th key={i} scope="col" className="py-1 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* By position: two staff may share a name. */}
          {table.rows.map((row, r) => (
            <tr key={r} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="py-1 pr-4 tabular-nums">
                  {cell.href ? (
                    <Link
                      to={cell.href}
                      className="inline-flex min-h-6 text-brand-700 underline underline-offset-2"
                    >
                      {cell.text}
                    </Link>
                  ) : (
                    cell.text
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

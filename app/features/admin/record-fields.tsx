import type { Field } from "./detail-fields.server";
import { wrapAnywhere } from "./form-styles";

/** Label/value pairs; a missing value shows as a dash so every field is accounted for. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2 sm:grid-cols-[minmax(9rem,max-content)_1fr] sm:gap-x-6">
      {fields.map(([label, value, href]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className={`min-w-0 whitespace-pre-wrap text-ink ${wrapAnywhere}`}>
            {value && href ? (
              <a
                href={href}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
              >
                {value}
              </a>
            ) : (
              value || "—"
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

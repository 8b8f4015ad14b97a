/** The inbox's controls, in the contact form's look (bordered, brand focus ring). */
export const labelClass = "block text-sm font-semibold text-ink";
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600";
export const panelClass = "rounded-xl border border-slate-200 bg-white p-4 sm:p-5";
/** Long unbroken values (emails, URLs, ids) wrap instead of widening the page on a phone. */
export const wrapAnywhere = "[overflow-wrap:anywhere]";

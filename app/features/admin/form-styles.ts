/** The inbox's panels; its fields are ~/components/ui/field's, the same as the contact form's. */
export const panelClass = "rounded-xl border border-slate-200 bg-white p-4 sm:p-5";
/** Long unbroken values (emails, URLs, ids) wrap instead of widening the page on a phone. */
export const wrapAnywhere = "[overflow-wrap:anywhere]";

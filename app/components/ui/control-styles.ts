/**
 * The look of every text input, select, textarea and label, on the site and in the admin:
 * bordered, brand focus ring, red when invalid. Kept apart from field.tsx and bundled with the
 * site's shared code (vite.config.ts), so the contact form takes it without an extra file.
 */
export const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-600";

export const labelClass = "block text-sm font-semibold text-ink";

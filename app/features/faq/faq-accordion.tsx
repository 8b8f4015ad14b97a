import type { FaqItem } from "#app/content/schema.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * FAQ accordion, in plain HTML: one `<details>` per question, all with one `name`, so the
 * browser keeps one item open at a time, and it works from the first paint, with or without
 * script. The first item is open initially; panels are at most 1000 px high (longer answers
 * scroll inside). Closed answers stay in the HTML, for search engines too. Structured data:
 * faq-json-ld.ts.
 */
export function FaqAccordion({ items, name }: { items: FaqItem[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={item.id} id={item.id} name={name} open={index === 0} className="group scroll-mt-20">
          <summary
            id={`${item.id}-question`}
            className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50 md:px-6 md:text-lg [&::-webkit-details-marker]:hidden"
          >
            {item.question}
            <Icon
              name="ChevronDown"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div
            role="region"
            aria-labelledby={`${item.id}-question`}
            className="max-h-[1000px] overflow-y-auto px-5 pb-5 text-slate-700 md:px-6"
          >
            {(typeof item.answer === "string" ? [item.answer] : item.answer).map((paragraph) => (
              <p key={paragraph} className="mt-3 first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

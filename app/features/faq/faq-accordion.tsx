import { Accordion } from "radix-ui";
import type { FaqItem } from "~/content/schema";
import { Icon } from "~/components/ui/icon";

/**
 * FAQ accordion: one item open at a time, the first open initially, panels at most
 * 1000 px high (longer answers scroll inside). Closed answers stay in the HTML (hidden),
 * so search engines and no-JS visitors get them too. Structured data: faq-json-ld.ts.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={items[0]?.id}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-20">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50 md:px-6 md:text-lg">
              {item.question}
              <Icon
                name="ChevronDown"
                className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="max-h-[1000px] overflow-y-auto px-5 pb-5 text-slate-700 data-[state=closed]:hidden md:px-6">
            {(typeof item.answer === "string" ? [item.answer] : item.answer).map((paragraph) => (
              <p key={paragraph} className="mt-3 first:mt-0">
                {paragraph}
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

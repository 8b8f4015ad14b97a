import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Course } from "#app/content/schema.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { InlineScript } from "#app/lib/nonce.tsx";
import { earlyCompareLimitScript } from "./early-compare-limit";
import { COMPARE_LIMIT_HINT, MAX_COMPARE, MIN_COMPARE } from "./compare-state";
import { COMPARE_HINT_ID, compareCheckboxId } from "./compare-checkbox";

// The dialog (and Radix Dialog with it) loads on first use, not with the page.
const loadDialog = () => import("./compare-dialog");
const CompareDialog = lazy(loadDialog);

const MIN_HINT_ID = "compare-min-hint";
const BUTTON_SIZE = "h-9 px-3 text-sm md:h-11 md:px-5 md:text-base";

/**
 * Bar fixed to the bottom of the viewport while at least one course is selected. It
 * reserves its own height as page padding (and exposes it as --bottom-bar-height for
 * other fixed elements) so it never hides the end of the page. Before the page is live, CSS
 * shows it with the count of the boxes ticked (app/app.css), and Compare, tapped then, shows a
 * spinner until the comparison opens.
 */
export function CompareBar({
  courses,
  onRemove,
  onClear,
}: {
  courses: Course[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const count = courses.length;
  const visible = count > 0;
  const full = count >= MAX_COMPARE;
  const ready = count >= MIN_COMPARE;
  const barRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const compareRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const hydrated = useHydrated();

  useBottomSpace(barRef, visible);

  function remove(id: string) {
    onRemove(id);
    // Keep keyboard focus somewhere sensible once the chip disappears.
    if (count > 1) clearRef.current?.focus();
    else document.getElementById(compareCheckboxId(id))?.focus();
  }

  function clear() {
    const first = courses[0];
    onClear();
    if (first) document.getElementById(compareCheckboxId(first.id))?.focus();
  }

  return (
    <div
      ref={barRef}
      data-compare-bar=""
      role="region"
      aria-label="Course comparison"
      className={cn(
        "fixed inset-x-0 bottom-0 z-[60] border-t border-slate-200 bg-white shadow-[0_-6px_20px_rgba(15,23,42,0.12)]",
        "duration-300 ease-out motion-reduce:transition-none",
        // Shown at once as it slides in (a visibility transition would hide it for its first
        // frame), and kept visible until it has slid out.
        visible
          ? "visible translate-y-0 transition-[translate]"
          : "invisible translate-y-full transition-[translate,visibility]",
      )}
    >
      {/* Phones: count and buttons share the first row; from 768 px the buttons sit on the right. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 px-4 py-3">
        <p aria-live="polite" data-compare-count="" className="text-sm font-semibold text-ink">
          <span>{count}</span> of {MAX_COMPARE} courses selected
        </p>
        <div className="col-start-2 row-start-1 flex gap-2 md:row-span-3">
          <button
            ref={clearRef}
            type="button"
            onClick={clear}
            className={cn(buttonVariants({ variant: "outline" }), BUTTON_SIZE)}
          >
            Clear All
          </button>
          <button
            ref={compareRef}
            type="button"
            // Enabled in the server's HTML: a tap before the page is live is kept.
            disabled={hydrated && !ready}
            data-tap-pending=""
            aria-describedby={count === 1 ? MIN_HINT_ID : undefined}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => {
              setDialogWanted(true);
              setOpen(true);
            }}
            className={cn(buttonVariants({ variant: "primary" }), BUTTON_SIZE)}
          >
            Compare
          </button>
        </div>
        <div aria-live="polite" className="col-span-2 md:col-span-1">
          {/* In the server's HTML: a fourth course ticked before the page is live is refused
              with it (early-compare-limit.ts, app/app.css). */}
          <p
            id={COMPARE_HINT_ID}
            data-compare-limit=""
            className={cn("mt-1 text-sm font-medium text-amber-800", !full && "hidden")}
          >
            {COMPARE_LIMIT_HINT}
          </p>
          {count === 1 && (
            <p id={MIN_HINT_ID} className="mt-1 text-sm text-slate-600">
              Select at least {MIN_COMPARE} courses to compare.
            </p>
          )}
        </div>
        <ul className="col-span-2 mt-2 flex flex-wrap gap-2 md:col-span-1" aria-label="Selected courses">
          {courses.map((course) => (
            <li
              key={course.id}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pl-3 pr-0.5 text-sm font-medium text-brand-900"
            >
              {course.name}
              <button
                type="button"
                aria-label={`Remove ${course.name} from comparison`}
                onClick={() => remove(course.id)}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <Icon name="X" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {/* Refuses a fourth course ticked before the page is live (early-compare-limit.ts). */}
      <InlineScript source={earlyCompareLimitScript} />
      {dialogWanted && (
        <Suspense fallback={<span hidden data-loading="" />}>
          <CompareDialog
            open={open && ready}
            onOpenChange={setOpen}
            courses={courses}
            returnFocusTo={compareRef}
          />
        </Suspense>
      )}
    </div>
  );
}

/** While shown, pad the page by the bar's height so the footer can scroll clear of it. */
function useBottomSpace(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const body = document.body;
    const root = document.documentElement;
    const apply = () => {
      const height = `${el.offsetHeight}px`;
      body.style.paddingBottom = height;
      root.style.setProperty("--bottom-bar-height", height);
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      root.style.removeProperty("--bottom-bar-height");
    };
  }, [ref, active]);
}

import { cn } from "#app/lib/utils.ts";

export const COMPARE_HINT_ID = "compare-limit-hint";

export function compareCheckboxId(courseId: string) {
  return `compare-${courseId}`;
}

/**
 * "Compare {course}" checkbox. When three courses are chosen the others are disabled and
 * point at the limit hint shown in the comparison bar. A tick made before the page is live
 * shows the bar at once (CSS) and is replayed once it is (app/lib/early-events.ts); a fourth
 * is refused then as it is once live, with the limit hint (early-compare-limit.ts).
 */
export function CompareCheckbox({
  courseId,
  courseName,
  checked,
  limitReached,
  onChange,
  className,
}: {
  courseId: string;
  courseName: string;
  checked: boolean;
  limitReached: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const blocked = limitReached && !checked;
  const id = compareCheckboxId(courseId);
  return (
    <div className={cn("flex items-center", className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={blocked}
        aria-describedby={blocked ? COMPARE_HINT_ID : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
        // Counted by CSS before the page is live (app/app.css: the comparison bar), and a box
        // past the limit refused (early-compare-limit.ts).
        data-compare-box=""
        className="peer h-5 w-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
      />
      <label
        htmlFor={id}
        className="cursor-pointer select-none py-2 pl-2 pr-1 text-sm font-medium text-brand-800 peer-disabled:cursor-not-allowed peer-disabled:text-slate-600"
      >
        Compare<span className="sr-only"> {courseName}</span>
      </label>
    </div>
  );
}

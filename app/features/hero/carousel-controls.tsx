import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

type Tone = "light" | "dark";

const round = {
  light: "rounded-full border border-white/60 bg-brand-950/60 text-white hover:bg-brand-950/80",
  dark: "rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
};

// `data-go` names the slide a control leads to from the first, the one the server's HTML shows:
// tapped before the page is live, the stylesheet shows that slide at once (app/app.css).

export function PrevNextButtons({
  onPrev,
  onNext,
  tone,
}: {
  onPrev: () => void;
  onNext: () => void;
  tone: Tone;
}) {
  return (
    <>
      <Button
        size="icon"
        variant={null}
        className={round[tone]}
        aria-label="Previous slide"
        data-go="last"
        onClick={onPrev}
      >
        <Icon name="ChevronLeft" className="h-5 w-5" />
      </Button>
      <Button
        size="icon"
        variant={null}
        className={round[tone]}
        aria-label="Next slide"
        data-go="slide-2"
        onClick={onNext}
      >
        <Icon name="ChevronRight" className="h-5 w-5" />
      </Button>
    </>
  );
}

export function PlayPauseButton({
  stopped,
  onToggle,
  tone,
}: {
  stopped: boolean;
  onToggle: () => void;
  tone: Tone;
}) {
  return (
    <Button
      size="icon"
      variant={null}
      className={round[tone]}
      aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
      onClick={onToggle}
    >
      <Icon name={stopped ? "Play" : "Pause"} className="h-5 w-5" />
    </Button>
  );
}

export function SlideDots({
  count,
  selected,
  onSelect,
  tone,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  tone: Tone;
}) {
  return (
    // The current dot is drawn from --dot-on, the others from --dot-off: tapped before the page
    // is live, a control marks the slide it leads to (app/app.css).
    <div
      data-dots=""
      className={cn(
        "flex items-center",
        tone === "light"
          ? "[--dot-off:color-mix(in_oklab,var(--color-white)_60%,transparent)] [--dot-on:var(--color-white)]"
          : "[--dot-off:var(--color-brand-500)] [--dot-on:var(--color-brand-800)]",
      )}
    >
      {Array.from({ length: count }, (_, i) => (
        // 24 px target (WCAG 2.5.8) around a small visible dot.
        <button
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? "true" : undefined}
          data-go={`slide-${i + 1}`}
          onClick={() => onSelect(i)}
          className="inline-flex h-6 w-6 items-center justify-center rounded-full"
        >
          <span
            className={cn(
              "block h-2.5 rounded-full transition-all",
              i === selected ? "w-6 bg-(--dot-on)" : "w-2.5 bg-(--dot-off)",
            )}
          />
        </button>
      ))}
    </div>
  );
}

import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { useAiStream, type AiStreamState } from "#app/features/ai/use-ai-stream.ts";

// The request schemas (zod) and the Markdown renderer load on first use of the form,
// keeping them out of the page's initial JS.
export const loadAiRequests = () => import("#common/ai/ai-requests.ts");
const loadMarkdown = () => import("#app/features/ai/markdown-answer.tsx");
const MarkdownAnswer = lazy(() => loadMarkdown().then((m) => ({ default: m.MarkdownAnswer })));
const preload = () => Promise.all([loadAiRequests(), loadMarkdown()]).catch(() => undefined);
type AiRequests = Awaited<ReturnType<typeof loadAiRequests>>;
type Parsed = { success: true; data: unknown } | { success: false; error: z.ZodError };

/**
 * A streaming demo's form logic: validates with the request's schema in the browser (the
 * message goes to the demo's Error alert and the field is focused), then streams the answer.
 */
export function useStreamingDemo(url: string, errorMessage: string) {
  const { state, run, fail } = useAiStream(url, errorMessage);
  const [invalid, setInvalid] = useState(false);
  const validating = useRef(false);
  // While the schema loads: the button already says it is working (as it did, by CSS, for a
  // form sent before the page was live).
  const [checking, setChecking] = useState(false);

  const submit = useCallback(
    async (validate: (requests: AiRequests) => Parsed, field?: HTMLElement | null) => {
      if (validating.current) return;
      validating.current = true;
      setChecking(true);
      void preload();
      try {
        const requests = await loadAiRequests();
        const parsed = validate(requests);
        if (!parsed.success) {
          setInvalid(true);
          fail(requests.firstError(parsed.error));
          field?.focus();
          return;
        }
        setInvalid(false);
        void run(parsed.data);
      } catch (error) {
        console.error(error);
        fail(errorMessage);
      } finally {
        validating.current = false;
        setChecking(false);
      }
    },
    [run, fail, errorMessage],
  );

  const busy = state.status === "loading";
  /** The submit button's "working" label and aria-busy: while checking too (the fields stay enabled then). */
  return { state, busy, pending: busy || checking, invalid, submit, preload };
}

/** The streamed answer: Markdown with a blinking cursor while it arrives, and a quiet notice under it. */
export function StreamedAnswer({ state, label }: { state: AiStreamState; label: string }) {
  const streaming = state.status === "loading";
  if (!streaming && state.text === "") return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <Suspense fallback={<p className="mt-2 whitespace-pre-wrap text-ink">{state.text}</p>}>
        <MarkdownAnswer text={state.text} streaming={streaming} className={answerClass} />
      </Suspense>
      {state.notice && <p className="mt-3 text-sm text-slate-600">{state.notice}</p>}
    </div>
  );
}

type SampleButtonsProps = {
  label: string;
  samples: { label: string; value: string }[];
  onPick: (value: string) => void;
  disabled?: boolean;
};

/** One-click examples that fill the demo's input. */
export function SampleButtons({ label, samples, onPick, disabled }: SampleButtonsProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="mt-4 flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm text-slate-600">
        {label}
      </span>
      {samples.map((s) => (
        <Button
          key={s.label}
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onPick(s.value)}
          className="h-auto min-h-9 py-1.5 text-left"
        >
          {s.label}
        </Button>
      ))}
    </div>
  );
}

// Quoted policy passages stand apart from the answer itself.
const answerClass =
  "mt-2 text-ink [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700";

export const fieldClass =
  "w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-ink placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

import { useId, useRef, useState, type FormEvent } from "react";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { RecommendationBody } from "#common/ai/ai-protocol.ts";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { cn } from "#app/lib/utils.ts";
import { DemoShell } from "./demo-shell";
import { demoErrors } from "./demo-messages";

// The validator (zod) and the API client load on first use, so the page ships only the form.
const loadLogic = () =>
  Promise.all([import("#common/ai/ai-requests.ts"), import("#app/features/ai/ai-client.ts")]);
const preloadLogic = () => void loadLogic().catch(() => undefined);

const levels = [
  { value: "Beginner", hint: "New to networking, or moving into IT from another field" },
  { value: "Intermediate", hint: "You configure routers and switches at work, or hold a CCNA" },
  { value: "Advanced", hint: "CCNP level, with years of running enterprise networks" },
] as const;

type State =
  | { status: "idle" | "loading"; result: null; error: null }
  | { status: "result"; result: RecommendationBody; error: null }
  | { status: "error"; result: null; error: string };

const initial: State = { status: "idle", result: null, error: null };

/** The batch recommender: one course for the visitor's experience level, with the reason. */
export function CourseRecommender({
  headingLevel = 3,
  className,
}: {
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const [state, setState] = useState<State>(initial);
  const [invalid, setInvalid] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const pending = useRef(false);
  // While the logic loads, the button already says it is working.
  const [checking, setChecking] = useState(false);
  const id = useId();
  const busy = state.status === "loading";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    pending.current = true;
    setChecking(true);
    // Read from the form, not from state: a level picked before the page's code arrived counts too.
    const level = new FormData(event.currentTarget).get("level") ?? "";
    try {
      const [{ recommendationRequest, firstError }, { requestAi, aiFailureMessage }] = await loadLogic();
      const parsed = recommendationRequest.safeParse({ level });
      if (!parsed.success) {
        setInvalid(true);
        setState({ status: "error", result: null, error: firstError(parsed.error) });
        firstRadio.current?.focus();
        return;
      }
      setInvalid(false);
      setState({ status: "loading", result: null, error: null });
      setChecking(false);
      try {
        const result = await requestAi<RecommendationBody>(aiRoutes.recommendation, parsed.data);
        setState({ status: "result", result, error: null });
      } catch (error) {
        console.error(error);
        setState({
          status: "error",
          result: null,
          error: aiFailureMessage(error, demoErrors.recommendation),
        });
      }
    } catch (error) {
      console.error(error);
      setState({ status: "error", result: null, error: demoErrors.recommendation });
    } finally {
      pending.current = false;
      setChecking(false);
    }
  }

  return (
    <DemoShell
      id="course-recommender"
      iconClass="GraduationCap"
      title="AI Course Recommender"
      description="Pick your experience level and get the one course to start with, and why it fits."
      headingLevel={headingLevel}
      error={state.error}
      busy={busy}
      className={className}
      result={state.result && <Recommendation result={state.result} />}
    >
      <form
        onSubmit={onSubmit}
        onFocus={preloadLogic}
        onPointerEnter={preloadLogic}
        noValidate
        aria-label="Course recommender"
      >
        <fieldset disabled={busy}>
          <legend className="font-semibold text-ink">Your experience level</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {levels.map((l, i) => (
              <label
                key={l.value}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
                  invalid && "border-red-600",
                )}
              >
                <input
                  ref={i === 0 ? firstRadio : undefined}
                  type="radio"
                  name="level"
                  value={l.value}
                  aria-invalid={invalid || undefined}
                  aria-labelledby={`${id}-${i}-name`}
                  aria-describedby={`${id}-${i}-hint`}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span>
                  <span id={`${id}-${i}-name`} className="block font-semibold text-ink">
                    {l.value}
                  </span>
                  <span id={`${id}-${i}-hint`} className="block text-sm text-slate-600">
                    {l.hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button
          type="submit"
          className="mt-4 w-full sm:w-auto"
          disabled={busy}
          aria-busy={busy || checking}
          data-tap-pending=""
        >
          {busy || checking ? "Finding your course…" : "Recommend a course"}
        </Button>
      </form>
    </DemoShell>
  );
}

function Recommendation({ result }: { result: RecommendationBody }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm font-semibold text-slate-700">We recommend</p>
      <p className="mt-1 text-xl font-bold text-brand-900">
        {result.href ? (
          <AppLink href={result.href} className="underline underline-offset-4 hover:text-brand-700">
            {result.course}
          </AppLink>
        ) : (
          result.course
        )}
      </p>
      <p className="mt-2 text-slate-800">{result.reason}</p>
      {result.notice && <p className="mt-3 text-sm text-slate-600">{result.notice}</p>}
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from "react";
import { hrPolicy } from "#app/content/hr-policy.ts";
import { demos } from "#app/content/services.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { cn } from "#app/lib/utils.ts";
import { DemoShell } from "./demo-shell";
import { demoErrors } from "./demo-messages";
import { fieldClass, SampleButtons, StreamedAnswer, useStreamingDemo } from "./streaming-demo";

const info = demos["document-qa"];

/** Questions to start with: three the policy answers and one it does not. */
const exampleQuestions = [
  "How many days of sick leave do I get?",
  "When can I start taking annual leave?",
  "How far ahead must I request leave?",
  "Is there paternity leave?",
].map((q) => ({ label: q, value: q }));

/** Answers questions from a sample HR leave policy only. */
export function DocumentQaDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [question, setQuestion] = useState("");
  const { state, busy, pending, invalid, submit, preload } = useStreamingDemo(
    aiRoutes.documentQa,
    demoErrors.documentQa,
  );
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit((r) => r.documentQaRequest.safeParse({ question }), field.current);
  }

  return (
    <DemoShell
      id="document-qa-demo"
      iconClass="BookOpen"
      title={info.title}
      description={info.description}
      headingLevel={headingLevel}
      error={state.error}
      busy={busy}
      result={<StreamedAnswer state={state} label="Answer" />}
    >
      <PolicyDocument />
      <form
        onSubmit={onSubmit}
        onFocus={preload}
        onPointerEnter={preload}
        noValidate
        aria-label="Ask the policy"
        className="mt-5"
      >
        <label htmlFor={fieldId} className="block font-semibold text-ink">
          Your question
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={fieldId}
            ref={field}
            name="question"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            disabled={busy}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            placeholder="e.g. Do I need a doctor's note?"
            className={cn(fieldClass, "h-11 sm:flex-1")}
          />
          <Button type="submit" disabled={busy} aria-busy={pending} data-tap-pending="">
            {pending ? "Finding the answer…" : "Get Answer"}
          </Button>
        </div>
        <SampleButtons label="Try asking:" samples={exampleQuestions} onPick={setQuestion} disabled={busy} />
      </form>
    </DemoShell>
  );
}

/** The policy the answers come from, folded away so the form stays in view. */
function PolicyDocument() {
  return (
    <details className="group rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        Read the policy: {hrPolicy.title}
        <Icon
          name="ChevronDown"
          className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-4 px-4 pb-4 text-sm text-slate-700">
        {hrPolicy.sections.map((section) => (
          <div key={section.heading}>
            <p className="font-semibold text-ink">{section.heading}</p>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-1">
                {p}
              </p>
            ))}
          </div>
        ))}
      </div>
    </details>
  );
}

import { useId, useRef, useState, type FormEvent } from "react";
import { demos } from "#app/content/services.ts";
import { Button } from "#app/components/ui/button.tsx";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { DemoShell } from "./demo-shell";
import { demoErrors } from "./demo-messages";
import { logSamples } from "./log-samples";
import { fieldClass, SampleButtons, StreamedAnswer, useStreamingDemo } from "./streaming-demo";

const info = demos["log-analyzer"];
const samples = logSamples.map((s) => ({ label: s.label, value: s.log }));

/** Explains a network or firewall log in plain English. */
export function LogAnalyzerDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [log, setLog] = useState("");
  const hydrated = useHydrated();
  const { state, busy, pending, invalid, submit, preload } = useStreamingDemo(
    aiRoutes.logAnalysis,
    demoErrors.logAnalysis,
  );
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit((r) => r.logAnalysisRequest.safeParse({ log }), field.current);
  }

  return (
    <DemoShell
      id="log-analyzer-demo"
      iconClass="FileText"
      title={info.title}
      description={info.description}
      headingLevel={headingLevel}
      error={state.error}
      busy={busy}
      result={<StreamedAnswer state={state} label="Analysis" />}
    >
      <form
        onSubmit={onSubmit}
        onFocus={preload}
        onPointerEnter={preload}
        noValidate
        aria-label="Log analysis"
      >
        <label htmlFor={fieldId} className="block font-semibold text-ink">
          Log data
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          One line or several: Cisco IOS and ASA, FortiGate, Palo Alto, Juniper SRX, Check Point or Linux.
        </p>
        <textarea
          id={fieldId}
          ref={field}
          name="log"
          rows={6}
          value={log}
          onChange={(e) => setLog(e.target.value)}
          disabled={busy}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="%SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203.0.113.45(51234) -> 10.10.20.5(22), 1 packet"
          className={cn(fieldClass, "mt-2 py-2 font-mono text-sm leading-relaxed")}
        />
        <Button
          type="submit"
          className="mt-3 w-full sm:w-auto"
          disabled={busy || (hydrated && log === "")}
          aria-busy={pending}
          data-tap-pending=""
        >
          {pending ? "Analyzing…" : "Analyze Log"}
        </Button>
        <SampleButtons label="Try a sample log:" samples={samples} onPick={setLog} disabled={busy} />
      </form>
    </DemoShell>
  );
}

import { useId, useRef, useState, type FormEvent } from "react";
import { demos } from "#app/content/services.ts";
import { Button } from "#app/components/ui/button.tsx";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { cn } from "#app/lib/utils.ts";
import { DemoShell } from "./demo-shell";
import { demoErrors } from "./demo-messages";
import { fieldClass, SampleButtons, StreamedAnswer, useStreamingDemo } from "./streaming-demo";

const info = demos["content-generator"];

// The same list as the request schema's; kept here so the schema (zod) loads only on submit.
const tones = ["Professional", "Casual", "Excited", "Informative"] as const;

const exampleTopics = [
  "New CCNA weekend batch in Chennai",
  "Cloud hosting with a 99.9% uptime SLA",
  "AI chatbots for customer support",
].map((t) => ({ label: t, value: t }));

/** Writes a short social media post on a topic, in a chosen tone. */
export function ContentGeneratorDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [topic, setTopic] = useState("");
  const [tone, setTone] = useState<string>("Professional");
  const { state, busy, pending, invalid, submit, preload } = useStreamingDemo(
    aiRoutes.content,
    demoErrors.content,
  );
  const topicId = useId();
  const toneId = useId();
  const field = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit((r) => r.contentRequest.safeParse({ topic, tone }), field.current);
  }

  return (
    <DemoShell
      id="content-generator-demo"
      iconClass="Sparkles"
      title={info.title}
      description={info.description}
      headingLevel={headingLevel}
      error={state.error}
      busy={busy}
      result={<StreamedAnswer state={state} label="Your post" />}
    >
      <form
        onSubmit={onSubmit}
        onFocus={preload}
        onPointerEnter={preload}
        noValidate
        aria-label="Content generator"
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <div>
            <label htmlFor={topicId} className="block font-semibold text-ink">
              Topic
            </label>
            <input
              id={topicId}
              ref={field}
              name="topic"
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              disabled={busy}
              aria-invalid={invalid || undefined}
              autoComplete="off"
              placeholder="e.g. Our new AI for Leaders workshop"
              className={cn(fieldClass, "mt-2 h-11")}
            />
          </div>
          <div>
            <label htmlFor={toneId} className="block font-semibold text-ink">
              Tone
            </label>
            <select
              id={toneId}
              name="tone"
              value={tone}
              onChange={(e) => setTone(e.target.value)}
              disabled={busy}
              className={cn(fieldClass, "mt-2 h-11")}
            >
              {tones.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button
          type="submit"
          className="mt-4 w-full sm:w-auto"
          disabled={busy}
          aria-busy={pending}
          data-tap-pending=""
        >
          {pending ? "Generating…" : "Generate Post"}
        </Button>
        <SampleButtons label="Try a topic:" samples={exampleTopics} onPick={setTopic} disabled={busy} />
      </form>
    </DemoShell>
  );
}

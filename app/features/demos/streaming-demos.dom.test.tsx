import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POLICY_NOT_AVAILABLE } from "#app/content/hr-policy.ts";
import { aiMessages } from "#common/ai/ai-limits.ts";
import { aiRoutes, sseEvent } from "#common/ai/ai-protocol.ts";
import { chunkEvent } from "#server/ai/chunk-event.ts";
import { localProvider } from "#server/ai/local-provider.ts";
import type { AiChunk } from "#server/ai/types.ts";
import { siteStub } from "#tests/route-stub.tsx";
import { ContentGeneratorDemo } from "./content-generator-demo";
import { DocumentQaDemo } from "./document-qa-demo";
import { LogAnalyzerDemo } from "./log-analyzer-demo";

const engine = localProvider({ delayMs: 0 });
const answers: Record<string, (body: never, signal: AbortSignal) => AsyncIterable<AiChunk>> = {
  [aiRoutes.logAnalysis]: (body: { log: string }, signal) => engine.analyzeLog(body.log, signal),
  [aiRoutes.documentQa]: (body: { question: string }, signal) =>
    engine.answerFromPolicy(body.question, signal),
  [aiRoutes.content]: (body: Parameters<typeof engine.generatePost>[0], signal) =>
    engine.generatePost(body, signal),
};

/** The engine's answer as the site's route streams it (server/http/api-ai.ts). */
async function eventStream(chunks: AsyncIterable<AiChunk>) {
  let body = "";
  for await (const chunk of chunks) body += sseEvent(chunkEvent(chunk));
  return body + sseEvent({ type: "done" });
}

/**
 * The site's streaming AI routes as the browser sees them, answered by the embedded engine.
 * `hold()` keeps the next answers back until `release()`.
 */
function fakeApi() {
  const requests: { url: string; body: unknown }[] = [];
  let gate = Promise.resolve();
  let open = () => {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as never;
    requests.push({ url, body });
    await gate;
    const chunks = answers[url](body, init.signal ?? new AbortController().signal);
    return new Response(await eventStream(chunks), { headers: { "Content-Type": "text/event-stream" } });
  });
  return {
    requests,
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => act(async () => open()),
  };
}

async function renderDemo(demo: ReactNode, name: string) {
  const Stub = siteStub([{ index: true, Component: () => demo }]);
  render(<Stub />);
  const region = await screen.findByRole("region", { name });
  return { user: userEvent.setup(), $: within(region) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the log analyzer", () => {
  it("is disabled while the log is empty; a blank log gives the spec's message, focuses the log and sends nothing", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<LogAnalyzerDemo />, "AI Log Analyzer");
    const submit = $.getByRole("button", { name: "Analyze Log" });
    expect(submit).toBeDisabled();
    await user.type($.getByLabelText("Log data"), "   {Enter}  ");
    await user.click(submit);
    const alert = await $.findByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent(aiMessages.emptyLog);
    expect($.getByLabelText("Log data")).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("fills a sample; while analyzing the button is busy and the inputs disabled; the table shows the source IP", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<LogAnalyzerDemo />, "AI Log Analyzer");
    const log = $.getByLabelText("Log data");
    await user.click($.getByRole("button", { name: "Cisco IOS ACL deny" }));
    expect((log as HTMLTextAreaElement).value).toMatch(
      /%SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203\.0\.113\.45\(51234\)/,
    );

    api.hold();
    await user.click($.getByRole("button", { name: "Analyze Log" }));
    const busy = await $.findByRole("button", { name: "Analyzing…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(log).toBeDisabled();
    expect($.getByRole("button", { name: "FortiGate traffic" })).toBeDisabled();
    await api.release();

    const result = $.getByRole("status");
    expect(await within(result).findByRole("cell", { name: "203.0.113.45" })).toBeInTheDocument();
    expect(within(result).getByRole("cell", { name: "%SEC-6-IPACCESSLOGP" })).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: "Summary" })).toBeInTheDocument();
    expect(await $.findByRole("button", { name: "Analyze Log" })).toBeEnabled();
    expect(log).toBeEnabled();
    expect($.queryByRole("alert")).toBeNull();
    expect(api.requests).toEqual([{ url: aiRoutes.logAnalysis, body: { log: expect.any(String) } }]);
  });

  it("gives several lines a per-line breakdown and the repeated failures from one address; a new submission clears the last result", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<LogAnalyzerDemo />, "AI Log Analyzer");
    const result = $.getByRole("status");
    await user.click($.getByRole("button", { name: "sshd failed logins" }));
    await user.click($.getByRole("button", { name: "Analyze Log" }));
    expect(await within(result).findByRole("heading", { name: "Per-line breakdown" })).toBeInTheDocument();
    expect(result).toHaveTextContent("4 failed logins from 203.0.113.77");
    await $.findByRole("button", { name: "Analyze Log" });

    api.hold();
    await user.click($.getByRole("button", { name: "Cisco ASA deny" }));
    await user.click($.getByRole("button", { name: "Analyze Log" }));
    await $.findByRole("button", { name: "Analyzing…" });
    expect(result).not.toHaveTextContent("203.0.113.77");
    expect(within(result).queryByRole("table")).toBeNull();
    await api.release();
    expect(await within(result).findByRole("cell", { name: "198.51.100.23" })).toBeInTheDocument();
    expect(result).not.toHaveTextContent("203.0.113.77");
  });
});

describe("document Q&A", () => {
  it("an empty question gives the spec's message, focuses the question and sends nothing", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<DocumentQaDemo />, "Document Q&A");
    await user.click($.getByRole("button", { name: "Get Answer" }));
    expect(await $.findByRole("alert")).toHaveTextContent(aiMessages.emptyQuestion);
    expect($.getByLabelText("Your question")).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("folds the policy away until asked, and an example question fills the input", async () => {
    fakeApi();
    const { user, $ } = await renderDemo(<DocumentQaDemo />, "Document Q&A");
    const policy = $.getByText("Employees are entitled to 20 days of annual leave per year.");
    expect(policy.closest("details")).not.toHaveAttribute("open");
    await user.click($.getByText(/^Read the policy/));
    expect(policy.closest("details")).toHaveAttribute("open");
    await user.click($.getByRole("button", { name: "When can I start taking annual leave?" }));
    expect($.getByLabelText("Your question")).toHaveValue("When can I start taking annual leave?");
  });

  it("answers from the policy while showing its busy state; a question outside it gets exactly the not-available sentence", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<DocumentQaDemo />, "Document Q&A");
    const question = $.getByLabelText("Your question");
    const result = $.getByRole("status");

    api.hold();
    await user.type(question, "How many days of sick leave?");
    await user.click($.getByRole("button", { name: "Get Answer" }));
    const busy = await $.findByRole("button", { name: "Finding the answer…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(question).toBeDisabled();
    await api.release();
    await $.findByRole("button", { name: "Get Answer" });
    expect(result).toHaveTextContent("10 days");
    expect(question).toBeEnabled();

    api.hold();
    await user.clear(question);
    await user.type(question, "Is there paternity leave?");
    await user.click($.getByRole("button", { name: "Get Answer" }));
    await $.findByRole("button", { name: "Finding the answer…" });
    expect(result).not.toHaveTextContent("10 days");
    await api.release();
    await $.findByRole("button", { name: "Get Answer" });
    expect(result).toHaveTextContent(new RegExp(`^Answer\\s*${POLICY_NOT_AVAILABLE.replace(/\./g, "\\.")}$`));
  });
});

describe("the content generator", () => {
  it("offers the spec's tones, Professional first; an empty topic gives the spec's message and sends nothing", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<ContentGeneratorDemo />, "AI Content Generator");
    const tone = $.getByLabelText("Tone");
    expect(tone).toHaveValue("Professional");
    expect(
      within(tone)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Professional", "Casual", "Excited", "Informative"]);
    await user.type($.getByLabelText("Topic"), "  ");
    await user.click($.getByRole("button", { name: "Generate Post" }));
    expect(await $.findByRole("alert")).toHaveTextContent(aiMessages.emptyTopic);
    expect(api.requests).toEqual([]);
  });

  it("writes a short post with 2-3 hashtags, busy while generating; a new post replaces the last", async () => {
    const api = fakeApi();
    const { user, $ } = await renderDemo(<ContentGeneratorDemo />, "AI Content Generator");
    const topic = $.getByLabelText("Topic");
    const result = $.getByRole("status");

    api.hold();
    await user.type(topic, "Cloud hosting for Chennai startups");
    await user.selectOptions($.getByLabelText("Tone"), "Casual");
    await user.click($.getByRole("button", { name: "Generate Post" }));
    const busy = await $.findByRole("button", { name: "Generating…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(topic).toBeDisabled();
    expect($.getByLabelText("Tone")).toBeDisabled();
    await api.release();
    await $.findByRole("button", { name: "Generate Post" });
    const first = result.textContent ?? "";
    const tags = first.match(/#\w+/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(3);
    expect(api.requests[0].body).toEqual({ topic: "Cloud hosting for Chennai startups", tone: "Casual" });

    api.hold();
    await user.click($.getByRole("button", { name: "AI chatbots for customer support" }));
    await user.click($.getByRole("button", { name: "Generate Post" }));
    await $.findByRole("button", { name: "Generating…" });
    for (const tag of tags) expect(result).not.toHaveTextContent(tag);
    await api.release();
    await $.findByRole("button", { name: "Generate Post" });
    expect(result).toHaveTextContent("#");
    expect(result.textContent).not.toBe(first);
  });
});

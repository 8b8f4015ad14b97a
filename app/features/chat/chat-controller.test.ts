import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatController, type AskAssistant, type ChatControllerOptions } from "./chat-controller";
import { texts, type ChatLead } from "./chat-flow";

let n = 0;
function setup(
  sendLead = vi.fn<(lead: ChatLead) => Promise<void>>().mockResolvedValue(undefined),
  options: Partial<ChatControllerOptions> = {},
) {
  const chat = createChatController({
    sendLead,
    startSession: vi.fn().mockResolvedValue(true),
    askAssistant: vi.fn<AskAssistant>().mockResolvedValue(undefined),
    newId: () => `id${++n}`,
    ...options,
  });
  chat.open();
  return { chat, sendLead, last: () => chat.getState().messages.at(-1)! };
}

/** A stream the test feeds by hand. */
function manualStream() {
  let push: Parameters<AskAssistant>[1] = () => {};
  let finish: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  let signal: AbortSignal | undefined;
  const calls: Parameters<AskAssistant>[0][] = [];
  const askAssistant: AskAssistant = (turns, onUpdate, s) => {
    calls.push(turns);
    push = onUpdate;
    signal = s;
    return new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    askAssistant,
    calls,
    push: (text: string) => push({ type: "text", text }),
    finish: () => finish(),
    fail: (e: unknown) => fail(e),
    signal: () => signal,
  };
}

describe("chat controller", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("replies 500 ms after the service choice, not before", () => {
    const { chat, last } = setup();
    chat.choose("IT & Digital Services");
    expect(chat.getState().busy).toBe(true);
    vi.advanceTimersByTime(499);
    expect(last().sender).toBe("user");
    vi.advanceTimersByTime(1);
    expect(chat.getState().step).toBe("awaiting_name");
    expect(last().sender).toBe("bot");
  });

  it("replies 800 ms after each answer, then sends the lead once with the answers", () => {
    const { chat, sendLead, last } = setup();
    chat.choose("IT Training");
    vi.advanceTimersByTime(500);
    for (const [answer, next] of [
      ["Arun Kumar", "awaiting_email"],
      ["arun@example.in", "awaiting_phone"],
    ] as const) {
      expect(chat.send(answer)).toBe(true);
      vi.advanceTimersByTime(799);
      expect(last().text).toBe(answer);
      vi.advanceTimersByTime(1);
      expect(chat.getState().step).toBe(next);
    }
    expect(sendLead).not.toHaveBeenCalled();
    chat.send("+91 98840 00000");
    expect(sendLead).toHaveBeenCalledTimes(1);
    expect(sendLead.mock.calls[0][0]).toMatchObject({
      service: "IT Training",
      name: "Arun Kumar",
      email: "arun@example.in",
      phone: "+91 98840 00000",
      consentAt: "2026-11-21T10:00:00.500Z",
    });
    vi.advanceTimersByTime(800);
    expect(chat.getState().step).toBe("completed");
    expect(last().text).toContain("I've sent your request to our IT Training team");
  });

  it("only logs a failed send; the visitor still gets the completion message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { chat, last } = setup(vi.fn().mockRejectedValue(new Error("offline")));
    chat.choose("AI Solutions");
    vi.advanceTimersByTime(500);
    for (const answer of ["Meena", "meena@corp.in", "9876543210"]) {
      chat.send(answer);
      vi.advanceTimersByTime(800);
    }
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(chat.getState().error).toBeNull();
    expect(last().text).toContain("Thank you, Meena!");
  });

  it("does not take empty input or input while busy", () => {
    const { chat } = setup();
    chat.choose("AI Solutions");
    expect(chat.send("too early")).toBe(false);
    vi.advanceTimersByTime(500);
    expect(chat.send("   ")).toBe(false);
    expect(chat.send("Ravi")).toBe(true);
    expect(chat.send("Ravi again")).toBe(false);
    expect(
      chat
        .getState()
        .messages.filter((m) => m.sender === "user")
        .map((m) => m.text),
    ).toEqual(["AI Solutions", "Ravi"]);
  });

  it("closing cancels the pending reply and a reopening starts a fresh session", () => {
    const { chat } = setup();
    const firstSession = chat.getState().sessionId;
    chat.choose("IT Training");
    chat.close();
    vi.advanceTimersByTime(1000);
    expect(chat.getState()).toMatchObject({ step: "idle", messages: [], lead: {}, busy: false });
    chat.open();
    expect(chat.getState().messages).toHaveLength(1);
    expect(chat.getState().sessionId).not.toBe(firstSession);
  });

  it("notifies subscribers on every change", () => {
    const { chat } = setup();
    const listener = vi.fn();
    const unsubscribe = chat.subscribe(listener);
    chat.choose("IT Training");
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    chat.send("Ravi");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("chat controller: the AI assistant", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("Something Else checks the session and introduces the assistant 500 ms later, not before", async () => {
    const startSession = vi.fn().mockResolvedValue(true);
    const { chat, last } = setup(undefined, { startSession });
    chat.choose("Something Else");
    expect(startSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(last().text).toBe("Something Else");
    await vi.advanceTimersByTimeAsync(1);
    expect(last().text).toBe(texts.somethingElse);
    expect(chat.getState().assistant).toBe("ready");
  });

  it("a failed session check shows the failure; Try again reconnects", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const startSession = vi.fn().mockRejectedValueOnce(new Error("503")).mockResolvedValueOnce(true);
    const { chat, last } = setup(undefined, { startSession });
    chat.choose("Something Else");
    await vi.advanceTimersByTimeAsync(500);
    expect(last().text).toBe("Failed to start AI chat. Please try again.");
    expect(chat.getState().assistant).toBe("unavailable");
    chat.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.getState().assistant).toBe("ready");
    expect(last().text).toBe(texts.reconnected);
  });

  it("streams the answer into one message and sends the conversation so far", async () => {
    const stream = manualStream();
    const { chat, last } = setup(undefined, { askAssistant: stream.askAssistant });
    chat.choose("Something Else");
    await vi.advanceTimersByTimeAsync(500);
    expect(chat.send("How much is CCNA?")).toBe(true);
    expect(stream.calls).toEqual([[{ role: "user", text: "How much is CCNA?" }]]);
    expect(chat.send("again while busy")).toBe(false);
    stream.push("It is ");
    stream.push("₹18,500.");
    expect(last()).toMatchObject({ text: "It is ₹18,500.", streaming: true });
    stream.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.getState().busy).toBe(false);
    expect(last().streaming).toBe(false);

    chat.send("And CCNP?");
    expect(stream.calls[1]).toEqual([
      { role: "user", text: "How much is CCNA?" },
      { role: "model", text: "It is ₹18,500." },
      { role: "user", text: "And CCNP?" },
    ]);
  });

  it("a failed answer keeps the partial text and shows the failure message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const stream = manualStream();
    const { chat, last } = setup(undefined, {
      askAssistant: stream.askAssistant,
      failureMessage: () => texts.answerFailed,
    });
    chat.choose("Something Else");
    await vi.advanceTimersByTimeAsync(500);
    chat.send("Tell me about CCIE");
    stream.push("Gemini says:");
    stream.fail(new Error("dropped"));
    await vi.advanceTimersByTimeAsync(0);
    const messages = chat.getState().messages;
    expect(messages.at(-2)).toMatchObject({ text: "Gemini says:", failed: true });
    expect(last().text).toBe("Sorry, I encountered an error. Please try again.");
    expect(chat.getState().busy).toBe(false);
  });

  it("closing aborts the answer in flight and ignores its late updates", async () => {
    const stream = manualStream();
    const { chat } = setup(undefined, { askAssistant: stream.askAssistant });
    chat.choose("Something Else");
    await vi.advanceTimersByTimeAsync(500);
    chat.send("Hello");
    chat.close();
    expect(stream.signal()?.aborted).toBe(true);
    stream.push("late text");
    stream.fail(new DOMException("aborted", "AbortError"));
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.getState()).toMatchObject({ step: "idle", messages: [], streaming: null, assistant: "off" });
  });

  it("closing during the session check leaves the next opening untouched", async () => {
    let resolve: (ok: boolean) => void = () => {};
    const startSession = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const { chat } = setup(undefined, { startSession });
    chat.choose("Something Else");
    chat.close();
    chat.open();
    resolve(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(chat.getState().step).toBe("awaiting_service_choice");
    expect(chat.getState().messages).toHaveLength(1);
  });
});

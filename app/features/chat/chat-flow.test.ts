import { describe, expect, it } from "vitest";
import {
  chatReducer,
  completedLead,
  initialChatState,
  inputEnabled,
  conversationTurns,
  replyDelay,
  texts,
  type AnswerUpdate,
  type ChatEvent,
  type ChatState,
} from "./chat-flow";
import { CHAT_CONSENT_VERSION } from "./privacy";

let n = 0;
const id = () => `m${++n}`;
const NOW = Date.parse("2026-11-21T10:00:00Z");

function run(...events: ChatEvent[]): ChatState {
  return events.reduce(chatReducer, initialChatState);
}
const open: ChatEvent = { type: "open", id: "g", now: NOW, sessionId: "session-1" };
const choose = (value: string): ChatEvent => ({ type: "choose", value, id: id(), now: NOW });
const send = (text: string): ChatEvent => ({ type: "send", text, id: id(), now: NOW });
const reply = (): ChatEvent => ({ type: "reply", ids: [id(), id()], now: NOW });
const session = (ok: boolean): ChatEvent => ({ type: "session", ok, id: id(), now: NOW });
const answer = (answerId: string, update: AnswerUpdate): ChatEvent => ({
  type: "answer",
  id: answerId,
  update,
});
const lastText = (s: ChatState) => s.messages.at(-1)?.text;

describe("chat flow", () => {
  it("greets with the four choices on open, input disabled", () => {
    const s = run(open);
    expect(s.step).toBe("awaiting_service_choice");
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({
      sender: "bot",
      text: "Hello! 👋 Welcome to Arivu Technologies. How can I help you today?",
    });
    expect(s.messages[0].actions?.map((a) => a.label)).toEqual([
      "AI Solutions",
      "IT Training",
      "IT & Digital Services",
      "Something Else",
    ]);
    expect(inputEnabled(s)).toBe(false);
    expect(s.sessionId).toBe("session-1");
  });

  it("a service choice becomes a user message, then the bot shows the privacy notice and asks the name", () => {
    const chosen = run(open, choose("IT Training"));
    expect(chosen.busy).toBe(true);
    expect(lastText(chosen)).toBe("IT Training");
    expect(chosen.messages.at(-1)?.sender).toBe("user");
    expect(replyDelay(chosen)).toBe(500);
    expect(inputEnabled(chosen)).toBe(false);

    const asked = chatReducer(chosen, reply());
    expect(asked.step).toBe("awaiting_name");
    expect(asked.busy).toBe(false);
    expect(asked.messages.at(-2)).toMatchObject({ notice: true, text: texts.privacyNotice() });
    expect(lastText(asked)).toBe(texts.askName("IT Training"));
    expect(inputEnabled(asked)).toBe(true);
  });

  it("collects name, email and phone without validating them, 800 ms apart, then completes", () => {
    let s = run(open, choose("AI Solutions"), reply(), send("  Priya  "));
    expect(replyDelay(s)).toBe(800);
    expect(lastText(s)).toBe("Priya");
    s = chatReducer(s, reply());
    expect(s.step).toBe("awaiting_email");
    expect(lastText(s)).toBe(texts.askEmail("Priya"));
    s = [send("not-an-email"), reply()].reduce(chatReducer, s);
    expect(s.step).toBe("awaiting_phone");
    expect(lastText(s)).toBe(texts.askPhone);
    s = chatReducer(s, send("12"));
    expect(s.lead).toMatchObject({
      service: "AI Solutions",
      name: "Priya",
      email: "not-an-email",
      phone: "12",
    });
    expect(completedLead(s)).toEqual({
      service: "AI Solutions",
      name: "Priya",
      email: "not-an-email",
      phone: "12",
      idempotencyKey: "session-1",
      consentVersion: CHAT_CONSENT_VERSION,
      consentAt: "2026-11-21T10:00:00.000Z",
    });
    s = chatReducer(s, reply());
    expect(s.step).toBe("completed");
    expect(lastText(s)).toBe(
      "Thank you, Priya! I've sent your request to our AI Solutions team. They'll contact you shortly. Is there anything else I can help you with?",
    );
    expect(inputEnabled(s)).toBe(true);
  });

  it("ignores empty or whitespace input and anything sent while busy", () => {
    const ready = run(open, choose("IT Training"), reply());
    expect(chatReducer(ready, send("   "))).toBe(ready);
    expect(chatReducer(ready, send(""))).toBe(ready);
    const busy = chatReducer(ready, send("Karthik"));
    expect(chatReducer(busy, send("again"))).toBe(busy);
    expect(chatReducer(busy, choose("AI Solutions"))).toBe(busy);
  });

  it("ignores typed text and unknown choices while awaiting the service choice", () => {
    const s = run(open);
    expect(chatReducer(s, send("hello"))).toBe(s);
    expect(chatReducer(s, choose("Pizza"))).toBe(s);
  });

  it("Something Else starts the assistant: after the session check the bot introduces itself", () => {
    let s = run(open, choose("Something Else"));
    expect(s.assistant).toBe("starting");
    expect(inputEnabled(s)).toBe(false);
    // A scripted reply does not jump ahead of the session check.
    expect(chatReducer(s, reply())).toBe(s);
    s = chatReducer(s, session(true));
    expect(s).toMatchObject({ step: "conversational", assistant: "ready", busy: false });
    expect(lastText(s)).toBe(texts.somethingElse);
    expect(inputEnabled(s)).toBe(true);
    expect(completedLead(s)).toBeNull();
  });

  it("a failed session check says so and offers a retry, which reconnects", () => {
    let s = run(open, choose("Something Else"), session(false));
    expect(s).toMatchObject({ step: "conversational", assistant: "unavailable", busy: false });
    expect(s.messages.at(-1)).toMatchObject({
      text: "Failed to start AI chat. Please try again.",
      failed: true,
    });
    s = chatReducer(s, { type: "retrySession" });
    expect(s).toMatchObject({ assistant: "starting", busy: true });
    s = chatReducer(s, session(true));
    expect(lastText(s)).toBe(texts.reconnected);
    expect(s.assistant).toBe("ready");
  });

  it("a question typed while the assistant is unavailable restarts it and is then answered", () => {
    let s = run(open, choose("Something Else"), session(false), send("Fees for CCNA?"));
    expect(s).toMatchObject({ assistant: "starting", busy: true, streaming: null });
    s = chatReducer(s, { type: "session", ok: true, id: "a1", now: NOW });
    expect(s.streaming).toBe("a1");
    expect(s.messages.at(-1)).toMatchObject({ id: "a1", turn: "model", streaming: true, text: "" });
    expect(conversationTurns(s.messages)).toEqual([{ role: "user", text: "Fees for CCNA?" }]);
  });

  it("streams an answer: text appends, then sources and a notice, and done frees the input", () => {
    let s = run(open, choose("Something Else"), session(true), send("How much is CCNA?"));
    const id = s.streaming!;
    expect(s.messages.at(-2)).toMatchObject({ sender: "user", turn: "user", text: "How much is CCNA?" });
    expect(inputEnabled(s)).toBe(false);
    s = [
      answer(id, { type: "text", text: "The CCNA course " }),
      answer(id, { type: "text", text: "costs ₹18,500." }),
      answer(id, {
        type: "sources",
        sources: [{ uri: "/it-training/plans-pricing", title: "Plans & Pricing" }],
      }),
      answer(id, { type: "notice", notice: "Answered by our built-in assistant." }),
    ].reduce(chatReducer, s);
    expect(s.messages.at(-1)).toMatchObject({
      text: "The CCNA course costs ₹18,500.",
      streaming: true,
      sources: [{ uri: "/it-training/plans-pricing", title: "Plans & Pricing" }],
      aiNotice: "Answered by our built-in assistant.",
    });
    s = chatReducer(s, answer(id, { type: "done" }));
    expect(s).toMatchObject({ busy: false, streaming: null });
    expect(s.messages.at(-1)?.streaming).toBe(false);
    expect(inputEnabled(s)).toBe(true);
    // Updates for an answer that is no longer streaming change nothing.
    expect(chatReducer(s, answer(id, { type: "text", text: "late" }))).toBe(s);
  });

  it("a failed answer keeps its partial text and adds the error; an empty one is replaced by it", () => {
    let s = run(open, choose("Something Else"), session(true), send("Q1"));
    const first = s.streaming!;
    s = chatReducer(s, answer(first, { type: "text", text: "Gemini says:" }));
    s = chatReducer(s, answer(first, { type: "failed", error: texts.answerFailed, id: "e1", now: NOW }));
    expect(s.messages.slice(-2)).toMatchObject([
      { id: first, text: "Gemini says:", failed: true, streaming: false },
      { id: "e1", text: "Sorry, I encountered an error. Please try again.", failed: true },
    ]);
    expect(inputEnabled(s)).toBe(true);

    s = chatReducer(s, send("Q2"));
    const second = s.streaming!;
    s = chatReducer(
      s,
      answer(second, { type: "failed", error: "Please wait 30 seconds", id: "e2", now: NOW }),
    );
    expect(s.messages.find((m) => m.id === second)).toBeUndefined();
    expect(lastText(s)).toBe("Please wait 30 seconds");
  });

  it("a message over 1,000 characters is refused with the limit message; a valid one clears it", () => {
    const ready = run(open, choose("Something Else"), session(true));
    const long = chatReducer(ready, send("x".repeat(1001)));
    expect(long.error).toBe("Please keep your message under 1000 characters.");
    expect(long.messages).toEqual(ready.messages);
    expect(chatReducer(long, send("y".repeat(1001)))).toBe(long);
    expect(chatReducer(long, { type: "clearError" }).error).toBeNull();
    const ok = chatReducer(long, send("x".repeat(1000)));
    expect(ok.error).toBeNull();
    expect(ok.busy).toBe(true);
  });

  it("after a completed lead, a typed question starts the assistant", () => {
    let s = run(
      open,
      choose("IT Training"),
      reply(),
      send("Priya"),
      reply(),
      send("p@x.in"),
      reply(),
      send("98"),
      reply(),
    );
    expect(s.step).toBe("completed");
    s = chatReducer(s, send("Do you have weekend CCNA batches?"));
    expect(s).toMatchObject({ step: "conversational", assistant: "starting", busy: true });
  });

  it("closing resets the assistant and the stream too", () => {
    const s = run(open, choose("Something Else"), session(true), send("Hi"), { type: "close" });
    expect(s).toEqual(initialChatState);
  });
  it("closing resets messages, answers, session and errors", () => {
    const s = run(open, choose("IT Training"), reply(), send("Priya"), { type: "close" });
    expect(s).toEqual(initialChatState);
    const reopened = chatReducer(s, { ...open, sessionId: "session-2" });
    expect(reopened.messages).toHaveLength(1);
    expect(reopened.lead).toEqual({});
    expect(reopened.sessionId).toBe("session-2");
  });

  it("a reply with nothing pending changes nothing", () => {
    const s = run(open);
    expect(chatReducer(s, reply())).toBe(s);
  });
});

describe("conversation turns", () => {
  const q = (text: string, i: number) => ({
    id: `q${i}`,
    sender: "user" as const,
    text,
    timestamp: 0,
    turn: "user" as const,
  });
  const a = (text: string, i: number, extra = {}) => ({
    id: `a${i}`,
    sender: "bot" as const,
    text,
    timestamp: 0,
    turn: "model" as const,
    ...extra,
  });

  it("sends only the conversation with the assistant, the last 20 turns, starting with a question", () => {
    const greeting = { id: "g", sender: "bot" as const, text: texts.greeting, timestamp: 0 };
    const messages = [greeting, { id: "c", sender: "user" as const, text: "Something Else", timestamp: 0 }];
    for (let i = 0; i < 12; i++) messages.push(q(`question ${i}`, i), a(`answer ${i}`, i));
    messages.push(q("last question", 99), a("", 99, { streaming: true }));
    const turns = conversationTurns(messages);
    expect(turns).toHaveLength(19);
    expect(turns[0]).toEqual({ role: "user", text: "question 3" });
    expect(turns.at(-1)).toEqual({ role: "user", text: "last question" });
    expect(turns.some((t) => t.text === "Something Else" || t.text === texts.greeting)).toBe(false);
  });

  it("leaves out failed exchanges and cuts long answers to the answer limit", () => {
    const turns = conversationTurns([
      q("one", 1),
      a("partial", 1, { failed: true }),
      { id: "e", sender: "bot", text: texts.answerFailed, timestamp: 0, failed: true },
      q("two", 2),
      a("z".repeat(9000), 2),
      q("three", 3),
    ]);
    expect(turns.map((t) => t.role)).toEqual(["user", "model", "user"]);
    expect(turns[0].text).toBe("two");
    expect(turns[1].text).toHaveLength(8000);
  });
});

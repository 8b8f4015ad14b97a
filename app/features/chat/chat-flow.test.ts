import { describe, expect, it } from "vitest";
import {
  chatReducer,
  completedLead,
  initialChatState,
  inputEnabled,
  replyDelay,
  texts,
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
const lastText = (s: ChatState) => s.messages.at(-1)?.text;

describe("chat flow", () => {
  it("greets with the four choices on open, input disabled", () => {
    const s = run(open);
    expect(s.step).toBe("awaiting_service_choice");
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({ sender: "bot", text: "Hello! 👋 Welcome to Arivu Technologies. How can I help you today?" });
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
    expect(asked.messages.at(-2)).toMatchObject({ notice: true, text: texts.privacyNotice });
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
    expect(s.lead).toMatchObject({ service: "AI Solutions", name: "Priya", email: "not-an-email", phone: "12" });
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

  it("Something Else enters the conversational state with the input enabled", () => {
    let s = run(open, choose("Something Else"));
    expect(replyDelay(s)).toBe(500);
    s = chatReducer(s, reply());
    expect(s.step).toBe("conversational");
    expect(lastText(s)).toBe(texts.somethingElse);
    expect(inputEnabled(s)).toBe(true);
    expect(completedLead(s)).toBeNull();

    s = [send("Do you have weekend CCNA batches?"), reply()].reduce(chatReducer, s);
    expect(s.step).toBe("conversational");
    expect(lastText(s)).toBe(texts.notConnected);
    expect(s.messages.at(-1)?.links?.map((l) => l.label)).toEqual(["Contact page", "WhatsApp"]);
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

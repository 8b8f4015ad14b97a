import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatController } from "./chat-controller";
import type { ChatLead } from "./chat-flow";

let n = 0;
function setup(sendLead = vi.fn<(lead: ChatLead) => Promise<void>>().mockResolvedValue(undefined)) {
  const chat = createChatController({ sendLead, newId: () => `id${++n}` });
  chat.open();
  return { chat, sendLead, last: () => chat.getState().messages.at(-1)! };
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
    expect(chat.getState().messages.filter((m) => m.sender === "user").map((m) => m.text)).toEqual(["AI Solutions", "Ravi"]);
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
    chat.choose("Something Else");
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    chat.send("hi");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

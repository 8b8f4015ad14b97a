import { brand } from "#app/content/brand.ts";
import { LEAD_SERVICES, type LeadService } from "#common/lead-services.ts";
import { AI_LIMITS, aiMessages } from "#common/ai/ai-limits.ts";
import { CHAT_CONSENT_VERSION } from "./privacy";

export { LEAD_SERVICES, type LeadService };
export const SOMETHING_ELSE = "Something Else";
export const SERVICE_CHOICES = [...LEAD_SERVICES, SOMETHING_ELSE] as const;

/** Scripted replies wait this long (ms); the reply to the service choice waits less. */
export const REPLY_DELAY_MS = 800;
export const CHOICE_REPLY_DELAY_MS = 500;

export type ChatStep =
  | "idle"
  | "awaiting_service_choice"
  | "awaiting_name"
  | "awaiting_email"
  | "awaiting_phone"
  | "completed"
  | "conversational";

export type ChatAction = { label: string; value: string };
/** A page of ours, or a WhatsApp chat with this opening text (the number comes from the site config). */
export type ChatLink = { label: string; href: string } | { label: string; whatsapp: string };
export type ChatSource = { uri: string; title: string };

export type ChatMessage = {
  id: string;
  text: string;
  sender: "bot" | "user";
  timestamp: number;
  actions?: ChatAction[];
  /** Where the visitor can go next (our contact page, WhatsApp). */
  links?: ChatLink[];
  sources?: ChatSource[];
  /** Shown as the privacy notice, not as a plain reply. */
  notice?: boolean;
  /** Part of the conversation with the AI assistant: the visitor's question or the answer. */
  turn?: "user" | "model";
  /** The answer is still arriving. */
  streaming?: boolean;
  /** An error reply, or an answer that broke off (its partial text stays). */
  failed?: boolean;
  /** A quiet note under an answer (the built-in engine answered instead of the outside model). */
  aiNotice?: string;
};

/** The AI assistant behind the conversational mode: its "session" is a successful status check. */
export type AssistantState = "off" | "starting" | "ready" | "unavailable";

/** What the AI chat API streams into an answer (see common/ai/ai-protocol.ts). */
export type AnswerUpdate =
  | { type: "text"; text: string }
  | { type: "sources"; sources: ChatSource[] }
  | { type: "notice"; notice: string }
  | { type: "done" }
  | { type: "failed"; error: string; id: string; now: number };

export type ChatLead = {
  service: LeadService;
  name: string;
  email: string;
  phone: string;
  idempotencyKey: string;
  consentVersion: string;
  consentAt: string;
};

export type ChatState = {
  step: ChatStep;
  messages: ChatMessage[];
  /** The answers collected so far. */
  lead: { service?: string; name?: string; email?: string; phone?: string; consentAt?: string };
  /** One per opening: the lead's idempotency key (and later the assistant's session). */
  sessionId: string | null;
  /** A reply is pending: the typing indicator shows and the input is disabled. */
  busy: boolean;
  /** The message the visitor typed was refused (too long); the input keeps it. */
  error: string | null;
  assistant: AssistantState;
  /** The id of the answer being streamed. */
  streaming: string | null;
};

export const initialChatState: ChatState = {
  step: "idle",
  messages: [],
  lead: {},
  sessionId: null,
  busy: false,
  error: null,
  assistant: "off",
  streaming: null,
};

/** `id` and `now` come from the caller so the reducer stays pure. */
export type ChatEvent =
  | { type: "open"; id: string; now: number; sessionId: string }
  | { type: "choose"; value: string; id: string; now: number }
  | { type: "send"; text: string; id: string; now: number }
  | { type: "reply"; ids: string[]; now: number }
  /** The assistant's status check came back. */
  | { type: "session"; ok: boolean; id: string; now: number }
  /** The visitor asks to connect to the assistant again after it failed. */
  | { type: "retrySession" }
  | { type: "answer"; id: string; update: AnswerUpdate }
  | { type: "clearError" }
  | { type: "close" };

export const texts = {
  greeting: `Hello! 👋 Welcome to ${brand.productName}. How can I help you today?`,
  askName: (service: string) =>
    `Great choice! I'll connect you with our ${service} team. May I have your name, please?`,
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  askPhone: "Thanks! And what's the best phone number to reach you?",
  completed: (name: string, service: string) =>
    `Thank you, ${name}! I've sent your request to our ${service} team. They'll contact you shortly. Is there anything else I can help you with?`,
  somethingElse: `I'm the ${brand.productName} AI assistant. Ask me anything about our courses, fees, batches, or our AI and IT services.`,
  reconnected: "I'm connected again. What would you like to know?",
  sessionFailed: "Failed to start AI chat. Please try again.",
  answerFailed: "Sorry, I encountered an error. Please try again.",
  unavailableTitle: "AI Assistant Unavailable",
  unavailableHelp: "Try again in a moment, or reach our team on the contact page or WhatsApp.",
  /** The panel shows it with the email address edited at /admin/content. */
  privacyNotice: (email = brand.email) =>
    `Privacy notice: we'll ask for your name, email and phone only so that our team can reply to this request. ${brand.legalName} stores them securely, never sells them, and erases them when you ask at ${email}. We also record how you found us (the page you came from, the campaign in the link, and the pages where you landed and sent this request), kept in your browser for 30 days.`,
};

export const ENQUIRY_TEXT =
  "Hello Arivu Technologies, I have a question about your training programs and services.";

function bot(id: string, now: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, text, sender: "bot", timestamp: now, ...extra };
}

function user(id: string, now: number, text: string): ChatMessage {
  return { id, text, sender: "user", timestamp: now };
}

export function isLeadService(value: unknown): value is LeadService {
  return (LEAD_SERVICES as readonly unknown[]).includes(value);
}

/** The input takes text only once a service is chosen and no reply is pending. */
export function inputEnabled(state: ChatState): boolean {
  return !state.busy && state.step !== "idle" && state.step !== "awaiting_service_choice";
}

/** How long the reply to the last visitor message waits. */
export function replyDelay(state: ChatState): number {
  return state.step === "awaiting_service_choice" ? CHOICE_REPLY_DELAY_MS : REPLY_DELAY_MS;
}

/** The complete lead, once the phone answer is in. */
export function completedLead(state: ChatState): ChatLead | null {
  const { service, name, email, phone, consentAt } = state.lead;
  if (!isLeadService(service) || name === undefined || email === undefined || phone === undefined)
    return null;
  if (!state.sessionId || !consentAt) return null;
  return {
    service,
    name,
    email,
    phone,
    idempotencyKey: state.sessionId,
    consentVersion: CHAT_CONSENT_VERSION,
    consentAt,
  };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "open":
      if (state.step !== "idle") return state;
      return {
        ...initialChatState,
        step: "awaiting_service_choice",
        sessionId: event.sessionId,
        messages: [
          bot(event.id, event.now, texts.greeting, {
            actions: SERVICE_CHOICES.map((choice) => ({ label: choice, value: choice })),
          }),
        ],
      };

    case "choose": {
      if (state.step !== "awaiting_service_choice" || state.busy) return state;
      if (!(SERVICE_CHOICES as readonly string[]).includes(event.value)) return state;
      return {
        ...state,
        busy: true,
        assistant: event.value === SOMETHING_ELSE ? "starting" : state.assistant,
        lead: { ...state.lead, service: event.value },
        messages: [...state.messages, user(event.id, event.now, event.value)],
      };
    }

    case "send": {
      const text = event.text.trim();
      if (!text || !inputEnabled(state)) return state;
      if (state.step === "completed" || state.step === "conversational")
        return ask(state, text, event.id, event.now);
      const lead = { ...state.lead };
      // Giving the first detail after the privacy notice is the consent.
      if (state.step === "awaiting_name")
        Object.assign(lead, { name: text, consentAt: new Date(event.now).toISOString() });
      if (state.step === "awaiting_email") lead.email = text;
      if (state.step === "awaiting_phone") lead.phone = text;
      return { ...state, busy: true, lead, messages: [...state.messages, user(event.id, event.now, text)] };
    }

    case "reply":
      return state.busy && state.assistant !== "starting" ? reply(state, event.ids, event.now) : state;

    case "session":
      return state.assistant === "starting" ? session(state, event.ok, event.id, event.now) : state;

    case "retrySession":
      if (state.assistant !== "unavailable" || state.busy) return state;
      return { ...state, assistant: "starting", busy: true, error: null };

    case "answer":
      return state.streaming === event.id ? answer(state, event.id, event.update) : state;

    case "clearError":
      return state.error === null ? state : { ...state, error: null };

    case "close":
      return initialChatState;
  }
}

/**
 * A question for the assistant. Too long: refused with a message (the input keeps the text).
 * Assistant ready: the question and an empty answer that the stream fills. Otherwise the
 * assistant is (re)started first and the question waits for it.
 */
function ask(state: ChatState, text: string, id: string, now: number): ChatState {
  if (text.length > AI_LIMITS.chatMessageChars)
    return state.error === aiMessages.chatTooLong ? state : { ...state, error: aiMessages.chatTooLong };
  const question: ChatMessage = { ...user(id, now, text), turn: "user" };
  const base = {
    ...state,
    step: "conversational" as const,
    busy: true,
    error: null,
    messages: [...state.messages, question],
  };
  if (state.assistant !== "ready") return { ...base, assistant: "starting" };
  const answerId = `${id}-answer`;
  return {
    ...base,
    streaming: answerId,
    messages: [...base.messages, bot(answerId, now, "", { turn: "model", streaming: true })],
  };
}

/** The assistant's session started (or not). A question typed meanwhile is answered now. */
function session(state: ChatState, ok: boolean, id: string, now: number): ChatState {
  const base = { ...state, step: "conversational" as const };
  if (!ok) {
    return {
      ...base,
      assistant: "unavailable",
      busy: false,
      messages: [...state.messages, bot(id, now, texts.sessionFailed, { failed: true })],
    };
  }
  const pending = state.messages.at(-1);
  if (pending?.turn === "user") {
    return {
      ...base,
      assistant: "ready",
      streaming: id,
      messages: [...state.messages, bot(id, now, "", { turn: "model", streaming: true })],
    };
  }
  const intro = state.messages.some((m) => m.failed) ? texts.reconnected : texts.somethingElse;
  return { ...base, assistant: "ready", busy: false, messages: [...state.messages, bot(id, now, intro)] };
}

/** Applies one streamed update to the answer being written. */
function answer(state: ChatState, id: string, update: AnswerUpdate): ChatState {
  const edit = (change: (m: ChatMessage) => ChatMessage | null, extra: ChatMessage[] = []): ChatState => ({
    ...state,
    messages: [
      ...state.messages.flatMap((m) => {
        if (m.id !== id) return [m];
        const changed = change(m);
        return changed ? [changed] : [];
      }),
      ...extra,
    ],
  });
  switch (update.type) {
    case "text":
      return edit((m) => ({ ...m, text: m.text + update.text }));
    case "sources":
      return edit((m) => ({ ...m, sources: update.sources }));
    case "notice":
      return edit((m) => ({ ...m, aiNotice: update.notice }));
    case "done":
      return { ...edit((m) => ({ ...m, streaming: false })), busy: false, streaming: null };
    case "failed":
      // The partial text stays (marked as broken off); an empty answer gives way to the error.
      return {
        ...edit(
          (m) => (m.text.trim() ? { ...m, streaming: false, failed: true } : null),
          [bot(update.id, update.now, update.error, { failed: true })],
        ),
        busy: false,
        streaming: null,
      };
  }
}

/**
 * The conversation with the assistant so far, as the chat API takes it: questions and the
 * answers that completed (an exchange that failed is left out), the last `AI_LIMITS.chatTurns`
 * at most, starting with a question. Long answers are cut to the per-message limit.
 */
export function conversationTurns(messages: ChatMessage[]): { role: "user" | "model"; text: string }[] {
  const turns: { role: "user" | "model"; text: string }[] = [];
  messages.forEach((m, i) => {
    if (m.turn === "user") {
      const reply = messages[i + 1];
      const last = i === messages.length - 1 || (reply?.turn === "model" && reply.streaming);
      const answered =
        reply?.turn === "model" && !reply.failed && !reply.streaming && reply.text.trim() !== "";
      if (last) turns.push({ role: "user", text: m.text });
      else if (answered)
        turns.push(
          { role: "user", text: m.text },
          { role: "model", text: reply.text.trim().slice(0, AI_LIMITS.chatAnswerChars) },
        );
    }
  });
  const recent = turns.slice(-AI_LIMITS.chatTurns);
  return recent[0]?.role === "model" ? recent.slice(1) : recent;
}

/** The bot's scripted answer to the visitor's last message, and the next step. */
function reply(state: ChatState, [id, id2 = `${id}-b`]: string[], now: number): ChatState {
  const done = (step: ChatStep, ...messages: ChatMessage[]): ChatState => ({
    ...state,
    step,
    busy: false,
    messages: [...state.messages, ...messages],
  });
  const { service = "", name = "" } = state.lead;

  switch (state.step) {
    case "awaiting_service_choice":
      return done(
        "awaiting_name",
        bot(id, now, texts.privacyNotice(), {
          notice: true,
          links: [{ label: "Privacy policy", href: "/legal" }],
        }),
        bot(id2, now, texts.askName(service)),
      );
    case "awaiting_name":
      return done("awaiting_email", bot(id, now, texts.askEmail(name)));
    case "awaiting_email":
      return done("awaiting_phone", bot(id, now, texts.askPhone));
    case "awaiting_phone":
      return done("completed", bot(id, now, texts.completed(name, service)));
    default:
      return { ...state, busy: false };
  }
}

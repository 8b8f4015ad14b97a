import { brand } from "~/content/brand";
import { LEAD_SERVICES, type LeadService } from "./lead-services";
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
};

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
  error: string | null;
};

export const initialChatState: ChatState = {
  step: "idle",
  messages: [],
  lead: {},
  sessionId: null,
  busy: false,
  error: null,
};

/** `id` and `now` come from the caller so the reducer stays pure. */
export type ChatEvent =
  | { type: "open"; id: string; now: number; sessionId: string }
  | { type: "choose"; value: string; id: string; now: number }
  | { type: "send"; text: string; id: string; now: number }
  | { type: "reply"; ids: string[]; now: number }
  | { type: "close" };

export const texts = {
  greeting: `Hello! 👋 Welcome to ${brand.productName}. How can I help you today?`,
  askName: (service: string) => `Great choice! I'll connect you with our ${service} team. May I have your name, please?`,
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  askPhone: "Thanks! And what's the best phone number to reach you?",
  completed: (name: string, service: string) =>
    `Thank you, ${name}! I've sent your request to our ${service} team. They'll contact you shortly. Is there anything else I can help you with?`,
  somethingElse:
    "Sure! Ask me about our courses, batches, fees, or our AI and IT services, and I'll do my best to help.",
  notConnected:
    "Thanks for your question. Our AI assistant is still being connected, so I can't answer it here yet. Our team can help you right away through the contact page or on WhatsApp.",
  privacyNotice: `Privacy notice: we'll ask for your name, email and phone only so that our team can reply to this request. ${brand.legalName} stores them securely, never sells them, and erases them when you ask at ${brand.email}.`,
};

const ENQUIRY_TEXT = "Hello Arivu Technologies, I have a question about your training programs and services.";

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
  if (!isLeadService(service) || name === undefined || email === undefined || phone === undefined) return null;
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
        lead: { ...state.lead, service: event.value },
        messages: [...state.messages, user(event.id, event.now, event.value)],
      };
    }

    case "send": {
      const text = event.text.trim();
      if (!text || !inputEnabled(state)) return state;
      const lead = { ...state.lead };
      // Giving the first detail after the privacy notice is the consent.
      if (state.step === "awaiting_name") Object.assign(lead, { name: text, consentAt: new Date(event.now).toISOString() });
      if (state.step === "awaiting_email") lead.email = text;
      if (state.step === "awaiting_phone") lead.phone = text;
      return { ...state, busy: true, lead, messages: [...state.messages, user(event.id, event.now, text)] };
    }

    case "reply":
      return state.busy ? reply(state, event.ids, event.now) : state;

    case "close":
      return initialChatState;
  }
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
      if (service === SOMETHING_ELSE) return done("conversational", bot(id, now, texts.somethingElse));
      return done(
        "awaiting_name",
        bot(id, now, texts.privacyNotice, { notice: true, links: [{ label: "Privacy policy", href: "/legal" }] }),
        bot(id2, now, texts.askName(service)),
      );
    case "awaiting_name":
      return done("awaiting_email", bot(id, now, texts.askEmail(name)));
    case "awaiting_email":
      return done("awaiting_phone", bot(id, now, texts.askPhone));
    case "awaiting_phone":
      return done("completed", bot(id, now, texts.completed(name, service)));
    case "completed":
    case "conversational":
      // Questions get real answers once the assistant is connected; until then, say so.
      return done(
        "conversational",
        bot(id, now, texts.notConnected, {
          links: [
            { label: "Contact page", href: "/contact" },
            { label: "WhatsApp", whatsapp: ENQUIRY_TEXT },
          ],
        }),
      );
    default:
      return { ...state, busy: false };
  }
}

import { z } from "zod";

/**
 * The bodies of the AI API, one schema per form, used by the demo forms in the browser
 * (loaded on submit) and by the server. Messages are SPEC §5's, word for word.
 */

export const AI_LIMITS = {
  chatMessageChars: 1_000,
  chatTurns: 20,
  logBytes: 20 * 1024,
  questionChars: 500,
  topicChars: 200,
} as const;

export const aiMessages = {
  emptyLog: "Please provide log data to analyze.",
  emptyQuestion: "Please ask a question.",
  emptyTopic: "Please enter a topic.",
  noLevel: "Please select your experience level.",
  logTooLarge: "Please keep the log under 20 KB: paste the lines that matter most.",
  questionTooLong: `Please keep your question under ${AI_LIMITS.questionChars} characters.`,
  topicTooLong: `Please keep the topic under ${AI_LIMITS.topicChars} characters.`,
  chatTooLong: `Please keep your message under ${AI_LIMITS.chatMessageChars} characters.`,
  chatTooManyTurns: "This conversation is long. Please close the chat and start a new one.",
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const logAnalysisRequest = z.object({
  log: required(aiMessages.emptyLog).refine((v) => new TextEncoder().encode(v).length <= AI_LIMITS.logBytes, aiMessages.logTooLarge),
});

export const documentQaRequest = z.object({
  question: required(aiMessages.emptyQuestion).max(AI_LIMITS.questionChars, aiMessages.questionTooLong),
});

export const contentTones = ["Professional", "Casual", "Excited", "Informative"] as const;

export const contentRequest = z.object({
  topic: required(aiMessages.emptyTopic).max(AI_LIMITS.topicChars, aiMessages.topicTooLong),
  tone: z.enum(contentTones).default("Professional"),
});

export const experienceLevels = ["Beginner", "Intermediate", "Advanced"] as const;

export const recommendationRequest = z.object({
  level: z.enum(experienceLevels, { error: aiMessages.noLevel }),
});

const chatTurn = z.object({
  role: z.enum(["user", "model"]),
  text: z.string().trim().min(1).max(AI_LIMITS.chatMessageChars, aiMessages.chatTooLong),
});

export const chatRequest = z.object({
  messages: z
    .array(chatTurn)
    .min(1)
    .max(AI_LIMITS.chatTurns, aiMessages.chatTooManyTurns)
    .refine((turns) => turns.at(-1)?.role === "user", "The last message must be the visitor's."),
});

/** The first message of a failed parse, for a field-less form. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request.";
}

import { z } from "zod";
import { AI_LIMITS, aiMessages } from "./ai-limits";

/**
 * The bodies of the AI API, one schema per form, used by the demo forms in the browser
 * (loaded on submit) and by the server. Messages are SPEC §5's, word for word.
 */

export { AI_LIMITS, aiMessages };

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const logAnalysisRequest = z.object({
  log: required(aiMessages.emptyLog).refine(
    (v) => new TextEncoder().encode(v).length <= AI_LIMITS.logBytes,
    aiMessages.logTooLarge,
  ),
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

const chatTurn = z.discriminatedUnion("role", [
  z.object({
    role: z.literal("user"),
    text: z.string().trim().min(1).max(AI_LIMITS.chatMessageChars, aiMessages.chatTooLong),
  }),
  z.object({ role: z.literal("model"), text: z.string().trim().min(1).max(AI_LIMITS.chatAnswerChars) }),
]);

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

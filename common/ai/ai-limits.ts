/** The AI API's input limits and their messages (no zod here, so the chat can use them in the browser). */

export const AI_LIMITS = {
  chatMessageChars: 1_000,
  /** The assistant's own earlier answers, sent back as context. */
  chatAnswerChars: 8_000,
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

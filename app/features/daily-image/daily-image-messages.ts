import type { DailyImageFailure } from "#common/ai/ai-protocol.ts";

/** Shown beside the fallback concept when today's image could not be made (SPEC §8, word for word). */
export const dailyImageMessages: Record<DailyImageFailure, string> = {
  quota:
    "Today's AI image generation limit has been reached. Displaying a fallback concept. Please check back tomorrow!",
  "invalid-key": "The AI service configuration is invalid. Displaying a fallback concept.",
  network:
    "We couldn't reach the image service. Please check your connection. Displaying a fallback concept.",
  other: "Sorry, the AI couldn't generate a concept image at this moment. Displaying a fallback concept.",
};

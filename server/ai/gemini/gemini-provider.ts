import { GoogleGenAI, Modality, type GenerateContentResponse } from "@google/genai";
import { z } from "zod";
import { dailyImagePrompt } from "#server/ai/engine/daily-art/index.ts";
import { instructions, RECOMMENDABLE_COURSES, userPrompts } from "#server/ai/instructions.ts";
import type { AiChunk, AiProvider, AiSource } from "#server/ai/types.ts";

export type GeminiOptions = {
  apiKey: string;
  model: string;
  imageModel: string;
  /** Another endpoint: a proxy, or a local fake server in tests. */
  baseUrl?: string;
  /** Per request, so a stalled connection falls back instead of hanging. */
  timeoutMs?: number;
};

const recommendationSchema = z.object({
  course: z.enum(RECOMMENDABLE_COURSES),
  reason: z.string().trim().min(20),
});

/** Google Gemini through the official SDK. Errors are thrown; the fallback wrapper handles them. */
export function geminiProvider({
  apiKey,
  model,
  imageModel,
  baseUrl,
  timeoutMs = 30_000,
}: GeminiOptions): AiProvider {
  const ai = new GoogleGenAI({
    apiKey,
    httpOptions: { ...(baseUrl ? { baseUrl } : {}), timeout: timeoutMs },
  });

  async function* textStream(
    contents: string,
    systemInstruction: string,
    signal: AbortSignal,
  ): AsyncIterable<AiChunk> {
    const stream = await ai.models.generateContentStream({
      model,
      contents,
      config: { systemInstruction, abortSignal: signal },
    });
    for await (const chunk of stream) if (chunk.text) yield { text: chunk.text };
  }

  return {
    name: "gemini",
    async *chat(turns, signal) {
      const history = turns.slice(0, -1).map((t) => ({ role: t.role, parts: [{ text: t.text }] }));
      const config = { systemInstruction: instructions.chat, tools: [{ googleSearch: {} }] };
      const chat = ai.chats.create({ model, history, config });
      // A per-message config replaces the chat's, so it carries the instruction and tool again.
      const stream = await chat.sendMessageStream({
        message: turns.at(-1)?.text ?? "",
        config: { ...config, abortSignal: signal },
      });
      const sources = new Map<string, AiSource>();
      for await (const chunk of stream) {
        if (chunk.text) yield { text: chunk.text };
        for (const source of groundingSources(chunk)) sources.set(source.uri, source);
      }
      if (sources.size > 0) yield { sources: [...sources.values()] };
    },
    analyzeLog: (log, signal) => textStream(log, instructions.logAnalyzer, signal),
    answerFromPolicy: (question, signal) =>
      textStream(userPrompts.documentQa(question), instructions.documentQa, signal),
    generatePost: ({ topic, tone }, signal) =>
      textStream(userPrompts.contentGenerator(topic, tone), instructions.contentGenerator, signal),
    async recommend(level, signal) {
      const response = await ai.models.generateContent({
        model,
        contents: userPrompts.recommender(level),
        config: {
          systemInstruction: instructions.recommender,
          responseMimeType: "application/json",
          abortSignal: signal,
        },
      });
      // A reply that is not one of our four courses is a failure, and the engine answers instead.
      return recommendationSchema.parse(JSON.parse(response.text ?? ""));
    },
    async dailyImage(date, signal) {
      const prompt = dailyImagePrompt(date);
      const response = await ai.models.generateContent({
        model: imageModel,
        contents: prompt,
        config: { responseModalities: [Modality.IMAGE], abortSignal: signal },
      });
      const parts = response.candidates?.[0]?.content?.parts ?? [];
      const image = parts.find(
        (p) => p.inlineData?.data && p.inlineData.mimeType?.startsWith("image/"),
      )?.inlineData;
      if (!image?.data || !image.mimeType) throw new Error("The image model returned no image.");
      return { mimeType: image.mimeType, data: Buffer.from(image.data, "base64"), prompt };
    },
  };
}

/** Grounding chunks become sources (uri, title); only web links are kept. */
function groundingSources(chunk: GenerateContentResponse): AiSource[] {
  const chunks = chunk.candidates?.[0]?.groundingMetadata?.groundingChunks ?? [];
  return chunks.flatMap((c) =>
    c.web?.uri && /^https?:\/\//.test(c.web.uri)
      ? [{ uri: c.web.uri, title: c.web.title || new URL(c.web.uri).hostname }]
      : [],
  );
}

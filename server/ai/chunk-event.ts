import type { AiStreamEvent } from "#common/ai/ai-protocol.ts";
import type { AiChunk } from "./types";

/** A provider's chunk as the event the AI routes stream (protocol in common/ai/ai-protocol.ts). */
export function chunkEvent(chunk: AiChunk): AiStreamEvent {
  if ("text" in chunk) return { type: "text", text: chunk.text };
  if ("sources" in chunk) return { type: "sources", sources: chunk.sources };
  return { type: "notice", notice: chunk.notice };
}

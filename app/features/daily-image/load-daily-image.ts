import { lightFormat } from "date-fns";
import { aiRoutes, type DailyImageFailure } from "#common/ai/ai-protocol.ts";
import { dailyImageMessages } from "./daily-image-messages";

/** The day's image as the browser keeps it (SPEC §3 "Daily image cache"). */
export type CachedDailyImage = { date: string; image: string; prompt: string };

/** What to show: today's image (or the engine's stand-in art), and why it is a fallback, if it is. */
export type DailyImageResult = { image: CachedDailyImage | null; failure: DailyImageFailure | null };

/** The result with the message to show beside the fallback concept (kept out of the page's first JS). */
export type DailyImageView = DailyImageResult & { message: string | null };

export function withMessage(result: DailyImageResult): DailyImageView {
  return { ...result, message: result.failure ? dailyImageMessages[result.failure] : null };
}

export const DAILY_IMAGE_KEY = "arivu.dailyImage";

const failures: readonly string[] = [
  "quota",
  "invalid-key",
  "network",
  "other",
] satisfies DailyImageFailure[];

/** The visitor's calendar day, yyyy-MM-dd. */
export function localDate(now: Date): string {
  return lightFormat(now, "yyyy-MM-dd");
}

/** The stored image, if it is for `date`. Missing, unreadable or stale entries are ignored. */
export function readCachedImage(storage: Storage | null, date: string): CachedDailyImage | null {
  try {
    const raw = storage?.getItem(DAILY_IMAGE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CachedDailyImage>;
    if (entry.date !== date || typeof entry.image !== "string" || !entry.image.startsWith("data:image/"))
      return null;
    return { date, image: entry.image, prompt: typeof entry.prompt === "string" ? entry.prompt : "" };
  } catch {
    return null;
  }
}

/** Keeps the image for the rest of the day; storage that is unavailable or full is skipped. */
export function storeImage(storage: Storage | null, entry: CachedDailyImage) {
  try {
    storage?.setItem(DAILY_IMAGE_KEY, JSON.stringify(entry));
  } catch {
    // Private mode or quota exceeded: the image still shows, it is just fetched again next time.
  }
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read."));
    reader.readAsDataURL(blob);
  });
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Options = { now?: Date; storage?: Storage | null; fetchImpl?: typeof fetch; signal?: AbortSignal };

/**
 * Today's image: from the browser's store when it is today's, else from our API (then
 * stored). A fallback the server marks with X-Ai-Fallback is shown with its reason and not
 * stored, so the next visit asks again. Offline is "network"; our API's 429 is "quota".
 */
export async function loadDailyImage({
  now = new Date(),
  storage = safeStorage(),
  fetchImpl = fetch,
  signal,
}: Options = {}): Promise<DailyImageResult> {
  const date = localDate(now);
  const cached = readCachedImage(storage, date);
  if (cached) return { image: cached, failure: null };

  let response: Response;
  try {
    response = await fetchImpl(aiRoutes.dailyImage(date), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { image: null, failure: "network" };
  }
  if (response.status === 429) return { image: null, failure: "quota" };
  if (!response.ok || !response.headers.get("Content-Type")?.startsWith("image/"))
    return { image: null, failure: "other" };

  let image: string;
  try {
    image = await blobToDataUrl(await response.blob());
  } catch (error) {
    if (signal?.aborted) throw error;
    return { image: null, failure: "network" };
  }
  const prompt = decodePrompt(response.headers.get("X-Image-Prompt"));
  const entry = { date, image, prompt };
  const fallback = response.headers.get("X-Ai-Fallback");
  if (fallback !== null)
    return { image: entry, failure: failures.includes(fallback) ? (fallback as DailyImageFailure) : "other" };
  storeImage(storage, entry);
  return { image: entry, failure: null };
}

function decodePrompt(header: string | null): string {
  if (!header) return "";
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dailyImageMessages } from "./daily-image-messages";
import { DAILY_IMAGE_KEY, loadDailyImage, localDate, readCachedImage, withMessage } from "./load-daily-image";

/** Node has no FileReader: a small one that reads a Blob as a data URL. */
class TestFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob) {
    void blob.arrayBuffer().then((bytes) => {
      this.result = `data:${blob.type};base64,${Buffer.from(bytes).toString("base64")}`;
      this.onload?.();
    });
  }
}

function memoryStorage(full = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException("full", "QuotaExceededError");
      data.set(key, value);
    },
  };
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const PROMPT = "Abstract high-tech concept art: teal circuits";
const imageResponse = (headers: Record<string, string> = {}) =>
  new Response(new Blob([SVG], { type: "image/svg+xml" }), {
    headers: { "Content-Type": "image/svg+xml", "X-Image-Prompt": encodeURIComponent(PROMPT), ...headers },
  });
const NOW = new Date(2026, 10, 21, 0, 30);

describe("the daily image in the browser", () => {
  beforeEach(() => vi.stubGlobal("FileReader", TestFileReader));
  afterEach(() => vi.unstubAllGlobals());

  it("uses the visitor's local calendar day", () => {
    expect(localDate(NOW)).toBe("2026-11-21");
    expect(localDate(new Date(2026, 10, 21, 23, 59, 59))).toBe("2026-11-21");
  });

  it("fetches today's image, shows it as a data URL with its prompt, and stores it", async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn().mockResolvedValue(imageResponse());
    const result = await loadDailyImage({ now: NOW, storage, fetchImpl });
    expect(fetchImpl.mock.calls[0][0]).toBe("/api/ai/daily-image/2026-11-21");
    expect(result.failure).toBeNull();
    expect(result.image).toEqual({
      date: "2026-11-21",
      image: `data:image/svg+xml;base64,${Buffer.from(SVG).toString("base64")}`,
      prompt: PROMPT,
    });
    expect(JSON.parse(storage.getItem(DAILY_IMAGE_KEY)!)).toEqual(result.image);
  });

  it("reuses the stored image the same day without asking the server, and asks again the next day", async () => {
    const storage = memoryStorage();
    storage.setItem(
      DAILY_IMAGE_KEY,
      JSON.stringify({ date: "2026-11-21", image: "data:image/png;base64,AAAA", prompt: "kept" }),
    );
    const fetchImpl = vi.fn().mockResolvedValue(imageResponse());
    expect(await loadDailyImage({ now: NOW, storage, fetchImpl })).toEqual({
      image: { date: "2026-11-21", image: "data:image/png;base64,AAAA", prompt: "kept" },
      failure: null,
    });
    expect(fetchImpl).not.toHaveBeenCalled();

    const tomorrow = await loadDailyImage({ now: new Date(2026, 10, 22, 0, 0, 1), storage, fetchImpl });
    expect(fetchImpl.mock.calls[0][0]).toBe("/api/ai/daily-image/2026-11-22");
    expect(tomorrow.image?.date).toBe("2026-11-22");
    expect(readCachedImage(storage, "2026-11-22")?.prompt).toBe(PROMPT);
  });

  it("ignores a broken stored entry", async () => {
    const storage = memoryStorage();
    storage.setItem(DAILY_IMAGE_KEY, "{not json");
    expect(readCachedImage(storage, "2026-11-21")).toBeNull();
    storage.setItem(DAILY_IMAGE_KEY, JSON.stringify({ date: "2026-11-21", image: "javascript:alert(1)" }));
    expect(readCachedImage(storage, "2026-11-21")).toBeNull();
  });

  it("shows the engine's stand-in art with the reason, and does not store it", async () => {
    for (const kind of ["quota", "invalid-key", "network", "other"] as const) {
      const storage = memoryStorage();
      const result = await loadDailyImage({
        now: NOW,
        storage,
        fetchImpl: vi.fn().mockResolvedValue(imageResponse({ "X-Ai-Fallback": kind })),
      });
      expect(result.failure).toBe(kind);
      expect(result.image?.image).toMatch(/^data:image\/svg\+xml/);
      expect(storage.getItem(DAILY_IMAGE_KEY)).toBeNull();
    }
  });

  it("maps failures: offline is network, our 429 is quota, anything else is other", async () => {
    const cases: [typeof fetch, string][] = [
      [vi.fn().mockRejectedValue(new TypeError("Failed to fetch")), "network"],
      [vi.fn().mockResolvedValue(Response.json({ error: "Please wait" }, { status: 429 })), "quota"],
      [
        vi
          .fn()
          .mockResolvedValue(
            Response.json({ error: "The image could not be made.", kind: "other" }, { status: 502 }),
          ),
        "other",
      ],
      [
        vi.fn().mockResolvedValue(Response.json({ error: "Ask for today's image" }, { status: 400 })),
        "other",
      ],
    ];
    for (const [fetchImpl, failure] of cases) {
      expect(await loadDailyImage({ now: NOW, storage: memoryStorage(), fetchImpl })).toEqual({
        image: null,
        failure,
      });
    }
  });

  it("still shows the image when storage is full or missing", async () => {
    for (const storage of [memoryStorage(true), null]) {
      const result = await loadDailyImage({
        now: NOW,
        storage,
        fetchImpl: vi.fn().mockResolvedValue(imageResponse()),
      });
      expect(result).toMatchObject({ failure: null, image: { prompt: PROMPT } });
    }
  });

  it("has the spec's messages, word for word", () => {
    expect(dailyImageMessages.quota).toBe(
      "Today's AI image generation limit has been reached. Displaying a fallback concept. Please check back tomorrow!",
    );
    expect(dailyImageMessages["invalid-key"]).toBe(
      "The AI service configuration is invalid. Displaying a fallback concept.",
    );
    expect(dailyImageMessages.other).toBe(
      "Sorry, the AI couldn't generate a concept image at this moment. Displaying a fallback concept.",
    );
    expect(dailyImageMessages.network).toMatch(/connection/);
    expect(withMessage({ image: null, failure: "quota" }).message).toBe(dailyImageMessages.quota);
    expect(withMessage({ image: null, failure: null }).message).toBeNull();
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { dailyBudget } from "#server/ai/budget.ts";
import { FALLBACK_NOTICE, withFallback } from "#server/ai/fallback-provider.ts";
import {
  FAKE_GROUNDING,
  FAKE_PNG_BASE64,
  startFakeGemini,
  type FakeGemini,
} from "#tests/fakes/gemini-server.ts";
import { instructions } from "#server/ai/instructions.ts";
import { localProvider } from "#server/ai/local-provider.ts";
import type { AiChunk } from "#server/ai/types.ts";
import { classifyAiError } from "./errors";
import { geminiProvider } from "./gemini-provider";

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behaviour = "ok";
  fake.requests.length = 0;
});

const gemini = () =>
  geminiProvider({
    apiKey: "test-key",
    model: "gemini-flash-test",
    imageModel: "gemini-image-test",
    baseUrl: fake.url,
    timeoutMs: 5_000,
  });
const local = localProvider({ delayMs: 0 });
const signal = () => new AbortController().signal;

async function collect(chunks: AsyncIterable<AiChunk>) {
  const out = { text: "", sources: [] as { uri: string; title: string }[], notices: [] as string[] };
  for await (const c of chunks) {
    if ("text" in c) out.text += c.text;
    else if ("sources" in c) out.sources.push(...c.sources);
    else out.notices.push(c.notice);
  }
  return out;
}

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("Gemini provider, through the real SDK against a fake Gemini server", () => {
  it("chats with the Google Search tool and the system instruction, and turns grounding chunks into sources", async () => {
    const answer = await collect(
      gemini().chat(
        [
          { role: "user", text: "Hi" },
          { role: "model", text: "Hello! How can I help?" },
          { role: "user", text: "Is CCNA worth it in 2026?" },
        ],
        signal(),
      ),
    );
    expect(answer.text).toBe('Gemini says: this answers "Is CCNA worth it in 2026?". Thank you for asking.');
    expect(answer.sources).toEqual([FAKE_GROUNDING]);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1beta/models/gemini-flash-test:streamGenerateContent?alt=sse");
    expect(request.apiKey).toBe("test-key");
    expect(request.body.tools).toEqual([{ googleSearch: {} }]);
    expect(request.body.systemInstruction?.parts?.[0]?.text).toBe(instructions.chat);
    expect(request.body.contents?.map((c) => c.role)).toEqual(["user", "model", "user"]);
  });

  it("streams the log analysis with the analyst's instruction", async () => {
    const answer = await collect(gemini().analyzeLog("%SYS-5-CONFIG_I: Configured from console", signal()));
    expect(answer.text).toContain("Configured from console");
    expect(fake.requests[0].body.systemInstruction?.parts?.[0]?.text).toBe(instructions.logAnalyzer);
  });

  it("sends the policy document with the question", async () => {
    await collect(gemini().answerFromPolicy("How many sick days?", signal()));
    const sent = fake.requests[0].body.contents?.[0]?.parts?.[0]?.text ?? "";
    expect(sent).toContain("Policy document:");
    expect(sent).toContain("Question: How many sick days?");
  });

  it("reads the recommendation from a JSON reply", async () => {
    const recommendation = await gemini().recommend("Beginner", signal());
    expect(recommendation.course).toBe("CCNA");
    expect(recommendation.reason).toMatch(/fundamentals/);
  });

  it("returns the image model's inline PNG", async () => {
    const image = await gemini().dailyImage("2026-11-22", signal());
    expect(image.mimeType).toBe("image/png");
    expect(image.data.equals(Buffer.from(FAKE_PNG_BASE64, "base64"))).toBe(true);
    expect(fake.requests[0].body.generationConfig?.responseModalities).toEqual(["IMAGE"]);
  });

  it.each([
    ["quota", "quota"],
    ["invalid-key", "invalid-key"],
    ["server-error", "other"],
  ] as const)("classifies a %s answer as %s", async (behaviour, kind) => {
    fake.behaviour = behaviour;
    expect(classifyAiError(await failure(() => gemini().recommend("Advanced", signal())))).toBe(kind);
  });

  it("classifies a refused connection as a network failure", async () => {
    const offline = geminiProvider({
      apiKey: "k",
      model: "m",
      imageModel: "i",
      baseUrl: "http://127.0.0.1:9/",
      timeoutMs: 2_000,
    });
    expect(classifyAiError(await failure(() => offline.recommend("Advanced", signal())))).toBe("network");
  });
});

describe("fallback to the embedded engine", () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await testBackends[0].create();
    db = await database.open();
  });
  afterAll(async () => {
    await db.destroy();
    await database.cleanup();
  });
  /** A budget of its own for each test. */
  const budget = (limit: number) => dailyBudget(db, limit, { name: randomUUID() });

  it("answers with the engine, and a quiet notice, when Gemini is rate-limited", async () => {
    fake.behaviour = "quota";
    const provider = withFallback(gemini(), local, { budget: budget(100), log: () => {} });
    const answer = await collect(
      provider.answerFromPolicy("How many days of sick leave do I get?", signal()),
    );
    expect(answer.notices).toEqual([FALLBACK_NOTICE]);
    expect(answer.text).toMatch(/10/);
  });

  it("gives the engine's image with the failure kind when the key is invalid", async () => {
    fake.behaviour = "invalid-key";
    const provider = withFallback(gemini(), local, { budget: budget(100), log: () => {} });
    const image = await provider.dailyImage("2026-11-22", signal());
    expect(image.fallback).toBe("invalid-key");
    expect(image.mimeType).toBe("image/svg+xml");
  });

  it("does not call Gemini once the day's budget is spent", async () => {
    const provider = withFallback(gemini(), local, { budget: budget(1), log: () => {} });
    await provider.recommend("Beginner", signal());
    const second = await provider.recommend("Intermediate", signal());
    expect(fake.requests).toHaveLength(1);
    expect(second.notice).toBe(FALLBACK_NOTICE);
    expect(second.course).toBe("CCNP Enterprise");
  });

  it("does not call Gemini when the budget cannot be read", async () => {
    const unreadable = { take: () => Promise.reject(new Error("database unavailable")) };
    const provider = withFallback(gemini(), local, { budget: unreadable, log: () => {} });
    const answer = await collect(
      provider.answerFromPolicy("How many days of sick leave do I get?", signal()),
    );
    expect(fake.requests).toHaveLength(0);
    expect(answer.notices).toEqual([FALLBACK_NOTICE]);
  });

  it("keeps the partial text and reports the failure when the connection drops mid-stream", async () => {
    fake.behaviour = "drop-mid-stream";
    const provider = withFallback(gemini(), local, { budget: budget(100), log: () => {} });
    const seen: string[] = [];
    const error = await failure(async () => {
      for await (const c of provider.generatePost({ topic: "SD-WAN", tone: "Professional" }, signal()))
        if ("text" in c) seen.push(c.text);
    });
    expect(seen.join("")).toBe("Gemini says: ");
    expect(error).toBeInstanceOf(Error);
  });
});

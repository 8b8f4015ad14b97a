import type http from "node:http";
import { listen, readBody, sendJson, type FakeServer } from "#tests/fakes/http.ts";

/** How the fake answers: like Gemini, or failing the ways Gemini fails. */
export type GeminiBehaviour = "ok" | "quota" | "invalid-key" | "server-error" | "drop-mid-stream";

export type GeminiRequest = { path: string; apiKey: string | undefined; body: GeminiBody };

type GeminiBody = {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  systemInstruction?: { parts?: { text?: string }[] };
  tools?: Record<string, unknown>[];
  generationConfig?: { responseModalities?: string[]; responseMimeType?: string };
};

export type FakeGemini = FakeServer & { behaviour: GeminiBehaviour; requests: GeminiRequest[] };

/** A grounding source the fake cites for chat requests that carry the Google Search tool. */
export const FAKE_GROUNDING = {
  uri: "https://www.cisco.com/site/us/en/learn/training-certifications/certifications/enterprise/ccna/index.html",
  title: "cisco.com",
};

/** A 1×1 PNG, as the image model returns it (base64 inline data). */
export const FAKE_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const errors = {
  quota: [
    429,
    {
      error: {
        code: 429,
        message: "Resource has been exhausted (e.g. check quota).",
        status: "RESOURCE_EXHAUSTED",
      },
    },
  ],
  "invalid-key": [
    400,
    {
      error: {
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "API_KEY_INVALID",
            domain: "googleapis.com",
          },
        ],
      },
    },
  ],
  "server-error": [
    500,
    { error: { code: 500, message: "An internal error has occurred.", status: "INTERNAL" } },
  ],
} as const;

/**
 * A local stand-in for the Gemini API (generativelanguage v1beta) speaking its wire format:
 * `:generateContent` JSON, `:streamGenerateContent?alt=sse` chunks, grounding metadata and
 * inline image data, and its error bodies. POST /__fake/behaviour {"behaviour"} switches modes.
 */
export async function startFakeGemini(port = 0): Promise<FakeGemini> {
  const fake = { behaviour: "ok", requests: [] } as unknown as FakeGemini;
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const text = await readBody(req);
    if (url.pathname === "/__fake/behaviour") {
      fake.behaviour = (JSON.parse(text) as { behaviour: GeminiBehaviour }).behaviour;
      fake.requests.length = 0;
      return sendJson(res, 200, { behaviour: fake.behaviour });
    }
    const match = /^\/v1beta\/models\/([^:]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
    if (req.method !== "POST" || !match)
      return sendJson(res, 404, { error: { code: 404, message: "Not found", status: "NOT_FOUND" } });
    const body = JSON.parse(text) as GeminiBody;
    fake.requests.push({
      path: `${url.pathname}${url.search}`,
      apiKey: req.headers["x-goog-api-key"] as string | undefined,
      body,
    });

    const mode = fake.behaviour;
    if (mode === "quota" || mode === "invalid-key" || mode === "server-error") {
      const [status, payload] = errors[mode];
      return sendJson(res, status, payload);
    }
    if (match[2] === "streamGenerateContent") return stream(res, body, mode === "drop-mid-stream");
    if (mode === "drop-mid-stream") return req.socket.destroy();
    return sendJson(res, 200, unaryResponse(body));
  }, port);
  return Object.assign(fake, server);
}

const question = (body: GeminiBody) =>
  body.contents
    ?.at(-1)
    ?.parts?.map((p) => p.text ?? "")
    .join(" ")
    .slice(0, 60) ?? "";

function candidate(parts: unknown[], extra: Record<string, unknown> = {}) {
  return {
    candidates: [{ content: { role: "model", parts }, index: 0, ...extra }],
    modelVersion: "gemini-fake",
  };
}

function stream(res: http.ServerResponse, body: GeminiBody, drop: boolean) {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  const grounded = body.tools?.some((t) => "googleSearch" in t);
  const chunks = ["Gemini says: ", `this answers "${question(body)}". `, "Thank you for asking."];
  // Dropping mid-stream: the first chunk arrives, then the connection is cut.
  chunks.slice(0, drop ? 1 : undefined).forEach((chunk, i) => {
    const last = i === chunks.length - 1;
    const extra = last
      ? {
          finishReason: "STOP",
          ...(grounded ? { groundingMetadata: { groundingChunks: [{ web: FAKE_GROUNDING }] } } : {}),
        }
      : {};
    res.write(`data: ${JSON.stringify(candidate([{ text: chunk }], extra))}\r\n\r\n`);
  });
  // Cut the connection once the first chunk has reached the client.
  if (drop) return void setTimeout(() => res.socket?.destroy(), 100);
  res.end();
}

function unaryResponse(body: GeminiBody) {
  const config = body.generationConfig ?? {};
  if (config.responseModalities?.includes("IMAGE")) {
    return candidate(
      [{ text: "Here is the image." }, { inlineData: { mimeType: "image/png", data: FAKE_PNG_BASE64 } }],
      { finishReason: "STOP" },
    );
  }
  if (config.responseMimeType === "application/json") {
    const reason =
      "Gemini recommends starting with the fundamentals of routing, switching and IP services before moving on.";
    return candidate([{ text: JSON.stringify({ course: "CCNA", reason }) }], { finishReason: "STOP" });
  }
  return candidate([{ text: `Gemini says: ${question(body)}` }], { finishReason: "STOP" });
}

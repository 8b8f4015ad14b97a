import http from "node:http";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

export type Answer = { status: number; type: string; body: Buffer };

/**
 * Posts `body` as a real client does: with a Content-Length, or without one (chunked, 64 KB a
 * write), and reads the whole answer. Rejects on any socket error (a reset connection).
 */
export function postBody(
  url: string,
  body: Buffer,
  {
    chunked = false,
    type = "application/x-www-form-urlencoded",
    agent,
  }: { chunked?: boolean; type?: string; agent?: http.Agent } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      agent,
      headers: { "Content-Type": type, ...(chunked ? {} : { "Content-Length": body.length }) },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          type: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks),
        }),
      );
    });
    if (!chunked) return void req.end(body);
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}

/** What React Router's client makes of a `.data` answer. */
export async function decodedData(answer: Answer): Promise<unknown> {
  const stream = new Blob([new Uint8Array(answer.body)]).stream();
  return (await decodeTurboStream(stream, globalThis)).value;
}

/** A urlencoded form body. */
export const formBody = (fields: Record<string, string>) =>
  Buffer.from(new URLSearchParams(fields).toString());

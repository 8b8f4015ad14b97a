import http from "node:http";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

export type Answer = { status: number; type: string; body: Buffer };

/**
 * Posts `body` as a real client does: with a Content-Length, or without one (chunked, 64 KB a
 * write; `slow`: 256 KB every 20 ms, so an answer given before the body is read meets an upload
 * still going), and reads the whole answer. Rejects on any socket error (a reset connection),
 * and after `timeoutMs` without an answer. `type: null` sends no Content-Type.
 */
export function postBody(
  url: string,
  body: Buffer,
  {
    chunked = false,
    slow = false,
    type = "application/x-www-form-urlencoded",
    headers = {},
    agent,
    timeoutMs = 30_000,
  }: {
    chunked?: boolean;
    slow?: boolean;
    type?: string | null;
    headers?: Record<string, string>;
    agent?: http.Agent | false;
    timeoutMs?: number;
  } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      agent,
      headers: {
        ...headers,
        ...(type === null ? {} : { "Content-Type": type }),
        ...(chunked || slow ? {} : { "Content-Length": body.length }),
      },
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", (error) => reject(new Error(`${error.message} after ${res.statusCode}`)));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          type: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks),
        }),
      );
    });
    if (!chunked && !slow) return void req.end(body);
    const piece = slow ? 256 * 1024 : 64 * 1024;
    const write = (at: number): void => {
      if (req.destroyed) return;
      if (at >= body.length) return void req.end();
      req.write(body.subarray(at, at + piece));
      if (slow) setTimeout(() => write(at + piece), 20);
      else write(at + piece);
    };
    write(0);
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

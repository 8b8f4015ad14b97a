import type { Writable } from "node:stream";

/** Lines held for a slow reader, past which new ones are dropped rather than held in memory. */
export const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * Where log lines go: a stream (stdout) written so that logging never blocks or throws, whoever
 * reads it or not. On a pipe, Node's stdout queues what the pipe cannot take yet; when nobody
 * reads it, lines past `maxPending` are dropped and counted. When its reader is gone (EPIPE) or a
 * write fails, logging stops. Unlike pino's default destination, nothing flushes it
 * synchronously at exit: that flush retries a full or broken pipe forever, so a server whose
 * stdout nobody read never exited.
 */
export function nonBlockingLines(stream: Writable, maxPending = MAX_PENDING_BYTES) {
  let open = true;
  let dropped = 0;
  const stop = () => void (open = false);
  stream.on("error", stop);
  // Once the reader has caught up, say what it missed.
  stream.on("drain", () => {
    if (!open || dropped === 0) return;
    const note = { level: 40, time: Date.now(), msg: `${dropped} log lines dropped: stdout was not read` };
    dropped = 0;
    write(`${JSON.stringify(note)}\n`);
  });
  function write(line: string) {
    if (!open || stream.destroyed) return;
    if (stream.writableLength >= maxPending) {
      dropped++;
      return;
    }
    try {
      stream.write(line);
    } catch {
      // A file destination writes synchronously and may throw (disk full, closed): never the caller's problem.
      stop();
    }
  }
  return { write };
}

/** Resolves once `stream` has handed everything written to it to the system, or after `ms`. */
export async function drained(stream: Writable, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (stream.writableLength > 0 && !stream.destroyed && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

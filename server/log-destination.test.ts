import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { drained, nonBlockingLines } from "./log-destination";

/**
 * A real pipe to a process that never reads it: what a server's stdout is when nobody reads.
 * With `closed`, that process has closed its end: the reader is gone.
 */
async function pipeNobodyReads({ closed = false } = {}) {
  const code = `${closed ? "require('fs').closeSync(0);" : ""} console.log("up"); setTimeout(() => {}, 60_000);`;
  const reader = spawn(process.execPath, ["-e", code], { stdio: ["pipe", "pipe", "ignore"] });
  readers.push(reader);
  await once(reader.stdout, "data");
  return reader.stdin as Writable;
}
const readers: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.kill("SIGKILL");
});

const LINE = `${JSON.stringify({ level: 30, msg: "x".repeat(1000) })}\n`;

describe("nonBlockingLines", () => {
  it("never blocks on a full pipe nobody reads: past the limit, lines are dropped, not held", async () => {
    const pipe = await pipeNobodyReads();
    const lines = nonBlockingLines(pipe, 256 * 1024);
    const started = Date.now();
    for (let i = 0; i < 2_000; i++) lines.write(LINE); // 2 MB into a 64 KB pipe
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(pipe.writableLength).toBeLessThan(256 * 1024 + LINE.length);

    const waited = Date.now();
    await drained(pipe, 200);
    expect(Date.now() - waited).toBeLessThan(1_000);
  });

  it("stops writing, without throwing, once the pipe's reader is gone (EPIPE)", async () => {
    const pipe = await pipeNobodyReads({ closed: true });
    const lines = nonBlockingLines(pipe);
    // No listener of the test's own: an error the destination left unhandled would crash the run.
    for (let i = 0; i < 200; i++) lines.write(LINE);
    await expect.poll(() => pipe.destroyed).toBe(true);
    expect(() => lines.write(LINE)).not.toThrow();
    expect(pipe.writableLength).toBe(0);
  });

  it("says how many lines a slow reader missed once it catches up", async () => {
    const reader = spawn(
      process.execPath,
      ["-e", "setTimeout(() => process.stdin.pipe(process.stdout), 300)"],
      {
        stdio: ["pipe", "pipe", "ignore"],
      },
    );
    readers.push(reader);
    let read = "";
    reader.stdout.on("data", (chunk: Buffer) => (read += chunk.toString()));
    const lines = nonBlockingLines(reader.stdin, 64 * 1024);
    for (let i = 0; i < 500; i++) lines.write(LINE);
    // Whole lines only: the last may still be on its way.
    const received = () =>
      read
        .split("\n")
        .slice(0, -1)
        .map((l) => JSON.parse(l) as { msg: string });
    const note = () =>
      received().find((l) => l.msg.endsWith("log lines dropped: stdout was not read"))?.msg ?? "";
    await expect.poll(note).toMatch(/^\d+ log lines dropped: stdout was not read$/);
    const kept = received().filter((l) => l.msg === "x".repeat(1000)).length;
    const dropped = Number.parseInt(note(), 10);
    expect(dropped).toBeGreaterThan(0);
    expect(kept + dropped).toBe(500);
  });
});

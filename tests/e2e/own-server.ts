import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * A site server of a spec's own, from the same build, with settings the shared server must
 * not have (a low rate limit, an admin password), on E2E_PORT + `offset` with a fresh DATA_DIR.
 * Start it in beforeAll and stop it in afterAll.
 */
export function ownServer(offset: number, env: Record<string, string>) {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = "";
  let output = "";
  return {
    base,
    /** Its DATA_DIR (the SQLite file is there). */
    dataDir: () => dataDir,
    /** What the server printed to stdout (for example the inbox's audit log). */
    output: () => output,
    async start() {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-e2e-"));
      server = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "server", "main.js")], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
        stdio: ["ignore", "pipe", "ignore"],
      });
      server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await expect
        .poll(
          () =>
            fetch(`${base}/robots.txt`).then(
              (r) => r.status,
              () => 0,
            ),
          // Ready in about 2 s: asked every 100 ms, not at expect.poll's growing intervals (up to 1 s).
          // As the browser tests start, beside the multi-instance tests and a dozen servers starting
          // at once, one took over 15 s on 2 cores.
          { timeout: 45_000, intervals: [100] },
        )
        .toBe(200);
    },
    stop() {
      server?.kill("SIGTERM");
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Stop test of the built server: told to stop (SIGTERM), it exits within the 10 s an orchestrator
// allows, even when nobody reads its log (stdout a full pipe) or the log's reader is gone
// (EPIPE); and a second SIGTERM during a slow shutdown ends it at once, while a copy of the
// first, arriving with it, does not; and `npm start` passes SIGTERM on to the server.
// Usage: BUILD_DIR=build npx tsx scripts/stop-test.ts   (after `npm run build`)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.STOP_PORT ?? 3312);
const base = `http://127.0.0.1:${port}`;
/** What an orchestrator allows between SIGTERM and SIGKILL. */
const ORCHESTRATOR_GRACE_MS = 10_000;

type Exit = { code: number | null; signal: NodeJS.Signals | null; afterMs: number };

/** The built server, in a process group of its own (with npm and its shell, `viaNpm`). */
function startServer(dataDir: string, viaNpm: boolean): ChildProcess {
  const [command, args] = viaNpm
    ? ["npm", ["start"]]
    : [process.execPath, [path.join(buildDir, "server", "main.js")]];
  return spawn(command, args, {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
      // Takes our X-Request-Id, which makes each request's log line longer: the pipe fills sooner.
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Whether any process of the group `child` leads is left (the server, should npm be gone). */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

async function ready(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

/** Resolves when the process exits, or with undefined after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<Exit | undefined> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, afterMs: Date.now() - started });
    });
  });
}

/**
 * About 180 KB of request log lines (~310 bytes each, for a cheap 405), more than twice what a
 * pipe and its reader's buffer hold (64 KB and 16-64 KB): with nobody reading, stdout is full.
 */
async function fillTheLog(): Promise<void> {
  const requestId = "r".repeat(128);
  let sent = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < 600) {
        sent++;
        const res = await fetch(`${base}/api/enquiries`, { headers: { "X-Request-Id": requestId } });
        await res.arrayBuffer();
      }
    }),
  );
}

/** Starts a request whose body never finishes: the graceful shutdown waits for it (5 s). */
async function requestInFlight(): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((r) => socket.once("connect", r));
  socket.write(
    "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      'Content-Length: 1000\r\n\r\n{"name":"',
  );
  socket.on("error", () => {});
  return socket;
}

/** Runs one case against a fresh server; the server is killed if it outlives the case. */
async function serverCase(
  name: string,
  body: (child: ChildProcess) => Promise<string | undefined>,
  { viaNpm = false } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-stop-"));
  const child = startServer(dataDir, viaNpm);
  const started = Date.now();
  let failure: string | undefined;
  try {
    await ready(child);
    failure = await body(child);
  } catch (error) {
    failure = String(error);
  } finally {
    if (groupAlive(child)) process.kill(-child.pid!, "SIGKILL");
    while (groupAlive(child)) await new Promise((r) => setTimeout(r, 50));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(failure ? `FAIL ${name} (${took}): ${failure}` : `ok   ${name} (${took})`);
  return failure === undefined;
}

const describeExit = (exit: Exit | undefined) =>
  exit ? `exited ${exit.signal ?? exit.code} after ${exit.afterMs} ms` : "still running";

/** SIGTERM, then a clean exit (0) within the grace an orchestrator allows; else what happened. */
async function exitsCleanlyOnSigterm(child: ChildProcess): Promise<string | undefined> {
  const exit = exitWithin(child, ORCHESTRATOR_GRACE_MS);
  child.kill("SIGTERM");
  const exited = await exit;
  if (exited?.code !== 0) return `${describeExit(exited)}; expected a clean exit (0) within 10 s`;
}

const results = [
  await serverCase(
    "SIGTERM with stdout a full pipe nobody reads: exits by itself within 10 s",
    async (child) => {
      await fillTheLog();
      return exitsCleanlyOnSigterm(child);
    },
  ),

  await serverCase(
    "SIGTERM after stdout's reader is gone (EPIPE): exits by itself within 10 s",
    async (child) => {
      await fillTheLog();
      child.stdout?.destroy();
      child.stderr?.destroy();
      return exitsCleanlyOnSigterm(child);
    },
  ),

  await serverCase(
    "a second SIGTERM during a slow shutdown ends the server at once, not a copy of the first",
    async (child) => {
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const socket = await requestInFlight();
      try {
        await new Promise((r) => setTimeout(r, 200));
        child.kill("SIGTERM");
        const deadline = Date.now() + 5_000;
        while (!output.includes('"msg":"Shutting down"') && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
        }
        // A copy just after, as when a process group is signalled and npm passes its own copy on.
        child.kill("SIGTERM");
        // The request in flight holds the graceful shutdown: it must still be under way.
        const early = await exitWithin(child, 700);
        if (early)
          return `the first SIGTERM and its copy did not wait for the request in flight (${describeExit(early)})`;
        const exit = exitWithin(child, 1_000);
        child.kill("SIGTERM");
        const exited = await exit;
        if (!exited || exited.code === 0)
          return `${describeExit(exited)}; expected a non-zero exit within 1 s`;
      } finally {
        socket.destroy();
      }
    },
  ),

  await serverCase(
    "SIGTERM to `npm start` reaches the server, which exits within 10 s",
    async (npm) => {
      npm.kill("SIGTERM");
      const deadline = Date.now() + ORCHESTRATOR_GRACE_MS;
      while (groupAlive(npm) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive(npm)) {
        const npmExit = npm.exitCode ?? npm.signalCode;
        return `npm ${npmExit === null ? "is still running" : `exited (${npmExit})`}, but the server still runs after 10 s`;
      }
    },
    { viaNpm: true },
  ),
];
process.exit(results.every(Boolean) ? 0 : 1);

import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { healthState } from "./http/health";
import { log } from "./log";
import { gracefulShutdown, stopOnSignals } from "./shutdown";

/** Nothing here may end or kill the test runner: every way out is recorded instead. */
function exits() {
  const seen: { exit?: number; forced?: number; killSwitchMs?: number } = {};
  return {
    seen,
    exit: (code: number) => void (seen.exit = code),
    forceExit: (code: number) => void (seen.forced = code),
    killSwitch: (ms: number) => void (seen.killSwitchMs = ms),
  };
}

async function slowServer(ms: number) {
  const server = http.createServer((_req, res) => void setTimeout(() => res.end("done"), ms));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe("gracefulShutdown", () => {
  it("stops taking requests, lets those in flight and the sends in progress finish, closes the database last, then exits", async () => {
    const { server, url } = await slowServer(300);
    const health = healthState();
    const steps: string[] = [];
    const { seen, ...exitWays } = exits();
    const shutdown = gracefulShutdown({
      server,
      health,
      finish: async () => {
        await new Promise((r) => setTimeout(r, 100));
        steps.push("sends finished");
      },
      close: async () => void steps.push("database closed"),
      ...exitWays,
      logger: log,
    });
    await fetch(url); // leaves an idle keep-alive connection, which must not hold the shutdown
    // In flight once the server has it: on a loaded machine the connection can take a while.
    const received = new Promise((r) => server.once("request", r));
    const inFlight = fetch(url).then((r) => r.text());
    await received;

    const started = Date.now();
    const done = shutdown("SIGTERM");
    expect(health.phase).toBe("stopping");
    expect(shutdown("SIGTERM")).toBe(done);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe("done");
    await done;
    expect(steps).toEqual(["sends finished", "database closed"]);
    expect(seen.exit).toBe(0);
    expect(seen.forced).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("exits anyway at the deadline when a send hangs", async () => {
    const { server } = await slowServer(0);
    const { seen, ...exitWays } = exits();
    const started = Date.now();
    void gracefulShutdown({
      server,
      health: healthState(),
      finish: () => new Promise(() => {}),
      close: async () => {},
      forceAfterMs: 200,
      ...exitWays,
    })("SIGTERM");
    await new Promise((r) => setTimeout(r, 400));
    expect(seen.forced).toBe(1);
    expect(seen.exit).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    // Should the main thread be stuck, another thread ends the process just after the deadline.
    expect(seen.killSwitchMs).toBe(700);
  });

  it("keeps the deadline armed through the clean exit, should that exit never end the process", async () => {
    const { server } = await slowServer(0);
    const { seen, ...exitWays } = exits();
    await gracefulShutdown({
      server,
      health: healthState(),
      finish: async () => {},
      close: async () => {},
      forceAfterMs: 300,
      ...exitWays,
    })("SIGTERM");
    expect(seen.exit).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.forced).toBe(1);
  });
});

describe("stopOnSignals", () => {
  it("starts the shutdown on the first SIGTERM or SIGINT, ignores copies that come with it, then leaves the next to the system's default, which ends the process", async () => {
    const before = { SIGTERM: process.listenerCount("SIGTERM"), SIGINT: process.listenerCount("SIGINT") };
    const calls: string[] = [];
    stopOnSignals((signal) => void calls.push(signal), 100);
    expect(process.listenerCount("SIGTERM")).toBe(before.SIGTERM + 1);
    process.emit("SIGTERM", "SIGTERM");
    process.emit("SIGINT", "SIGINT");
    expect(calls).toEqual(["SIGTERM"]);
    await new Promise((r) => setTimeout(r, 150));
    expect(process.listenerCount("SIGTERM")).toBe(before.SIGTERM);
    expect(process.listenerCount("SIGINT")).toBe(before.SIGINT);
  });
});

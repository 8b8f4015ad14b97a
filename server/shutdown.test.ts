import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { healthState } from "./http/health";
import { log } from "./log";
import { gracefulShutdown } from "./shutdown";

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
    let exited: number | undefined;
    const shutdown = gracefulShutdown({
      server,
      health,
      finish: async () => {
        await new Promise((r) => setTimeout(r, 100));
        steps.push("sends finished");
      },
      close: async () => void steps.push("database closed"),
      exit: (code) => void (exited = code),
      logger: log,
    });
    await fetch(url); // leaves an idle keep-alive connection, which must not hold the shutdown
    const inFlight = fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));

    const started = Date.now();
    const done = shutdown("SIGTERM");
    expect(health.phase).toBe("stopping");
    expect(shutdown("SIGTERM")).toBe(done);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe("done");
    await done;
    expect(steps).toEqual(["sends finished", "database closed"]);
    expect(exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("exits anyway at the deadline when a send hangs", async () => {
    const { server } = await slowServer(0);
    let exited: number | undefined;
    const started = Date.now();
    void gracefulShutdown({
      server,
      health: healthState(),
      finish: () => new Promise(() => {}),
      close: async () => {},
      forceAfterMs: 200,
      exit: (code) => void (exited = code),
    })("SIGTERM");
    await new Promise((r) => setTimeout(r, 400));
    expect(exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

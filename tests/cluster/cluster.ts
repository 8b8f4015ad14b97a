import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";

export type Instance = {
  url: string;
  process: ChildProcess;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
};
export type Cluster = { proxy: RoundRobinProxy; instances: Instance[]; stop(): Promise<void> };

const buildDir = process.env.BUILD_DIR ?? "build";

const outputs = new WeakMap<ChildProcess, string>();
/** Keeps the last of what an instance wrote (its logs), to explain a failed start. */
function collectOutput(child: ChildProcess) {
  const keep = (chunk: Buffer) =>
    outputs.set(child, ((outputs.get(child) ?? "") + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
}
const output = (child: ChildProcess) => outputs.get(child) ?? "";

/** Resolves once the instance answers /readyz with 200; throws when it exits first or after `ms`. */
async function ready(url: string, child: ChildProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} exited at start (${child.exitCode ?? child.signalCode}): ${output(child)}`);
    }
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

/**
 * `n` built server processes on one database (each with its own DATA_DIR, so nothing is
 * shared through files), behind a round-robin proxy. They trust the proxy's X-Forwarded-For.
 */
export async function startCluster(
  n: number,
  env: Record<string, string>,
  basePort = Number(process.env.CLUSTER_PORT ?? 3700),
): Promise<Cluster> {
  const dataDirs = Array.from({ length: n }, (_, i) =>
    fs.mkdtempSync(path.join(os.tmpdir(), `arivu-cluster-${i}-`)),
  );
  const instances: Instance[] = dataDirs.map((dataDir, i) => {
    const port = basePort + i;
    const instance: Instance = {
      url: `http://127.0.0.1:${port}`,
      process: undefined as unknown as ChildProcess,
      async start() {
        instance.process = spawn(process.execPath, [path.join(buildDir, "server", "main.js")], {
          env: {
            ...process.env,
            LOG_LEVEL: "warn",
            TRUST_PROXY: "true",
            ...env,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        collectOutput(instance.process);
        await ready(instance.url, instance.process);
      },
      async kill(signal = "SIGTERM") {
        const p = instance.process;
        if (p.exitCode !== null || p.signalCode !== null) return;
        const exited = new Promise((resolve) => p.once("exit", resolve));
        p.kill(signal);
        await exited;
      },
    };
    return instance;
  });
  // Started together, as after a deploy: their migrations must not race.
  await Promise.all(instances.map((i) => i.start()));
  const proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  return {
    proxy,
    instances,
    async stop() {
      await proxy.close();
      await Promise.all(instances.map((i) => i.kill()));
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { Worker } from "node:worker_threads";

/**
 * Kills this process (SIGKILL) from a thread of its own `ms` from now, unless it has exited by
 * then. A timer on the main thread cannot fire while that thread is stuck (a write that never
 * returns, an exit handler that loops), and `process.exit` itself waits for libuv's threads.
 * The thread does not keep a clean process alive.
 */
export function armKillSwitch(ms: number): void {
  const at = Date.now() + ms;
  const worker = new Worker(
    `setTimeout(() => process.kill(${process.pid}, "SIGKILL"), Math.max(0, ${at} - Date.now()));`,
    { eval: true, stdout: true, stderr: true },
  );
  worker.unref();
}

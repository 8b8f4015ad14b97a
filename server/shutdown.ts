import type { Server } from "node:http";
import type { HealthState } from "./http/health";
import { armKillSwitch } from "./kill-switch";
import { errorText, log, logWritten, type Logger } from "./log";

export type ShutdownOptions = {
  server: Server;
  health: HealthState;
  /** Stops background work, waiting for the sends in progress (the outbox). */
  finish: () => Promise<void>;
  /** Closes the database, once requests and sends are done. */
  close: () => Promise<void>;
  /** Requests in flight get this long before their connections are closed. */
  drainMs?: number;
  /** Past this, exit anyway: orchestrators send SIGKILL after 10 s. */
  forceAfterMs?: number;
  /** The log's last lines get at most this long to reach stdout's reader before a clean exit. */
  logFlushMs?: number;
  /** A clean exit, once the shutdown is done. */
  exit?: (code: number) => void;
  /** The exit at the deadline: runs no exit handlers, so nothing that could block. */
  forceExit?: (code: number) => void;
  /** Ends the process from another thread at the given delay, should its main thread be stuck. */
  killSwitch?: (ms: number) => void;
  logger?: Logger;
};

/** Exits without running 'exit' listeners, where a logger's flush could wait forever on a pipe. */
function exitNow(code: number): void {
  const { reallyExit } = process as unknown as { reallyExit?: (code: number) => never };
  if (reallyExit) reallyExit(code);
  else process.exit(code);
}

/**
 * Leaves the load balancer's pool and exits: /readyz answers 503 at once, no new connections
 * are taken and idle keep-alive ones close, requests in flight and sends in progress finish,
 * then the database closes. Calling it again returns the same shutdown.
 * The deadline holds until the process is gone: at `forceAfterMs` it exits with 1, and half a
 * second later a kill switch on another thread ends it even if the main thread is stuck.
 */
export function gracefulShutdown({
  server,
  health,
  finish,
  close,
  drainMs = 5_000,
  forceAfterMs = 9_000,
  logFlushMs = 1_000,
  exit = (code) => process.exit(code),
  forceExit = exitNow,
  killSwitch = armKillSwitch,
  logger = log,
}: ShutdownOptions) {
  let shutdown: Promise<void> | undefined;
  return (reason: string): Promise<void> =>
    (shutdown ??= (async () => {
      const deadline = Date.now() + forceAfterMs;
      try {
        killSwitch(forceAfterMs + 500);
      } catch (error) {
        logger.error({ error: errorText(error) }, "Could not arm the kill switch");
      }
      // Never cleared: the clean exit below may itself hang. Unref'd, so a clean exit is not held.
      setTimeout(() => {
        logger.error(`Shutdown took longer than ${forceAfterMs} ms: exiting now`);
        forceExit(1);
      }, forceAfterMs).unref();
      logger.info({ reason }, "Shutting down");
      health.stopping();
      const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose last request just finished would otherwise stay open.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), drainMs);
      cut.unref();
      let code = 0;
      try {
        await Promise.all([requestsDone, finish()]);
        await close();
        logger.info("Shut down");
      } catch (error) {
        logger.error({ error: errorText(error) }, "Shutdown failed");
        code = 1;
      }
      clearInterval(idle);
      clearTimeout(cut);
      await logWritten(Math.max(0, Math.min(logFlushMs, deadline - Date.now())));
      exit(code);
    })());
}

const STOP_SIGNALS = ["SIGTERM", "SIGINT"] as const;
/**
 * Copies of the first signal arrive together, within milliseconds: a terminal's Ctrl-C or
 * systemd signals the whole process group, and npm passes its own copy on to the server.
 */
const SAME_SIGNAL_MS = 500;

/**
 * Starts `shutdown` on the first SIGTERM or SIGINT, and leaves the next one to the system: with
 * no listener left, Node restores the signal's default action, so a second signal ends the
 * process at once (143 or 130 to a shell), even while its main thread is stuck, and nothing more
 * is logged. Copies of the first that arrive with it are ignored.
 */
export function stopOnSignals(shutdown: (signal: string) => unknown, sameSignalMs = SAME_SIGNAL_MS): void {
  const ignore = () => {};
  const first = (signal: NodeJS.Signals) => {
    for (const s of STOP_SIGNALS) {
      // Added before the other goes: with no listener at all, a copy would end the process.
      process.on(s, ignore);
      process.removeListener(s, first);
    }
    setTimeout(() => {
      for (const s of STOP_SIGNALS) process.removeListener(s, ignore);
    }, sameSignalMs).unref();
    void shutdown(signal);
  };
  for (const s of STOP_SIGNALS) process.on(s, first);
}

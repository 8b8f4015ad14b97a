import type { Server } from "node:http";
import type { HealthState } from "./http/health";
import { errorText, log, type Logger } from "./log";

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
  exit?: (code: number) => void;
  logger?: Logger;
};

/**
 * Leaves the load balancer's pool and exits: /readyz answers 503 at once, no new connections
 * are taken and idle keep-alive ones close, requests in flight and sends in progress finish,
 * then the database closes. Calling it again returns the same shutdown.
 */
export function gracefulShutdown({
  server,
  health,
  finish,
  close,
  drainMs = 5_000,
  forceAfterMs = 9_000,
  exit = (code) => process.exit(code),
  logger = log,
}: ShutdownOptions) {
  let shutdown: Promise<void> | undefined;
  return (reason: string): Promise<void> =>
    (shutdown ??= (async () => {
      logger.info({ reason }, "Shutting down");
      health.stopping();
      const force = setTimeout(() => {
        logger.error(`Shutdown took longer than ${forceAfterMs} ms: exiting now`);
        exit(1);
      }, forceAfterMs);
      force.unref();
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
      clearTimeout(force);
      exit(code);
    })());
}

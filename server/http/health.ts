import express, { Router, type Express } from "express";
import { ping, type Db } from "#server/db/index.ts";

export type Phase = "starting" | "ready" | "stopping";

/** How long /readyz waits for the database before it counts as not answering. */
const DATABASE_ANSWER_MS = 2_000;

/** Where this instance is in its life, for a load balancer's checks. */
export function healthState() {
  let phase: Phase = "starting";
  let db: Db | undefined;
  return {
    get phase() {
      return phase;
    },
    /** The database is migrated and every service is running. */
    ready(database: Db) {
      db = database;
      phase = "ready";
    },
    stopping() {
      phase = "stopping";
    },
    /** Ready, and the database answers now. */
    async isReady(): Promise<boolean> {
      if (phase !== "ready" || !db) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(false), DATABASE_ANSWER_MS)),
      );
      return Promise.race([ping(db), late]).finally(() => clearTimeout(timer));
    },
  };
}

export type HealthState = ReturnType<typeof healthState>;

/** GET /healthz: the process lives. GET /readyz: send it requests (200) or not (503). */
export function healthRoutes(health: HealthState): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ ok: true });
  });
  router.get("/readyz", async (_req, res) => {
    const ready = await health.isReady();
    res
      .set("Cache-Control", "no-store")
      .status(ready ? 200 : 503)
      .json({ ok: ready, phase: health.phase });
  });
  return router;
}

/** The app while the instance starts (migrations may wait for another instance's): only health answers. */
export function startingApp(health: HealthState): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(healthRoutes(health));
  app.use((_req, res) => {
    res
      .status(503)
      .set("Retry-After", "5")
      .type("text/plain")
      .send("Starting. Please try again in a few seconds.");
  });
  return app;
}

import type { RequestHandler } from "express";
import { startAi } from "./ai";
import { openMigratedDatabase } from "./db";
import type { Env } from "./env";
import { startLeadIntake } from "./lead-intake";
import { sharedFormTokens } from "./leads/form-token";

/**
 * One instance of the site's services. Everything several instances must agree on lives in
 * the database they share (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL): records and
 * their outbox, rate limits, the AI budget and daily image, the form-token key. Used by the
 * production and the development server alike.
 */
export async function startInstance(env: Env) {
  const db = await openMigratedDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const formTokens = await sharedFormTokens(db, env.DATA_DIR);
    const intake = await startLeadIntake(env, { db, formTokens });
    const ai = startAi(env, db);
    return {
      db,
      formTokens,
      intake,
      apis: [...intake.apis, ...ai.apis] as RequestHandler[],
      /** Stops background work once the sends in progress are recorded. */
      finish: () => intake.stop(),
      /** Closes the database: after `finish`, and after the last request. */
      close: () => db.destroy(),
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export type Instance = Awaited<ReturnType<typeof startInstance>>;

import type { Db } from "#server/db/index.ts";

/**
 * A count of outside AI calls per calendar day (UTC), kept in the database so every instance
 * takes from one budget. Taking is one atomic statement: the insert starts the day, the
 * conditional update counts only below the limit, and no row comes back once it is spent.
 */
export function dailyBudget(db: Db, limit: number, { name = "gemini_calls", now = () => new Date() } = {}) {
  return {
    /** Takes one call from today's budget; false once it is spent. Rejects when the database does not answer. */
    async take(): Promise<boolean> {
      if (limit <= 0) return false;
      const taken = await db
        .insertInto("daily_counters")
        .values({ name, day: now().toISOString().slice(0, 10), count: 1 })
        .onConflict((oc) =>
          oc
            .columns(["name", "day"])
            .doUpdateSet((eb) => ({ count: eb("daily_counters.count", "+", 1) }))
            .where("daily_counters.count", "<", limit),
        )
        .returning("count")
        .executeTakeFirst();
      return taken !== undefined;
    },
  };
}

export type DailyBudget = ReturnType<typeof dailyBudget>;

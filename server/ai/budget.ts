/** A count of outside AI calls per calendar day (UTC), shared by every visitor. */
export function dailyBudget(limit: number, now: () => Date = () => new Date()) {
  let day = "";
  let used = 0;
  return {
    /** Takes one call from today's budget; false once it is spent. */
    take(): boolean {
      const today = now().toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        used = 0;
      }
      if (used >= limit) return false;
      used += 1;
      return true;
    },
    get used() {
      return used;
    },
  };
}

export type DailyBudget = ReturnType<typeof dailyBudget>;

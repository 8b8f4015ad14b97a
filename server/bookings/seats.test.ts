import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookSeat, CCNA_KEY } from "#tests/bookings.ts";
import { seatsTaken } from "./seats";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const BATCH = CCNA_KEY;

describe.each(testBackends)("seats on $name", (backend) => {
  let database: TestDatabase;
  let instances: Db[];

  beforeEach(async () => {
    database = await backend.create();
    // Three instances where the database allows it: each its own connection pool.
    instances = [await database.open()];
    if (database.options.databaseUrl) instances.push(await database.open(), await database.open());
  });
  afterEach(async () => {
    for (const db of instances) await db.destroy();
    await database.cleanup();
  });

  it("holds a seat until the hold ends, then frees it", async () => {
    const [db] = instances;
    const held = await bookSeat(db, { seats: 1, now: NOW });
    expect(held).toBeDefined();
    expect(
      await db.selectFrom("bookings").select("hold_until").where("id", "=", held!).executeTakeFirst(),
    ).toEqual({ hold_until: "2026-11-29T10:15:00.000Z" });
    expect((await seatsTaken(db, [BATCH], NOW)).get(BATCH)).toBe(1);

    expect(await bookSeat(db, { seats: 1, now: NOW })).toBeUndefined();

    const later = new Date("2026-11-29T10:15:00.001Z");
    expect((await seatsTaken(db, [BATCH], later)).get(BATCH)).toBeUndefined();
    expect(await bookSeat(db, { seats: 1, now: later })).toBeDefined();
  });

  it("counts paid seats whatever their hold", async () => {
    const [db] = instances;
    const id = (await bookSeat(db, { seats: 2, now: NOW }))!;
    await db.updateTable("bookings").set({ state: "paid" }).where("id", "=", id).execute();
    const nextYear = new Date("2027-11-29T10:00:00.000Z");
    expect((await seatsTaken(db, [BATCH], nextYear)).get(BATCH)).toBe(1);
  });

  it("gives 20 visitors racing for the last 3 seats exactly 3 holds", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bookSeat(instances[i % instances.length], { seats: 3, now: NOW })),
    );
    expect(results.filter((id) => id !== undefined)).toHaveLength(3);
    expect((await seatsTaken(instances[0], [BATCH], NOW)).get(BATCH)).toBe(3);
  });
});

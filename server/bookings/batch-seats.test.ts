import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { CCNA_BATCH, CCNA_KEY, contentWith } from "#tests/bookings.ts";
import { calendarBatches } from "#app/content/live/calendar-batches.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import { publishedSeats } from "./batch-seats";

/** 10 March 2027 in Chennai: the schedule is April 2027's, where CCNA starts on Monday the 5th. */
const TODAY = "2027-03-10";
const SCHEDULED_CCNA = "ccna-2027-04-05-weekday";

describe.each(testBackends)("the seats a batch has, as published, on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let version = 0;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  /** Stores `data` as the newest version, as the content editor's publish does. */
  const publish = (data: unknown) =>
    db
      .insertInto("content_versions")
      .values({
        version: ++version,
        data: JSON.stringify(data),
        published_by: "marketing@arivu.in",
        published_at: new Date().toISOString(),
        note: null,
      })
      .execute();

  it("are the seed's default for a scheduled batch on a fresh install, with nothing published", async () => {
    expect(await publishedSeats(db, SCHEDULED_CCNA, TODAY)).toBe(20);
    // Not a batch of the schedule: another day, another timing, a batch that has started.
    expect(await publishedSeats(db, "ccna-2027-04-06-weekday", TODAY)).toBe(0);
    expect(await publishedSeats(db, "ccna-2027-04-05-weekend", TODAY)).toBe(0);
    expect(await publishedSeats(db, SCHEDULED_CCNA, "2027-04-05")).toBe(0);
    expect(await publishedSeats(db, "not a key", TODAY)).toBe(0);
  });

  it("are the published default seat count while the company has published no batch", async () => {
    const content = seedContent();
    await publish({ ...content, billing: { ...content.billing, defaultSeats: 12 } });
    expect(await publishedSeats(db, SCHEDULED_CCNA, TODAY)).toBe(12);
    // Content published before the count was editable takes the default.
    const { defaultSeats: _, ...billing } = content.billing;
    await publish({ ...content, billing });
    expect(await publishedSeats(db, SCHEDULED_CCNA, TODAY)).toBe(20);
  });

  it("are a published batch's own, and the schedule's batches have none then", async () => {
    const scheduled = batchKeyOf(calendarBatches(seedContent()).batches.find((b) => b.courseId === "ccna")!);
    expect(await publishedSeats(db, scheduled)).toBe(20);
    await publish(contentWith({ ...CCNA_BATCH, seats: 7 }));
    expect(await publishedSeats(db, CCNA_KEY)).toBe(7);
    expect(await publishedSeats(db, scheduled)).toBe(0);
  });
});

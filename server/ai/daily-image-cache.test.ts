import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { dailyImageCache, type DailyImageCacheOptions } from "./daily-image-cache";
import type { FallbackImage } from "./fallback-provider";

// Today: the cache drops days more than three days behind its clock.
const DATE = new Date().toISOString().slice(0, 10);
const image = (text: string, fallback?: FallbackImage["fallback"]): FallbackImage => ({
  mimeType: "image/png",
  data: Buffer.from(text),
  prompt: `prompt of ${text}`,
  ...(fallback ? { fallback } : {}),
});
const standIn = async () => image("engine art");

describe.each(testBackends)("dailyImageCache on $name", (backend) => {
  let database: TestDatabase;
  let offsetMs: number;
  const open: Db[] = [];
  /** One instance's cache on the shared database; its clock can be moved forward. */
  async function instance(
    generate: DailyImageCacheOptions["generate"],
    options: Partial<DailyImageCacheOptions> = {},
  ) {
    const db = await database.open();
    open.push(db);
    return dailyImageCache({
      db,
      generate,
      standIn,
      now: () => Date.now() + offsetMs,
      pollMs: 20,
      ...options,
    });
  }
  beforeEach(async () => {
    database = await backend.create();
    offsetMs = 0;
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    await database.cleanup();
  });

  it("makes the day's image once for two instances asking at once, and keeps it across a restart", async () => {
    let made = 0;
    const generate = async () => {
      made += 1;
      await new Promise((r) => setTimeout(r, 150));
      return image("model art");
    };
    const [one, two] = [await instance(generate), await instance(generate)];
    const images = await Promise.all([one.get(DATE), two.get(DATE), one.get(DATE), two.get(DATE)]);
    expect(made).toBe(1);
    expect(images.map((i) => i.data.toString())).toEqual(Array(4).fill("model art"));
    expect(images[1]).toMatchObject({ mimeType: "image/png", prompt: "prompt of model art" });
    expect(images[1].fallback).toBeUndefined();
    expect(two.peek(DATE)?.data.toString()).toBe("model art");

    const restarted = await instance(generate);
    expect((await restarted.get(DATE)).data.toString()).toBe("model art");
    expect(made).toBe(1);
  });

  it("keeps a fallback image for 10 minutes, for every instance, then asks the model again", async () => {
    const answers = [image("engine art", "quota"), image("model art")];
    let made = 0;
    const generate = async () => answers[made++];
    const [one, two] = [await instance(generate), await instance(generate)];
    expect((await one.get(DATE)).fallback).toBe("quota");
    expect(await two.get(DATE)).toMatchObject({ fallback: "quota" });
    expect(made).toBe(1);

    offsetMs = 10 * 60_000 + 1_000;
    expect(two.peek(DATE)).toBeUndefined();
    expect((await two.get(DATE)).data.toString()).toBe("model art");
    expect((await one.get(DATE)).data.toString()).toBe("model art");
    expect(made).toBe(2);
  });

  it("answers the engine's image, without storing it, while another instance takes too long", async () => {
    let finish: (image: FallbackImage) => void = () => {};
    const slow = await instance(() => new Promise((resolve) => (finish = resolve)));
    const waiting = await instance(async () => image("never asked"), { waitMs: 200 });
    const first = slow.get(DATE);
    await new Promise((r) => setTimeout(r, 50));
    expect(await waiting.get(DATE)).toMatchObject({ fallback: "other", prompt: "prompt of engine art" });
    expect(waiting.peek(DATE)).toBeUndefined();

    finish(image("model art"));
    expect((await first).data.toString()).toBe("model art");
    expect((await waiting.get(DATE)).data.toString()).toBe("model art");
  });

  it("takes the day over when the instance making it stopped before storing it", async () => {
    const crashed = await instance(() => new Promise(() => {}), { claimMs: 100 });
    void crashed.get(DATE);
    await new Promise((r) => setTimeout(r, 50));
    let made = 0;
    const next = await instance(async () => (made++, image("model art")));
    expect((await next.get(DATE)).data.toString()).toBe("model art");
    expect(made).toBe(1);
  });

  it("answers an image it could not store, but does not keep it", async () => {
    const one = await instance(async () => {
      await open[0].schema.dropTable("daily_images").execute();
      return image("model art");
    });
    expect((await one.get(DATE)).data.toString()).toBe("model art");
    expect(one.peek(DATE)).toBeUndefined();
  });

  it("drops images older than the three dates visitors can ask for", async () => {
    const one = await instance(async () => image("art"));
    // The clock is set, so what is pruned does not depend on the day the test runs.
    offsetMs = Date.parse("2026-11-21T12:00:00Z") - Date.now();
    for (const date of ["2026-11-10", "2026-11-20", "2026-11-21"]) await one.get(date);
    offsetMs = Date.parse("2026-11-22T12:00:00Z") - Date.now();
    await one.get("2026-11-22");
    const dates = (await open[0].selectFrom("daily_images").select("date").orderBy("date").execute()).map(
      (r) => r.date,
    );
    expect(dates).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
  });
});

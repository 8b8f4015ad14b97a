import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "#server/db/index.ts";
import { errorText, log } from "#server/log.ts";
import type { FallbackImage } from "./fallback-provider";
import type { AiFailureKind } from "./gemini/errors";
import type { DailyImage } from "./types";

export type DailyImageCacheOptions = {
  db: Db;
  /** Makes the day's image: the model's, or the engine's standing in for it (marked `fallback`). */
  generate: (date: string) => Promise<FallbackImage>;
  /** The engine's image, answered without storing it when another instance takes too long. */
  standIn: (date: string) => Promise<DailyImage>;
  now?: () => number;
  /** How long a generating instance holds the day before another may take it over (a crash). */
  claimMs?: number;
  /** How long a request waits for the image another instance is making. */
  waitMs?: number;
  pollMs?: number;
};

export type DailyImageCache = ReturnType<typeof dailyImageCache>;

type Entry = { image: FallbackImage; expires: number };

/** A fallback image is kept only briefly, so the model is asked again later. */
const FALLBACK_TTL_MS = 10 * 60_000;
/** Visitors' calendar days span about three dates at once; older images are dropped. */
const KEEP_DAYS = 3;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One image per calendar day for every instance on the database. The first instance to ask
 * claims the day (an insert that only one can make, or the takeover of a lapsed claim or an
 * expired fallback), makes the image and stores it; the others poll for it and, past
 * `waitMs`, answer the engine's image without storing it. Each instance keeps what it read
 * in memory; requests in one instance for the same day share one lookup.
 */
export function dailyImageCache({
  db,
  generate,
  standIn,
  now = Date.now,
  claimMs = 90_000,
  waitMs = 30_000,
  pollMs = 500,
}: DailyImageCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<FallbackImage>>();

  function remember(date: string, entry: Entry): FallbackImage {
    if (entry.expires > now()) entries.set(date, entry);
    for (const key of [...entries.keys()].sort().slice(0, -KEEP_DAYS)) entries.delete(key);
    return entry.image;
  }

  /** The stored image for `date` while it is still good. */
  async function stored(date: string): Promise<Entry | undefined> {
    const row = await db.selectFrom("daily_images").selectAll().where("date", "=", date).executeTakeFirst();
    if (!row || row.status === "generating" || row.data === null) return undefined;
    const expires = row.status === "ready" ? Infinity : Date.parse(row.claimed_until ?? "");
    if (!(expires > now())) return undefined;
    const image: FallbackImage = {
      mimeType: row.mime ?? "application/octet-stream",
      data: Buffer.from(row.data, "base64"),
      prompt: row.prompt ?? "",
    };
    if (row.fallback_kind) image.fallback = row.fallback_kind as AiFailureKind;
    return { image, expires };
  }

  /** Claims the day for this instance; the claim's end, or undefined when another holds it. */
  async function claim(date: string): Promise<string | undefined> {
    const until = iso(now() + claimMs);
    const inserted = await db
      .insertInto("daily_images")
      .values({
        date,
        status: "generating",
        created_at: iso(now()),
        claimed_until: until,
        mime: null,
        data: null,
        prompt: null,
        fallback_kind: null,
      })
      .onConflict((oc) => oc.column("date").doNothing())
      .returning("date")
      .executeTakeFirst();
    if (inserted) return until;
    // Only one of several instances' updates can match the lapsed claim_until.
    const taken = await db
      .updateTable("daily_images")
      .set({ status: "generating", claimed_until: until })
      .where("date", "=", date)
      .where("status", "!=", "ready")
      .where("claimed_until", "<", iso(now()))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? until : undefined;
  }

  async function generateAndStore(date: string, until: string): Promise<Entry> {
    const mine = () =>
      db.updateTable("daily_images").where("date", "=", date).where("claimed_until", "=", until);
    let image: FallbackImage;
    try {
      image = await generate(date);
    } catch (error) {
      // Let the next request claim the day at once.
      await mine()
        .set({ claimed_until: iso(now()) })
        .execute()
        .catch(() => undefined);
      throw error;
    }
    const expires = image.fallback ? now() + FALLBACK_TTL_MS : Infinity;
    try {
      await mine()
        .set({
          status: image.fallback ? "fallback" : "ready",
          mime: image.mimeType,
          data: image.data.toString("base64"),
          prompt: image.prompt,
          fallback_kind: image.fallback ?? null,
          claimed_until: image.fallback ? iso(expires) : null,
        })
        .execute();
      await db
        .deleteFrom("daily_images")
        .where("date", "<", iso(now() - KEEP_DAYS * 86_400_000).slice(0, 10))
        .execute();
    } catch (error) {
      // The image was paid for: the visitor gets it, but it is not cached, as it was not kept.
      log.error({ date, error: errorText(error) }, "Daily image could not be stored");
      return { image, expires: 0 };
    }
    return { image, expires };
  }

  async function storedOrMade(date: string): Promise<FallbackImage> {
    const deadline = now() + waitMs;
    for (;;) {
      const found = await stored(date);
      if (found) return remember(date, found);
      const until = await claim(date);
      if (until) return remember(date, await generateAndStore(date, until));
      if (now() >= deadline) {
        log.warn({ date }, "Daily image: another instance is still making it; answering the engine's image");
        return { ...(await standIn(date)), fallback: "other" };
      }
      await sleep(pollMs);
    }
  }

  return {
    /** The image for `date` this instance already holds, without asking the database. */
    peek(date: string): FallbackImage | undefined {
      const entry = entries.get(date);
      return entry && entry.expires > now() ? entry.image : undefined;
    },
    async get(date: string): Promise<FallbackImage> {
      const cached = this.peek(date);
      if (cached) return cached;
      let job = pending.get(date);
      if (!job) {
        job = storedOrMade(date).finally(() => pending.delete(date));
        pending.set(date, job);
      }
      return job;
    },
  };
}

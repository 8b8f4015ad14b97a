import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { LIST_LIMITS } from "#app/content/limits.ts";
import { testContentStores } from "#tests/content-stores.ts";
import { testBackends } from "#tests/db-utils.ts";
import { CONFLICT_MESSAGE, fingerprint, type ContentDrafts } from "./content-drafts";
import { publishedContent, type PublishedContentStore } from "./published-content";

const batch = {
  courseId: "ccna",
  startDate: "2030-01-05",
  mode: "online" as const,
  timing: "weekend" as const,
  seats: 20,
  fee: "",
  status: "open" as const,
};

describe.each(testBackends)("content drafts on $name", (backend) => {
  let stores: Awaited<ReturnType<typeof testContentStores>>;
  let db: Db;
  let published: PublishedContentStore;
  let drafts: ContentDrafts;
  const warnings: string[] = [];

  beforeEach(async () => {
    stores = await testContentStores(backend, (m) => warnings.push(m));
    ({ db, published, drafts } = stores);
  });
  afterEach(() => stores.close());

  const ccna = () => drafts.draft().then((d) => d.content.courses.findIndex((c) => c.id === "ccna"));

  it("starts from the seed, keeps edits as a draft, and shows them only once published", async () => {
    expect(published.current().version).toBe(0);
    const index = await ccna();
    const before = (await drafts.draft()).content.courses[index];
    expect(
      await drafts.saveItem("m@x.in", "courses", index, fingerprint(before), { ...before, price: "₹21,000" }),
    ).toEqual({ ok: true });
    expect(await drafts.saveItem("m@x.in", "batches", undefined, "", batch)).toEqual({ ok: true });

    const draft = await drafts.draft();
    expect(draft).toMatchObject({ changed: true, updatedBy: "m@x.in" });
    expect(draft.content.courses[index].price).toBe("₹21,000");
    expect(published.current().content.courses[index].price).toBe("₹18,500");

    expect(await drafts.publish("m@x.in", "New CCNA fee")).toEqual({ ok: true, version: 1 });
    expect(published.current()).toMatchObject({ version: 1 });
    expect(published.current().content.courses[index].price).toBe("₹21,000");
    expect(published.current().content.batches).toEqual([batch]);
    expect((await drafts.draft()).changed).toBe(false);
  });

  it("refuses a save whose item changed since it was opened, and says what it is now", async () => {
    const index = await ccna();
    const opened = (await drafts.draft()).content.courses[index];
    const base = fingerprint(opened);
    await drafts.saveItem("a@x.in", "courses", index, base, { ...opened, price: "₹20,000" });
    const second = await drafts.saveItem("b@x.in", "courses", index, base, { ...opened, price: "₹22,000" });
    expect(second).toEqual({
      ok: false,
      conflict: CONFLICT_MESSAGE,
      current: fingerprint({ ...opened, price: "₹20,000" }),
    });
    expect((await drafts.draft()).content.courses[index].price).toBe("₹20,000");
    // Told, they may save again on purpose: it replaces the other change.
    if (second.ok) throw new Error("expected a conflict");
    expect(
      await drafts.saveItem("b@x.in", "courses", index, second.current!, { ...opened, price: "₹22,000" }),
    ).toEqual({ ok: true });
  });

  it("keeps both of two saves made at once to different items", async () => {
    await Promise.all([
      drafts.saveItem("a@x.in", "batches", undefined, "", batch),
      drafts.saveItem("b@x.in", "batches", undefined, "", { ...batch, courseId: "ccnp-enterprise" }),
      drafts.saveSingle("c@x.in", "offer", fingerprint(seedContent().offer), {
        ...seedContent().offer,
        percent: 15,
      }),
    ]);
    const { content } = await drafts.draft();
    expect(content.batches.map((b) => b.courseId).sort()).toEqual(["ccna", "ccnp-enterprise"]);
    expect(content.offer.percent).toBe(15);
  });

  it("publishes nothing invalid: a batch of an unknown course is refused", async () => {
    await drafts.saveItem("m@x.in", "batches", undefined, "", { ...batch, courseId: "ccxx" });
    expect(await drafts.publish("m@x.in", "")).toEqual({
      ok: false,
      problems: ['Unknown course "ccxx" in a batch.'],
    });
    expect(published.current().version).toBe(0);
    expect(await drafts.versions()).toEqual([]);
  });

  it("moves a course to another track, but never leaves a track without a course", async () => {
    const courses = (await drafts.draft()).content.courses;
    const at = (id: string) => courses.findIndex((c) => c.id === id);
    const sdWan = courses[at("cisco-sd-wan")];
    expect(
      await drafts.saveItem("m@x.in", "courses", at("cisco-sd-wan"), fingerprint(sdWan), {
        ...sdWan,
        track: "automation-ai",
      }),
    ).toEqual({ ok: true });
    const ccnp = courses[at("ccnp-enterprise")];
    expect(
      await drafts.saveItem("m@x.in", "courses", at("ccnp-enterprise"), fingerprint(ccnp), {
        ...ccnp,
        track: "expert",
      }),
    ).toEqual({
      ok: false,
      conflict: "The Professional Track would have no course left: move another course into it first.",
      field: "track",
    });
    expect(await drafts.publish("m@x.in", "SD-WAN under automation")).toEqual({ ok: true, version: 1 });
    expect(published.current().content.courses[at("ccnp-enterprise")].track).toBe("professional");
    expect(published.current().content.courses[at("cisco-sd-wan")].track).toBe("automation-ai");
  });

  it("refuses one more FAQ, testimonial or batch than the site shows, saying so", async () => {
    const { faqs, testimonials } = seedContent();
    for (let i = faqs.length; i < LIST_LIMITS.faqs; i++)
      await drafts.saveItem("m@x.in", "faqs", undefined, "", { ...faqs[0], id: `q-${i}` });
    expect(await drafts.saveItem("m@x.in", "faqs", undefined, "", { ...faqs[0], id: "one-more" })).toEqual({
      ok: false,
      conflict: "At most 60 FAQs: remove one before adding another.",
    });
    for (let i = testimonials.length; i < LIST_LIMITS.testimonials; i++)
      await drafts.saveItem("m@x.in", "testimonials", undefined, "", testimonials[0]);
    expect(await drafts.saveItem("m@x.in", "testimonials", undefined, "", testimonials[0])).toEqual({
      ok: false,
      conflict: "At most 30 testimonials: remove one before adding another.",
    });
    const { content } = await drafts.draft();
    expect([content.faqs.length, content.testimonials.length]).toEqual([60, 30]);
    // Editing an item of a full list still saves.
    const last = content.faqs[59];
    expect(
      await drafts.saveItem("m@x.in", "faqs", 59, fingerprint(last), { ...last, question: "Edited?" }),
    ).toEqual({ ok: true });
    expect(await drafts.publish("m@x.in", "")).toEqual({ ok: true, version: 1 });
  });

  it("names the FAQ id used twice when a draft holding one is published", async () => {
    const content = seedContent();
    content.faqs[1] = { ...content.faqs[1], id: content.faqs[0].id };
    await db
      .insertInto("content_draft")
      .values({
        id: "site",
        revision: 1,
        data: JSON.stringify(content),
        updated_by: "m@x.in",
        updated_at: "",
      })
      .execute();
    expect(await drafts.publish("m@x.in", "")).toEqual({
      ok: false,
      problems: [`faqs: FAQ ids must be unique: "${content.faqs[0].id}" is used more than once.`],
    });
  });

  it("keeps every version with who published it, and rolls back to any of them", async () => {
    const index = await ccna();
    for (const price of ["₹19,000", "₹20,000"]) {
      const item = (await drafts.draft()).content.courses[index];
      await drafts.saveItem("m@x.in", "courses", index, fingerprint(item), { ...item, price });
      await drafts.publish("m@x.in", `CCNA ${price}`);
    }
    expect(published.current().content.courses[index].price).toBe("₹20,000");
    const item = (await drafts.draft()).content.courses[index];
    await drafts.saveItem("m@x.in", "courses", index, fingerprint(item), { ...item, price: "₹99,000" });
    expect(await drafts.rollBack("admin@x.in", 1)).toEqual({ ok: true, version: 3 });
    // The draft, made of version 2's content, is gone: publishing it could not undo the roll back.
    expect((await drafts.draft()).changed).toBe(false);
    expect(published.current().content.courses[index].price).toBe("₹19,000");
    expect(await drafts.rollBack("admin@x.in", 0)).toEqual({ ok: true, version: 4 });
    expect(published.current().content).toEqual(seedContent());
    const versions = await drafts.versions();
    expect(versions.map((v) => [v.version, v.publishedBy, v.note])).toEqual([
      [4, "admin@x.in", "Rolled back to version 0"],
      [3, "admin@x.in", "Rolled back to version 1"],
      [2, "m@x.in", "CCNA ₹20,000"],
      [1, "m@x.in", "CCNA ₹19,000"],
    ]);
  });

  it("shows on another instance's store within its polling interval", async () => {
    const other = publishedContent(db, seedContent(), (m) => warnings.push(m));
    await other.start();
    try {
      const item = (await drafts.draft()).content.courses[0];
      await drafts.saveItem("m@x.in", "courses", 0, fingerprint(item), { ...item, duration: "9 weeks" });
      await drafts.publish("m@x.in", "");
      await expect.poll(() => other.current().version, { timeout: 3000 }).toBe(1);
      expect(other.current().content.courses[0].duration).toBe("9 weeks");
    } finally {
      other.stop();
    }
  });
});

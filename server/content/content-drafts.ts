import { createHash } from "node:crypto";
import type { Db } from "#server/db/index.ts";
import { siteContentSchema, type SiteContent } from "#app/content/live/schema.ts";
import { LIST_LIMITS, listFullMessage, TEXT_LIMITS } from "#app/content/limits.ts";
import type { FaqItem } from "#app/content/schema.ts";
import { catalogueCourses } from "#app/content/live/seed.ts";
import type { PublishedContentStore } from "./published-content";
import { storedContent } from "./stored-content";

/**
 * Editing at /admin/content: one shared draft of the whole content, saved item by item.
 * Each form carries a fingerprint of its item as it was opened; a save whose item has changed
 * since is refused as a conflict, so nobody overwrites another person's edit unknowingly.
 * Publishing keeps a new version; rolling back publishes an older version's content again.
 */

export type ListPart = "batches" | "faqs" | "testimonials" | "hero" | "courses" | "tracks";
export type SinglePart = "offer" | "contact" | "billing";
type Item<P extends keyof SiteContent> = SiteContent[P] extends readonly (infer I)[] ? I : SiteContent[P];

export type Draft = {
  content: SiteContent;
  /** False when nothing is edited since the last publish. */
  changed: boolean;
  updatedBy?: string;
  updatedAt?: string;
};

export type Version = { version: number; publishedBy: string; publishedAt: string; note: string | null };

/** A refused edit: why, the item's fingerprint now, and the field at fault when it is one. */
export type EditResult = { ok: true } | { ok: false; conflict: string; current?: string; field?: string };

/** The fingerprint of an item as shown in a form: a short hash of its JSON. */
export function fingerprint(item: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(item ?? null))
    .digest("base64url")
    .slice(0, 16);
}

export const CONFLICT_MESSAGE =
  "Someone else changed this after you opened it. Your text is kept here: check it, then save again to replace their change.";

const DRAFT_ID = "site";

export function contentDrafts(db: Db, published: PublishedContentStore, now = () => new Date()) {
  async function readDraft() {
    return db.selectFrom("content_draft").selectAll().where("id", "=", DRAFT_ID).executeTakeFirst();
  }

  async function draft(): Promise<Draft> {
    const row = await readDraft();
    if (!row) return { content: published.current().content, changed: false };
    return {
      content: storedContent(row.data, published.seed),
      changed: true,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    };
  }

  /**
   * Applies `edit` to the draft, unless `check` says the item moved on. Saves are compared and
   * swapped on the row's revision, so two saves at once each see the other's result.
   */
  async function change(actor: string, edit: (content: SiteContent) => EditResult): Promise<EditResult> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await readDraft();
      const content = structuredClone(
        row ? storedContent(row.data, published.seed) : published.current().content,
      );
      const result = edit(content);
      if (!result.ok) return result;
      const values = { data: JSON.stringify(content), updated_by: actor, updated_at: now().toISOString() };
      if (!row) {
        const inserted = await db
          .insertInto("content_draft")
          .values({ id: DRAFT_ID, revision: 1, ...values })
          .onConflict((oc) => oc.column("id").doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return result;
        continue;
      }
      const updated = await db
        .updateTable("content_draft")
        .set({ ...values, revision: row.revision + 1 })
        .where("id", "=", DRAFT_ID)
        .where("revision", "=", row.revision)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return result;
    }
    return { ok: false, conflict: "Many people are saving at once. Please save again." };
  }

  /** A course moved to another track may not leave its old one empty. */
  const everyTrackKeepsACourse = ({ tracks, courses }: SiteContent): EditResult => {
    const emptied = tracks.find((t) => !courses.some((c) => c.track === t.id));
    return emptied
      ? {
          ok: false,
          conflict: `The ${emptied.title} would have no course left: move another course into it first.`,
          field: "track",
        }
      : { ok: true };
  };

  /**
   * An FAQ's id is its link anchor, so no two share one. A new FAQ's id, made from its question,
   * becomes "-2", "-3"… when taken; an edit that gives an FAQ another's id is refused, naming it.
   */
  const faqWithOwnId = (faqs: SiteContent["faqs"], index: number | undefined, faq: FaqItem) => {
    const others = faqs.filter((_, i) => i !== index);
    const taken = (id: string) => others.find((f) => f.id === id);
    if (index === undefined) {
      let id = faq.id;
      for (let n = 2; taken(id); n++) id = `${faq.id.slice(0, TEXT_LIMITS.faqId - 4)}-${n}`;
      return { ok: true as const, faq: { ...faq, id } };
    }
    const other = taken(faq.id);
    if (!other) return { ok: true as const, faq };
    return {
      ok: false as const,
      result: {
        ok: false,
        conflict: `Another question already has the id "${faq.id}": “${other.question}”.`,
        field: "id",
      } satisfies EditResult,
    };
  };

  const conflict = (item: unknown): EditResult => ({
    ok: false,
    conflict: CONFLICT_MESSAGE,
    current: fingerprint(item),
  });

  return {
    draft,

    /** Saves one item of a list: at `index` if it still matches `base`, or appended when `index` is undefined. */
    saveItem<P extends ListPart>(
      actor: string,
      part: P,
      index: number | undefined,
      base: string,
      item: Item<P>,
    ) {
      return change(actor, (content) => {
        const list = content[part] as unknown[];
        if (index !== undefined && fingerprint(list[index]) !== base) return conflict(list[index]);
        if (part === "faqs") {
          const own = faqWithOwnId(content.faqs, index, item as FaqItem);
          if (!own.ok) return own.result;
          item = own.faq as Item<P>;
        }
        if (index === undefined) {
          const limited = part in LIST_LIMITS ? (part as keyof typeof LIST_LIMITS) : undefined;
          if (limited && list.length >= LIST_LIMITS[limited])
            return { ok: false, conflict: listFullMessage(limited) };
          list.push(item);
          return { ok: true };
        }
        list[index] = item;
        return part === "courses" ? everyTrackKeepsACourse(content) : { ok: true };
      });
    },

    removeItem(actor: string, part: ListPart, index: number, base: string) {
      return change(actor, (content) => {
        const list = content[part] as unknown[];
        if (fingerprint(list[index]) !== base) return conflict(list[index]);
        list.splice(index, 1);
        return { ok: true };
      });
    },

    /** Moves an item one place up (-1) or down (+1). */
    moveItem(actor: string, part: ListPart, index: number, base: string, by: -1 | 1) {
      return change(actor, (content) => {
        const list = content[part] as unknown[];
        if (fingerprint(list[index]) !== base) return conflict(list[index]);
        const to = index + by;
        if (to < 0 || to >= list.length) return { ok: true };
        [list[index], list[to]] = [list[to], list[index]];
        return { ok: true };
      });
    },

    saveSingle<P extends SinglePart>(actor: string, part: P, base: string, value: SiteContent[P]) {
      return change(actor, (content) => {
        if (fingerprint(content[part]) !== base) return conflict(content[part]);
        content[part] = value;
        return { ok: true };
      });
    },

    /**
     * Publishes the draft as a new version, if the whole of it passes the schema and every batch
     * names a course of the catalogue. Answers the problems otherwise; nothing is published then.
     */
    async publish(
      actor: string,
      note: string,
    ): Promise<{ ok: true; version: number } | { ok: false; problems: string[] }> {
      const row = await readDraft();
      if (!row)
        return { ok: false, problems: ["There is nothing to publish: no change since the last version."] };
      const parsed = siteContentSchema.safeParse(storedContent(row.data, published.seed));
      if (!parsed.success)
        return {
          ok: false,
          problems: parsed.error.issues.map((i) =>
            i.path.length ? `${i.path.join(" › ")}: ${i.message}` : i.message,
          ),
        };
      const known = new Set(catalogueCourses.map((c) => c.id));
      const unknown = parsed.data.batches.filter((b) => !known.has(b.courseId));
      if (unknown.length)
        return { ok: false, problems: unknown.map((b) => `Unknown course "${b.courseId}" in a batch.`) };
      const version = await insertVersion(actor, parsed.data, note || null);
      // Only the draft that was checked: a save made meanwhile stays as the new draft.
      await db
        .deleteFrom("content_draft")
        .where("id", "=", DRAFT_ID)
        .where("revision", "=", row.revision)
        .execute();
      return { ok: true, version };
    },

    async discard() {
      await db.deleteFrom("content_draft").where("id", "=", DRAFT_ID).execute();
    },

    async versions(): Promise<Version[]> {
      const rows = await db
        .selectFrom("content_versions")
        .select(["version", "published_by", "published_at", "note"])
        .orderBy("version", "desc")
        .limit(50)
        .execute();
      return rows.map((r) => ({
        version: Number(r.version),
        publishedBy: r.published_by,
        publishedAt: r.published_at,
        note: r.note,
      }));
    },

    /**
     * Publishes version `version`'s content again, as the newest version (0: the content the site
     * was built with). The draft holds the whole content as it was before: publishing it later
     * would quietly undo the roll back, so it is discarded (the page says so beside the button).
     */
    async rollBack(
      actor: string,
      version: number,
    ): Promise<{ ok: true; version: number } | { ok: false; problems: string[] }> {
      const row =
        version === 0
          ? { data: JSON.stringify(published.seed) }
          : await db
              .selectFrom("content_versions")
              .select("data")
              .where("version", "=", version)
              .executeTakeFirst();
      const parsed = row && siteContentSchema.safeParse(storedContent(row.data, published.seed));
      if (!parsed?.success) return { ok: false, problems: [`Version ${version} cannot be restored.`] };
      const restored = await insertVersion(actor, parsed.data, `Rolled back to version ${version}`);
      await db.deleteFrom("content_draft").where("id", "=", DRAFT_ID).execute();
      return { ok: true, version: restored };
    },
  };

  /** Numbers versions 1, 2, 3…; two publishes at once: the second takes the next number. */
  async function insertVersion(actor: string, content: SiteContent, note: string | null): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const newest = await db
        .selectFrom("content_versions")
        .select((eb) => eb.fn.max("version").as("max"))
        .executeTakeFirst();
      const version = Number(newest?.max ?? 0) + 1;
      const inserted = await db
        .insertInto("content_versions")
        .values({
          version,
          data: JSON.stringify(content),
          published_by: actor,
          published_at: now().toISOString(),
          note,
        })
        .onConflict((oc) => oc.column("version").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        await published.refresh();
        return version;
      }
      if (attempt >= 5) throw new Error("Could not number the new content version.");
    }
  }
}

export type ContentDrafts = ReturnType<typeof contentDrafts>;

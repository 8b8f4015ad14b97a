import { data, redirect, type AppLoadContext } from "react-router";
import { catalogueCourses } from "#app/content/live/seed.ts";
import { formValues, parseForm, requestForm, type FormReply } from "#common/forms.ts";
import { istTime, todayInIst } from "#common/ist-time.ts";
import { fingerprint, type ContentDrafts } from "#server/content/content-drafts.ts";
import { requireAccess } from "#app/features/admin/session.server.ts";
import { editHeadSchema, partSchema } from "./editor-schema";
import { editableLists, isSinglePart, itemsOf, PARTS, type Part } from "./parts";
import "./load-context";

const notices: Record<string, string> = {
  saved: "Saved to the draft. Preview it, then publish when you are ready.",
  removed: "Removed from the draft.",
  moved: "Moved.",
  published: "Published. Every page shows it within a few seconds.",
  discarded: "The draft is discarded: the site's content is as last published.",
  "rolled-back": "Rolled back, and the draft discarded. Every page shows that version within a few seconds.",
};

function draftsOf(context: AppLoadContext): ContentDrafts {
  if (!context.contentDrafts) throw new Response("Not found.", { status: 404 });
  return context.contentDrafts;
}

const partOf = (url: URL): Part => {
  const part = url.searchParams.get("part");
  return (PARTS as readonly string[]).includes(part ?? "") ? (part as Part) : "batches";
};

/** /admin/content: the draft of one part, item by item, with what is needed to edit and publish it. */
export async function contentEditorPage(request: Request, context: AppLoadContext) {
  await requireAccess(context, request);
  const drafts = draftsOf(context);
  const url = new URL(request.url);
  const part = partOf(url);
  const draft = await drafts.draft();
  return {
    part,
    items: itemsOf(draft.content, part).map((item) => ({ item, base: fingerprint(item) })),
    changed: draft.changed,
    updated: draft.updatedBy ? `${draft.updatedBy}, ${istTime(draft.updatedAt)}` : undefined,
    choices: {
      courses: catalogueCourses.map((c) => ({ id: c.id, name: c.name })),
      tracks: draft.content.tracks.map((t) => ({ id: t.id, name: t.title })),
    },
    versions: (await drafts.versions()).map((v) => ({ ...v, publishedAt: istTime(v.publishedAt) })),
    notice: notices[url.searchParams.get("notice") ?? ""],
  };
}
export type ContentEditorData = Awaited<ReturnType<typeof contentEditorPage>>;

/** A refused post: which form (part and item), why, what was typed, and the item's fingerprint now. */
export type ContentEditorReply = FormReply & { part?: Part; index?: string; base?: string };

/** Every form of /admin/content posts here, with an intent. */
export async function contentEditorAction(request: Request, context: AppLoadContext) {
  const { admin, user } = await requireAccess(context, request);
  const drafts = draftsOf(context);
  const typed = formValues(await requestForm(request));
  const head = editHeadSchema.safeParse(typed);
  if (!head.success) throw data("That request is not one this page makes.", { status: 400 });
  const action = head.data;
  const part = "part" in action ? action.part : partOf(new URL(request.url));
  const refuse = (reply: ContentEditorReply) =>
    data<ContentEditorReply>({ part, index: typed.index ?? "", values: typed, ...reply }, { status: 400 });
  const done = (notice: string, line: string) => {
    admin.log(`content: ${line} by ${user.email} ${new Date().toISOString()}`);
    return redirect(`/admin/content?part=${part}&notice=${notice}`, 303);
  };

  // Only batches, FAQs and testimonials gain, lose or swap items; courses and slides stay as the site has them.
  const listPart = (p: Part) => {
    if (!editableLists.includes(p) || isSinglePart(p))
      throw data("This part has no such action.", { status: 400 });
    return p;
  };

  switch (action.intent) {
    case "save": {
      if (action.index === undefined) listPart(action.part);
      const courseIds = catalogueCourses.map((c) => c.id);
      const trackIds = (await drafts.draft()).content.tracks.map((t) => t.id);
      const parsed = parseForm(
        partSchema(action.part, { courseIds, trackIds, todayIst: todayInIst() }),
        typed,
      );
      if (!parsed.ok) return refuse({ fieldErrors: parsed.fieldErrors });
      const result = isSinglePart(action.part)
        ? await drafts.saveSingle(user.email, action.part, action.base, parsed.value as never)
        : await drafts.saveItem(user.email, action.part, action.index, action.base, parsed.value as never);
      if (!result.ok)
        return refuse(
          result.field
            ? { fieldErrors: { [result.field]: result.conflict } }
            : { error: result.conflict, base: result.current },
        );
      return done("saved", `saved ${action.part} ${action.index ?? "new"}`);
    }
    case "remove": {
      const result = await drafts.removeItem(user.email, listPart(action.part), action.index, action.base);
      if (!result.ok) return refuse({ error: result.conflict, base: result.current });
      return done("removed", `removed ${action.part} ${action.index}`);
    }
    case "up":
    case "down": {
      const by = action.intent === "up" ? -1 : 1;
      const result = await drafts.moveItem(user.email, listPart(action.part), action.index, action.base, by);
      if (!result.ok) return refuse({ error: result.conflict, base: result.current });
      return done("moved", `moved ${action.part} ${action.index} ${action.intent}`);
    }
    case "publish": {
      const result = await drafts.publish(user.email, action.note);
      if (!result.ok) return refuse({ error: `Not published: ${result.problems.join(" ")}` });
      return done("published", `published version ${result.version}`);
    }
    case "discard":
      await drafts.discard();
      return done("discarded", "discarded the draft");
    case "rollback": {
      const result = await drafts.rollBack(user.email, action.version);
      if (!result.ok) return refuse({ error: result.problems.join(" ") });
      return done("rolled-back", `rolled back to version ${action.version} as ${result.version}`);
    }
  }
}

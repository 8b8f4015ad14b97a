import { describe, expect, it, vi } from "vitest";
import type { AdminContext } from "#server/admin/admin-context.ts";
import { enquiry, stored } from "#tests/lead-data.ts";
import { submissionAction } from "./detail.server";

const record = stored(enquiry(), { id: "rec-1" });

function setup() {
  const store = {
    get: vi.fn(async (id: string) => (id === record.id ? record : undefined)),
    setStatus: vi.fn(async () => true),
    addNote: vi.fn(async () => undefined),
    retry: vi.fn(async () => undefined),
    delete: vi.fn(async () => true),
    assign: vi.fn(async (_id: string, owner: string | null) => owner !== "nobody-known"),
    setFollowUp: vi.fn(async () => true),
  };
  const log = vi.fn();
  const user = {
    id: "u1",
    email: "kavya@arivu-test.in",
    name: "Kavya",
    role: "sales",
    actor: "kavya@arivu-test.in",
  };
  const admin = { store, log, currentUser: async () => user } as unknown as AdminContext;
  const post = (fields: Record<string, string>, id = record.id) =>
    submissionAction(
      new Request(`http://x/admin/submissions/${id}`, { method: "POST", body: new URLSearchParams(fields) }),
      { admin },
      id,
    );
  return { store, log, post, admin };
}

/** React Router's data() result: its body and status. */
const refused = (result: unknown) => result as { data: unknown; init: { status: number } };

describe("submissionAction", () => {
  it("changes the status in one tap (keeping a lost reason as a note) and answers what to undo", async () => {
    const { store, post } = setup();
    const done = refused(
      await post({ intent: "set-status", status: "lost", reason: "Chose another institute" }),
    );
    expect(done.data).toEqual({
      intent: "set-status",
      done: { id: "rec-1", name: record.name, from: "new", to: "lost", undo: false },
    });
    expect(store.setStatus).toHaveBeenCalledWith("rec-1", "lost", "kavya@arivu-test.in");
    expect(store.addNote).toHaveBeenCalledWith(
      "rec-1",
      "Lost: Chose another institute",
      "kavya@arivu-test.in",
    );
  });

  it("assigns (refusing someone unknown) and sets a follow-up given in IST", async () => {
    const { store, post } = setup();
    const assigned = (await post({ intent: "assign", owner: "u2" })) as Response;
    expect(assigned.headers.get("location")).toBe("/admin/submissions/rec-1?notice=assigned");
    expect(store.assign).toHaveBeenCalledWith("rec-1", "u2", "kavya@arivu-test.in");
    expect(refused(await post({ intent: "assign", owner: "nobody-known" })).init.status).toBe(400);
    await post({ intent: "follow-up", followUp: "2026-11-22T10:30" });
    expect(store.setFollowUp).toHaveBeenCalledWith(
      "rec-1",
      "2026-11-22T10:30:00+05:30",
      "kavya@arivu-test.in",
    );
    await post({ intent: "follow-up", followUp: "" });
    expect(store.setFollowUp).toHaveBeenLastCalledWith("rec-1", null, "kavya@arivu-test.in");
  });

  it("refuses a follow-up on a day that does not exist or is out of range, keeping what was typed", async () => {
    const { store, post } = setup();
    for (const followUp of ["2026-02-31T10:00", "9999-99-99T99:99", "1900-01-01T10:00"]) {
      const bad = refused(await post({ intent: "follow-up", followUp }));
      expect(bad.init.status, followUp).toBe(400);
      expect(bad.data).toEqual({
        intent: "follow-up",
        fieldErrors: { followUp: expect.stringMatching(/^Enter a (real )?date/) },
        values: { followUp },
      });
    }
    expect(store.setFollowUp).not.toHaveBeenCalled();
  });

  it("saves a pipeline status, refusing anything else", async () => {
    const { store, post } = setup();
    const saved = (await post({ intent: "status", status: "qualified" })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/submissions/rec-1?notice=status");
    expect(store.setStatus).toHaveBeenCalledWith("rec-1", "qualified", "kavya@arivu-test.in");
    const bad = refused(await post({ intent: "status", status: "spam" }));
    expect(bad.init.status).toBe(400);
    expect(bad.data).toEqual({ intent: "status", fieldErrors: { status: "Choose a status." } });
    expect(store.setStatus).toHaveBeenCalledTimes(1);
  });

  it("adds a trimmed note; an empty or overlong one is refused", async () => {
    const { store, post } = setup();
    expect(((await post({ intent: "note", note: "  Called back.  " })) as Response).status).toBe(303);
    expect(store.addNote).toHaveBeenCalledWith("rec-1", "Called back.", "kavya@arivu-test.in");
    expect(refused(await post({ intent: "note", note: "   " })).data).toEqual({
      intent: "note",
      fieldErrors: { note: "Write the note first." },
      values: { note: "   " },
    });
    expect(refused(await post({ intent: "note", note: "x".repeat(4001) })).init.status).toBe(400);
    expect(store.addNote).toHaveBeenCalledTimes(1);
  });

  it("releases spam to New and retries failed deliveries", async () => {
    const { store, post } = setup();
    await post({ intent: "not-spam" });
    expect(store.setStatus).toHaveBeenCalledWith("rec-1", "new", "kavya@arivu-test.in");
    await post({ intent: "retry" });
    expect(store.retry).toHaveBeenCalledWith("rec-1", "kavya@arivu-test.in");
  });

  it("erases only with the confirmation, and logs who erased it without the visitor's data", async () => {
    const { store, log, post } = setup();
    expect(refused(await post({ intent: "delete" })).data).toEqual({
      intent: "delete",
      fieldErrors: { confirm: "Tick the box to confirm the erasure." },
    });
    expect(store.delete).not.toHaveBeenCalled();
    const erased = (await post({ intent: "delete", confirm: "yes" })) as Response;
    expect(erased.headers.get("location")).toBe("/admin?notice=deleted");
    expect(store.delete).toHaveBeenCalledWith("rec-1");
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^erasure: rec-1 by kavya@arivu-test\.in \d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    );
  });

  it("answers a missing or unknown intent with a 400 that says so", async () => {
    const { store, post } = setup();
    for (const fields of [{}, { intent: "archive" }] as Record<string, string>[]) {
      const thrown = refused(await post(fields).catch((e) => e));
      expect(thrown.init.status).toBe(400);
      expect(thrown.data).toBe("Unknown action: reload the page and try again.");
    }
    expect(store.setStatus).not.toHaveBeenCalled();
  });

  it("answers a body that is not a form with a 400, not a 500", async () => {
    const { admin } = setup();
    const json = new Request(`http://x/admin/submissions/${record.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "delete", confirm: "yes" }),
    });
    const thrown = refused(await submissionAction(json, { admin }, record.id).catch((e) => e));
    expect(thrown.init.status).toBe(400);
  });

  it("answers 404 for a record that is gone", async () => {
    const { post } = setup();
    const thrown = refused(await post({ intent: "retry" }, "gone").catch((e) => e));
    expect(thrown.init.status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { parseForm } from "#common/forms.ts";
import { detailActionSchema, detailMessages as m } from "./detail-schema";
import { NOTE_MAX, REASON_MAX } from "./labels";

const errorsFor = (input: Record<string, string>) => {
  const result = parseForm(detailActionSchema, input);
  return result.ok ? {} : result.fieldErrors;
};

describe("record page actions schema", () => {
  it("accepts each action, trimming a note", () => {
    expect(parseForm(detailActionSchema, { intent: "status", status: "won" })).toEqual({
      ok: true,
      value: { intent: "status", status: "won" },
    });
    expect(parseForm(detailActionSchema, { intent: "note", note: "  Called back. " })).toEqual({
      ok: true,
      value: { intent: "note", note: "Called back." },
    });
    for (const intent of ["retry", "not-spam"])
      expect(parseForm(detailActionSchema, { intent })).toEqual({ ok: true, value: { intent } });
    expect(parseForm(detailActionSchema, { intent: "delete", confirm: "yes" }).ok).toBe(true);
  });

  it("gives each bad field its message", () => {
    expect(errorsFor({})).toEqual({ intent: m.unknown });
    expect(errorsFor({ intent: "archive" })).toEqual({ intent: m.unknown });
    expect(errorsFor({ intent: "status", status: "spam" })).toEqual({ status: m.status });
    expect(errorsFor({ intent: "status" })).toEqual({ status: m.status });
    expect(errorsFor({ intent: "note", note: "  " })).toEqual({ note: m.noteEmpty });
    expect(errorsFor({ intent: "note" })).toEqual({ note: m.noteEmpty });
    expect(errorsFor({ intent: "note", note: "x".repeat(NOTE_MAX + 1) })).toEqual({ note: m.noteLong });
    expect(errorsFor({ intent: "delete" })).toEqual({ confirm: m.confirmErase });
    expect(errorsFor({ intent: "delete", confirm: "no" })).toEqual({ confirm: m.confirmErase });
  });

  it("takes the one-tap status with an optional reason, an owner, and a follow-up time or nothing", () => {
    expect(
      parseForm(detailActionSchema, {
        intent: "set-status",
        status: "lost",
        reason: " Chose another institute ",
      }),
    ).toEqual({
      ok: true,
      value: { intent: "set-status", status: "lost", reason: "Chose another institute" },
    });
    expect(parseForm(detailActionSchema, { intent: "assign", owner: "" }).ok).toBe(true);
    expect(parseForm(detailActionSchema, { intent: "follow-up", followUp: "2026-11-21T10:30" }).ok).toBe(
      true,
    );
    expect(parseForm(detailActionSchema, { intent: "follow-up", followUp: "" }).ok).toBe(true);
    expect(errorsFor({ intent: "set-status", status: "spam" })).toEqual({ status: m.status });
    expect(errorsFor({ intent: "set-status", status: "lost", reason: "x".repeat(REASON_MAX + 1) })).toEqual({
      reason: m.reasonLong,
    });
    expect(errorsFor({ intent: "assign" })).toEqual({ owner: m.owner });
    expect(errorsFor({ intent: "follow-up", followUp: "tomorrow" })).toEqual({ followUp: m.followUp });
    expect(errorsFor({ intent: "follow-up" })).toEqual({ followUp: m.followUp });
  });

  it("takes a follow-up only on a day that exists, at a time that exists, from 2020 to five years ahead", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(errorsFor({ intent: "follow-up", followUp: `${nextYear}-02-28T23:59` })).toEqual({});
    expect(errorsFor({ intent: "follow-up", followUp: "2024-02-29T09:00" })).toEqual({});
    for (const followUp of ["2026-02-31T10:00", "2027-02-29T10:00", "2026-04-31T10:00", "1900-01-01T10:00"])
      expect(errorsFor({ intent: "follow-up", followUp }), followUp).toEqual({ followUp: m.followUpRange });
    expect(errorsFor({ intent: "follow-up", followUp: `${nextYear + 5}-01-01T10:00` })).toEqual({
      followUp: m.followUpRange,
    });
    for (const followUp of ["9999-99-99T99:99", "2026-11-21T24:00", "2026-11-21T10:60", "1900-01-01"])
      expect(errorsFor({ intent: "follow-up", followUp }), followUp).toEqual({ followUp: m.followUp });
  });
});

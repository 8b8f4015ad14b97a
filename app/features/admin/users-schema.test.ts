import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, ROLES } from "#server/admin/auth.ts";
import { parseForm } from "#common/forms.ts";
import { PASSWORD_MIN_LENGTH, roles } from "./labels";
import { usersActionSchema, usersMessages as m } from "./users-schema";

const person = { intent: "add", email: " Priya@Arivu-Test.in ", name: " Priya ", role: "sales" };
const errorsFor = (input: Record<string, string>) => {
  const result = parseForm(usersActionSchema, input);
  return result.ok ? {} : result.fieldErrors;
};

describe("people page actions schema", () => {
  it("asks for what the server's accounts accept", () => {
    expect(roles).toEqual(ROLES);
    expect(PASSWORD_MIN_LENGTH).toBe(MIN_PASSWORD_LENGTH);
  });

  it("accepts a new person, with or without a password, and each row action", () => {
    expect(parseForm(usersActionSchema, { ...person, password: "" })).toEqual({
      ok: true,
      value: { intent: "add", email: "priya@arivu-test.in", name: "Priya", role: "sales" },
    });
    expect(parseForm(usersActionSchema, { ...person, password: "Adyar-2026!" })).toMatchObject({
      ok: true,
      value: { password: "Adyar-2026!" },
    });
    expect(parseForm(usersActionSchema, { intent: "role", userId: "u1", role: "admin" }).ok).toBe(true);
    expect(parseForm(usersActionSchema, { intent: "remove", userId: "u1" }).ok).toBe(true);
    expect(
      parseForm(usersActionSchema, { intent: "password", userId: "u1", password: "Tambaram-26" }).ok,
    ).toBe(true);
  });

  it("gives each bad field its message", () => {
    expect(errorsFor({})).toEqual({ intent: m.unknown });
    expect(errorsFor({ intent: "promote" })).toEqual({ intent: m.unknown });
    expect(errorsFor({ ...person, email: "priya" })).toEqual({ email: m.email });
    expect(errorsFor({ ...person, name: "  " })).toEqual({ name: m.name });
    expect(errorsFor({ ...person, role: "owner" })).toEqual({ role: m.role });
    expect(errorsFor({ ...person, password: "short" })).toEqual({ password: m.passwordShort });
    expect(errorsFor({ ...person, password: "x".repeat(129) })).toEqual({ password: m.passwordLong });
    expect(errorsFor({ intent: "role", userId: "", role: "sales" })).toEqual({ userId: m.person });
    expect(errorsFor({ intent: "role", userId: "u1" })).toEqual({ role: m.role });
    expect(errorsFor({ intent: "remove" })).toEqual({ userId: m.person });
    expect(errorsFor({ intent: "password", userId: "u1", password: "short" })).toEqual({
      password: m.passwordShort,
    });
    expect(errorsFor({ intent: "password", userId: "u1" })).toEqual({ password: m.passwordShort });
  });
});

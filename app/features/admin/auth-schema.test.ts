import { describe, expect, it } from "vitest";
import { parseForm } from "#common/forms.ts";
import {
  authMessages as m,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from "./auth-schema";
import { usersMessages } from "./users-schema";

const errorsFor = (schema: Parameters<typeof parseForm>[0], input: Record<string, string>) => {
  const result = parseForm(schema, input);
  return result.ok ? {} : result.fieldErrors;
};

describe("sign-in schema", () => {
  it("takes a trimmed email and the password as typed", () => {
    expect(
      parseForm(signInSchema, { email: " kavya@arivu-test.in ", password: " pass word ", next: "/admin" }),
    ).toEqual({
      ok: true,
      value: { email: "kavya@arivu-test.in", password: " pass word ", next: "/admin" },
    });
  });

  it("asks for each empty field", () => {
    expect(errorsFor(signInSchema, { email: " ", password: "" })).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(errorsFor(signInSchema, {})).toEqual({ email: m.emailRequired, password: m.passwordRequired });
  });
});

describe("forgot-password schema", () => {
  it("takes a valid address", () => {
    expect(parseForm(forgotPasswordSchema, { email: " meena@arivu-test.in " })).toEqual({
      ok: true,
      value: { email: "meena@arivu-test.in" },
    });
  });

  it("asks for an address, then a valid one", () => {
    expect(errorsFor(forgotPasswordSchema, { email: "" })).toEqual({ email: m.emailRequired });
    expect(errorsFor(forgotPasswordSchema, { email: "meena" })).toEqual({ email: m.emailInvalid });
  });
});

describe("reset-password schema", () => {
  const good = { token: "t0k3n", password: "Mylapore-2026", confirm: "Mylapore-2026" };

  it("takes the token and the same password twice", () => {
    expect(parseForm(resetPasswordSchema, good)).toEqual({ ok: true, value: good });
  });

  it("gives each bad field its message", () => {
    expect(errorsFor(resetPasswordSchema, { ...good, token: "" })).toEqual({ token: m.linkIncomplete });
    expect(errorsFor(resetPasswordSchema, { ...good, password: "short", confirm: "short" })).toEqual({
      password: usersMessages.passwordShort,
    });
    expect(errorsFor(resetPasswordSchema, { ...good, confirm: "Mylapore-2027" })).toEqual({
      confirm: m.confirmDifferent,
    });
  });
});

describe("change-password schema", () => {
  const good = { current: "Adyar-Sales-2026", password: "Mylapore-2026", confirm: "Mylapore-2026" };

  it("takes the current password and the new one twice", () => {
    expect(parseForm(changePasswordSchema, good)).toEqual({ ok: true, value: good });
  });

  it("gives each bad field its message, a current password of any length included", () => {
    expect(errorsFor(changePasswordSchema, { ...good, current: "" })).toEqual({ current: m.currentRequired });
    expect(errorsFor(changePasswordSchema, { ...good, current: "x".repeat(129) })).toEqual({
      current: usersMessages.passwordLong,
    });
    expect(errorsFor(changePasswordSchema, { ...good, confirm: "Mylapore-2027" })).toEqual({
      confirm: m.confirmDifferent,
    });
  });
});

import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./labels";
import { passwordField, usersMessages } from "./users-schema";

export const authMessages = {
  emailRequired: "Enter the email you sign in with.",
  emailInvalid: "Enter a valid email address.",
  passwordRequired: "Enter your password.",
  linkIncomplete: "This link is incomplete. Open the link from the email again, or ask for a new one.",
  confirmDifferent: "The two passwords are not the same.",
  currentRequired: "Enter your current password.",
} as const;

const m = authMessages;

/** Sign-in: both fields filled (whether they match an account is the server's to say, as one failure). */
export const signInSchema = z.object({
  email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
  next: z.string().optional(),
});

/** "Forgot password?": the address to email a link to. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .pipe(z.email({ error: m.emailInvalid })),
});

/** A new password, and the same again. */
const newPassword = { password: passwordField, confirm: z.string().optional() };
const confirmed: [(v: { password: string; confirm?: string }) => boolean, { error: string; path: string[] }] =
  [(v) => v.password === v.confirm, { error: m.confirmDifferent, path: ["confirm"] }];

/** The emailed link's form: its token, and the new password twice. */
export const resetPasswordSchema = z
  .object({ token: z.string({ error: m.linkIncomplete }).min(1, m.linkIncomplete), ...newPassword })
  .refine(...confirmed);

/** One's own password: the current one, and the new one twice. */
export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: m.currentRequired })
      .min(1, m.currentRequired)
      .max(PASSWORD_MAX_LENGTH, usersMessages.passwordLong),
    ...newPassword,
  })
  .refine(...confirmed);

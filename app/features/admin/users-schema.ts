import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from "./labels";

export const usersMessages = {
  unknown: "Unknown action: reload the page and try again.",
  person: "Choose a person from the list.",
  email: "Enter a valid email address.",
  name: "Enter the person's name.",
  role: `Choose a role: ${roles.slice(0, -1).join(", ")} or ${roles.at(-1)}.`,
  passwordShort: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: `A password can be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordNeeded: "Set an initial password: this site cannot email a link to set one.",
} as const;

const m = usersMessages;

export const passwordField = z
  .string({ error: m.passwordShort })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, m.passwordLong);
const userId = z.string({ error: m.person }).min(1, m.person);
const role = z.enum(roles, { error: m.role });

/** The people page's forms, told apart by their hidden `intent`. */
export const usersActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      email: z
        .string({ error: m.email })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: m.email })),
      name: z.string({ error: m.name }).trim().min(1, m.name),
      role,
      // Empty: the person gets an emailed link to set their own (where the site can send email).
      password: z
        .string()
        .optional()
        .transform((v) => v || undefined)
        .pipe(passwordField.optional()),
    }),
    z.object({ intent: z.literal("role"), userId, role }),
    z.object({ intent: z.literal("remove"), userId }),
    z.object({ intent: z.literal("password"), userId, password: passwordField }),
  ],
  { error: m.unknown },
);

export type UsersAction = z.output<typeof usersActionSchema>;
export type UsersIntent = UsersAction["intent"];

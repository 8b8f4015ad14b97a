import { z } from "zod";
import { calendarDayProblem } from "#common/calendar-date.ts";
import { todayInIst } from "#common/ist-time.ts";
import { NOTE_MAX, pipeline, REASON_MAX } from "./labels";
import { markPaidIntent, refundIntent } from "./booking-schema";

export const detailMessages = {
  unknown: "Unknown action: reload the page and try again.",
  status: "Choose a status.",
  noteEmpty: "Write the note first.",
  noteLong: `A note can be at most ${NOTE_MAX} characters.`,
  confirmErase: "Tick the box to confirm the erasure.",
  reasonLong: `A reason can be at most ${REASON_MAX} characters.`,
  owner: "Choose a person from the list.",
  followUp: "Enter a date and a time.",
  followUpRange: "Enter a real date, from 2020 to five years ahead.",
} as const;

const m = detailMessages;

/**
 * "2026-11-21T10:30": a day that exists, from 2020 to five years ahead (calls to come or just
 * missed, not a typo's year 9999 or 1900), at a time of day that exists; or "" for none.
 */
const followUpTime = z
  .string({ error: m.followUp })
  .regex(/^$|^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: m.followUp, abort: true })
  .refine(
    (value) => value === "" || calendarDayProblem(value.slice(0, 10), todayInIst()) === undefined,
    m.followUpRange,
  );

/**
 * Every form on a record's page, told apart by its hidden `intent`: the status select, a note,
 * retrying failed deliveries, releasing a record held as spam, erasing it, and a booking's
 * payment and refund.
 */
export const detailActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), status: z.enum(pipeline, { error: m.status }) }),
    // The one-tap buttons (on the list's cards and the record's page); Lost may say why. Undone by sending the old status.
    z.object({
      intent: z.literal("set-status"),
      status: z.enum(pipeline, { error: m.status }),
      reason: z.string().trim().max(REASON_MAX, m.reasonLong).optional(),
      undo: z.literal("1").optional(),
    }),
    // "" gives it to nobody.
    z.object({ intent: z.literal("assign"), owner: z.string({ error: m.owner }).trim().max(100, m.owner) }),
    // A date and time in IST as a datetime-local field sends it; "" clears it.
    z.object({
      intent: z.literal("follow-up"),
      followUp: followUpTime,
    }),
    z.object({
      intent: z.literal("note"),
      note: z
        .string({ error: m.noteEmpty })
        .trim()
        .min(1, { error: m.noteEmpty, abort: true })
        .max(NOTE_MAX, m.noteLong),
    }),
    z.object({ intent: z.literal("retry") }),
    z.object({ intent: z.literal("not-spam") }),
    z.object({ intent: z.literal("delete"), confirm: z.literal("yes", { error: m.confirmErase }) }),
    // A booking's: marking it paid, a refund.
    markPaidIntent,
    refundIntent,
  ],
  { error: m.unknown },
);

export type DetailAction = z.output<typeof detailActionSchema>;
export type DetailIntent = DetailAction["intent"];

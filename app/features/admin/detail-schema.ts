import { z } from "zod";
import { NOTE_MAX, pipeline } from "./labels";

export const detailMessages = {
  unknown: "Unknown action: reload the page and try again.",
  status: "Choose a status.",
  noteEmpty: "Write the note first.",
  noteLong: `A note can be at most ${NOTE_MAX} characters.`,
  confirmErase: "Tick the box to confirm the erasure.",
} as const;

const m = detailMessages;

/**
 * Every form on a record's page, told apart by its hidden `intent`: the status select, a note,
 * retrying failed deliveries, releasing a record held as spam, and erasing it.
 */
export const detailActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), status: z.enum(pipeline, { error: m.status }) }),
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
  ],
  { error: m.unknown },
);

export type DetailAction = z.output<typeof detailActionSchema>;
export type DetailIntent = DetailAction["intent"];

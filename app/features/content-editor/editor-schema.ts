/**
 * The forms of /admin/content, checked in the action (and in the browser once loaded) by the
 * schemas that check app/content at build time, plus what only an edit can get wrong: a batch
 * in the past, or a course the catalogue does not have.
 */
import { z } from "zod";
import {
  batchSchema,
  contactDetailsSchema,
  courseFeeSchema,
  heroTextSchema,
  offerSchema,
} from "#app/content/live/schema.ts";
import { faqItemSchema, testimonialSchema } from "#app/content/schema.ts";
import { PARTS, type Part } from "./parts";

export type EditContext = { courseIds: readonly string[]; todayIst: string };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48) || "faq";

/** Each part's form: its text values in, the stored item out. */
export function partSchema(part: Part, { courseIds, todayIst }: EditContext): z.ZodType {
  switch (part) {
    case "batches":
      return batchSchema.extend({
        courseId: batchSchema.shape.courseId.refine(
          (id) => courseIds.includes(id),
          "Choose a course from the catalogue.",
        ),
        startDate: batchSchema.shape.startDate.refine(
          (d) => d >= todayIst,
          "A new batch cannot start in the past.",
        ),
      });
    case "courses":
      return courseFeeSchema;
    case "offer":
      return z.preprocess(
        (v) => ({ ...(v as object), enabled: (v as Record<string, unknown>).enabled === "on" }),
        offerSchema,
      );
    case "faqs":
      return z.preprocess((v) => {
        const values = v as Record<string, string>;
        const answer = paragraphs(values.answer ?? "");
        return {
          ...values,
          id: values.id || `${slug(values.question ?? "")}-${Date.now().toString(36)}`,
          answer: answer.length > 1 ? answer : (answer[0] ?? ""),
        };
      }, faqItemSchema);
    case "testimonials":
      return testimonialSchema;
    case "contact":
      return contactDetailsSchema;
    case "hero":
      return heroTextSchema;
  }
}

const index = z.coerce.number().int().min(0).optional();

/** What every post says: which action, on which part and item, opened as `base`. */
export const editHeadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), part: z.enum(PARTS), index, base: z.string().default("") }),
  z.object({
    intent: z.literal("remove"),
    part: z.enum(PARTS),
    index: z.coerce.number().int().min(0),
    base: z.string(),
  }),
  z.object({
    intent: z.enum(["up", "down"]),
    part: z.enum(PARTS),
    index: z.coerce.number().int().min(0),
    base: z.string(),
  }),
  z.object({
    intent: z.literal("publish"),
    note: z.string().trim().max(200, "At most 200 characters.").default(""),
  }),
  z.object({ intent: z.literal("discard") }),
  z.object({ intent: z.literal("rollback"), version: z.coerce.number().int().min(0) }),
]);
export type EditHead = z.infer<typeof editHeadSchema>;

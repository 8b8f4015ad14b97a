import { z } from "zod";
import { brand } from "../app/content/brand";

/** An unset or empty variable means "not configured". */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** Values copied from documentation instead of a real address. */
export function isPlaceholder(value: string): boolean {
  return /your[_-]?(form|endpoint|id|key)|placeholder|example\.(com|org)|xxxx|changeme|<.*>/i.test(value);
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z
    .string()
    .url()
    .default("http://localhost:3000")
    .transform((u) => u.replace(/\/+$/, "")),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, "digits only, with country code, e.g. 919884012345")
    .default(brand.whatsappNumber),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  DATA_DIR: z.string().default("./data"),
  /** PostgreSQL connection string; when empty, enquiries go to SQLite in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://").optional()),
  /** Form-collection service that receives every enquiry and lead (forwarded from the outbox). */
  FORM_ENDPOINT: optionalString.pipe(
    z
      .string()
      .url()
      .refine((v) => !isPlaceholder(v), "is still a placeholder: set the real form-service URL or leave it empty")
      .optional(),
  ),
  /** Optional webhook that also receives every enquiry and lead, signed with LEAD_WEBHOOK_SECRET. */
  LEAD_WEBHOOK_URL: optionalString.pipe(z.string().url().optional()),
  LEAD_WEBHOOK_SECRET: optionalString,
  /** Delivery attempts per destination before a record is marked failed (retry from the inbox). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Sales inbox at /admin: off (404) unless one of these is set. The hash is scrypt: "scrypt$salt$hash" (hex). */
  ADMIN_PASSWORD: optionalString,
  ADMIN_PASSWORD_HASH: optionalString,
  /** Contact form submissions accepted per client address in 10 minutes. */
  RATE_LIMIT_ENQUIRIES_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Google Gemini for the AI features; without a key the embedded engine answers everything. */
  GEMINI_API_KEY: optionalString.pipe(
    z
      .string()
      .refine((v) => !isPlaceholder(v), "is still a placeholder: set a real key or leave it empty")
      .optional(),
  ),
  GEMINI_MODEL: z.string().trim().min(1).default("gemini-2.5-flash"),
  GEMINI_IMAGE_MODEL: z.string().trim().min(1).default("gemini-2.5-flash-image"),
  /** Another Gemini endpoint (a proxy, or a local fake in tests). */
  GEMINI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  /** Gemini calls per calendar day (UTC); past it, the embedded engine answers. */
  AI_DAILY_BUDGET: z.coerce.number().int().min(0).max(10_000_000).default(1000),
  /** AI requests accepted per client address per minute (chat, demos, recommender, image). */
  RATE_LIMIT_AI_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(10),
});

export type Env = z.infer<typeof schema>;

/** Parse the environment once at start; a bad value stops the process with the variable's name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env = loadEnv();

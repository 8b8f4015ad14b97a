import { z } from "zod";
import { brand } from "#app/content/brand.ts";

/** An unset or empty variable means "not configured". */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** Values copied from documentation instead of a real address. */
export function isPlaceholder(value: string): boolean {
  return /your[_-]?(form|endpoint|id|key)|placeholder|example\.(com|org)|xxxx|changeme|<.*>/i.test(value);
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

/** "sales@arivu.in, priya@arivu.in" → a list of checked addresses. */
const addressList = optionalString.pipe(
  z
    .string()
    .transform((v) =>
      v
        .split(/[,;]/)
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be email addresses separated by commas")).min(1))
    .optional(),
);

const schema = z
  .object({
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
    TRUST_PROXY: booleanFlag,
    DATA_DIR: z.string().default("./data"),
    /** PostgreSQL connection string; when empty, enquiries go to SQLite in DATA_DIR. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
        .optional(),
    ),
    /** Form-collection service that receives every enquiry and lead (forwarded from the outbox). */
    FORM_ENDPOINT: optionalString.pipe(
      z
        .string()
        .url()
        .refine(
          (v) => !isPlaceholder(v),
          "is still a placeholder: set the real form-service URL or leave it empty",
        )
        .optional(),
    ),
    /** Optional webhook that also receives every enquiry and lead, signed with LEAD_WEBHOOK_SECRET. */
    LEAD_WEBHOOK_URL: optionalString.pipe(z.string().url().optional()),
    LEAD_WEBHOOK_SECRET: optionalString,
    /** Delivery attempts per destination before a record is marked failed (retry from the inbox). */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /**
     * How long an instance keeps a send it has claimed. A send cut off by a crash is taken up again
     * after it; it must outlast the slowest send (three 10 s SMTP timeouts, say).
     */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /**
     * Sales inbox at /admin: off (404) until someone has an account. While nobody has one,
     * ADMIN_PASSWORD (or its scrypt hash, "scrypt$salt$hash" in hex) makes the first admin,
     * ADMIN_EMAIL (default: the company's email), at start.
     */
    ADMIN_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
    ADMIN_PASSWORD: optionalString,
    ADMIN_PASSWORD_HASH: optionalString,
    /** Signs the inbox's session cookies; every instance needs the same. Default: one made once and kept in the database. */
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Enquiries and chat leads per client address in 10 minutes before more are kept as spam. */
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** Enquiries and chat leads per client address per hour before more are refused. */
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** Spam older than this many days is erased. */
    SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Email to sales: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** Who gets an email for every enquiry and lead (commas between addresses). */
    LEAD_NOTIFY_TO: addressList,
    /** The sender of those emails; defaults to the SMTP user when it is an address. */
    LEAD_NOTIFY_FROM: optionalString,
    /** Also send the visitor a short confirmation with the reference. */
    ENQUIRY_CONFIRMATION: booleanFlag,
    /** round-robin: each new enquiry and lead goes to the next salesperson (role sales) in turn, who is emailed. */
    LEAD_ASSIGNMENT: z
      .enum(["off", "round-robin", ""], { error: "must be off or round-robin" })
      .default("off")
      .transform((v) => (v === "" ? "off" : v)),
    /** The morning email to each salesperson: their follow-ups due today and the new records nobody has. */
    DAILY_DIGEST: z
      .enum(["true", "false", "1", "0", ""])
      .default("true")
      .transform((v) => v !== "false" && v !== "0"),
    /** When it goes, in IST (HH:MM, 24-hour). */
    DAILY_DIGEST_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day in IST, HH:MM (24-hour)")
      .default("09:30"),
    /** Monday's email to each admin at 09:30 IST: last week's report beside the week before's. */
    WEEKLY_REPORT: z
      .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
      .default("true")
      .transform((v) => v !== "false" && v !== "0"),
    /** How long a booked seat is held for its payment, in minutes; then the seat is free again. */
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(15),
    /** How long a seat is held for a payment at the office, by bank transfer or UPI, in hours. */
    BOOKING_OFFLINE_HOLD_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(48),
    /** How many hours before an offline hold ends its reminder goes to the visitor. */
    BOOKING_OFFLINE_REMINDER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(12),
    /** How long a freed seat is held for the first one waiting, in hours; then the next is asked. */
    BOOKING_OFFER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(24),
    /** How often each instance expires ended holds and offers freed seats to the waiting lists, in seconds. */
    BOOKING_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Live holds one visitor (an address, an email or a phone) may have in one batch, and in all. */
    BOOKING_HOLDS_PER_BATCH: z.coerce.number().int().min(1).max(100).default(2),
    BOOKING_HOLDS_OVERALL: z.coerce.number().int().min(1).max(100).default(4),
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
    /** Razorpay Payment Links for booking a seat: all three set turns online payment on (server/payments). */
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** Another Razorpay API address (a local fake in tests); default Razorpay's. */
    RAZORPAY_API_URL: optionalString
      .pipe(z.string().url().optional())
      .transform((u) => (u ?? "https://api.razorpay.com").replace(/\/+$/, "")),
    /** The least severe log lines written (JSON on stdout); "silent" writes none. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((e, ctx) => {
    const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
    const set = razorpay.filter((name) => e[name] !== undefined);
    if (set.length === 0 || set.length === razorpay.length) return;
    for (const name of razorpay.filter((n) => e[n] === undefined))
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `is missing: online payment needs all three of ${razorpay.join(", ")} (or none of them)`,
      });
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

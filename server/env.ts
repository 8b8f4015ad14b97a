import { z } from "zod";
import { brand } from "../app/content/brand";

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

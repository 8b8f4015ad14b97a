/** Checks every content module against its schema; used by the build and by content.test.ts. */
import { z } from "zod";
import * as s from "./schema";
import { brand } from "./brand";
import { socialLinks } from "./social";
import { company } from "./company";
import { legal } from "./legal";

type Check = [name: string, schema: z.ZodType, value: unknown];

const checks: Check[] = [
  ["brand", s.brandSchema, brand],
  ["socialLinks", z.array(s.socialLinkSchema).length(6), socialLinks],
  ["company", s.companySchema, company],
  ["legal", s.legalSchema, legal],
];

export function validateContent(): string[] {
  const problems: string[] = [];
  for (const [name, schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
    }
  }
  return problems;
}

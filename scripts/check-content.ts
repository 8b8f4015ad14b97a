// Build step: every content file must match its zod schema, or the build stops.
import { validateContent } from "#app/content/validate.ts";

const problems = validateContent();
if (problems.length > 0) {
  console.error(`Content check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Content check passed.");

// A local fake of the Gemini API for end-to-end tests (the site's Gemini provider points at it).
// Usage: FAKE_GEMINI_PORT=3213 npx tsx scripts/fake-gemini.ts
import { startFakeGemini } from "#tests/fakes/gemini-server.ts";

const port = Number(process.env.FAKE_GEMINI_PORT ?? 3213);
const fake = await startFakeGemini(port);
console.log(`Fake Gemini on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().finally(() => process.exit(0)));

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Quiet unless asked: LOG_LEVEL=info npx vitest run
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});

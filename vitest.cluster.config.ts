import { defineConfig } from "vitest/config";

/** The multi-instance tests: they start built servers, so they run after `npm run build`. */
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

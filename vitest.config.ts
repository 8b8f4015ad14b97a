import { defineConfig } from "vitest/config";

const TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "common/**/*.test.ts",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
];
/**
 * Component tests: a component rendered in a DOM (happy-dom), used as a visitor would (Testing
 * Library). Only these files get the DOM; the rest keep Node's environment, which starts faster.
 */
const DOM_TEST_FILES = ["app/**/*.dom.test.tsx"];

export default defineConfig({
  test: {
    environment: "node",
    // Most files wait more than they compute (timers, sockets, password hashes on libuv's
    // threads): three at a time halve the run on 2 cores (Vitest's default there is one).
    maxWorkers: 3,
    // Worker threads start faster than Vitest's default child processes: about a tenth off the
    // run here (63-67 s against 71-73 s). No test changes the process's directory or exits it.
    pool: "threads",
    // With three files at once on a busy 2-core machine, a test with a few password hashes can
    // take more than Vitest's default 5 s.
    testTimeout: 15_000,
    // And an email or a log line can take more than expect.poll's default 1 s to arrive.
    expect: { poll: { timeout: 5_000 } },
    // Each file loads its modules afresh (Vitest's isolation), and the files run in a random order
    // (the seed is printed): a file passes alone, not because another ran first in its worker.
    // Sharing modules between files would take about 25 s off the run here.
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      { extends: true, test: { name: "unit", include: TEST_FILES, exclude: DOM_TEST_FILES } },
      {
        extends: true,
        test: {
          name: "dom",
          include: DOM_TEST_FILES,
          environment: "happy-dom",
          setupFiles: ["tests/dom-setup.ts"],
        },
      },
    ],
    // Quiet unless asked: LOG_LEVEL=info npx vitest run
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    // npm run test:coverage: line coverage of shipped code (tests and their helpers left out).
    coverage: {
      provider: "v8",
      include: ["app/**", "common/**", "server/**"],
      exclude: ["**/*.test.*"],
      reporter: ["text-summary"],
    },
  },
});

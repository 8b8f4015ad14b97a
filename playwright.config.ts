import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? "build";
// A second site server whose AI features use Gemini, answered by a local fake Gemini
// (tests/e2e/helpers.ts has the same ports).
const geminiSitePort = port + 1;
const fakeGeminiPort = port + 3;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs two workers on a slow shared machine: a page with an axe pass takes up to 17 s there,
  // a sales inbox test with several sign-ins about 30 s.
  timeout: 60_000,
  reporter: [["list"]],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test's trace keeps its DOM snapshots, network and console; a screencast of every
    // test (kept or not) cost about a fifth of the run on 2 cores. Recording the trace of every
    // test costs another tenth or more, and on CI nobody opens it: CI records none. A failure still
    // leaves its error and the page's ARIA snapshot (error-context.md). Or: `--trace on`.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    // The compositor in the browser process rather than a GPU process of its own (software
    // drawing either way): about 5% less time for the same tests on 2 cores.
    launchOptions: { executablePath: testChromiumPath(), args: [...chromiumArgs, "--in-process-gpu"] },
  },
  projects: [
    // *.spec.ts run at 1280 px; *.mobile.spec.ts only at 390 px; *.both.spec.ts at both widths.
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, /slow-phone\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      testIgnore: /slow-phone\.spec\.ts$/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
    // A phone whose scripts arrive well after the page: what is done before they run must count.
    // No trace: it would record every page a test opens (a dozen at once) and slow the project down a lot.
    {
      name: "slow phone",
      testMatch: /slow-phone\.spec\.ts$/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, trace: "off" },
    },
  ],
  webServer: [
    {
      command: `node ${buildDir}/server/main.js`,
      url: `http://localhost:${port}/robots.txt`,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `${buildDir}/e2e-data`,
        // Every e2e test posts from 127.0.0.1; the rate-limit tests start their own server with a low limit.
        // The hourly cap is counted in DATA_DIR, which outlives a run: a second run within the hour
        // would meet it.
        RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000",
        RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
        RATE_LIMIT_AI_PER_MIN: "1000",
      },
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/fake-gemini.ts`,
      port: fakeGeminiPort,
      reuseExistingServer: false,
      env: { FAKE_GEMINI_PORT: String(fakeGeminiPort) },
      timeout: 30_000,
    },
    {
      command: `node ${buildDir}/server/main.js`,
      url: `http://localhost:${geminiSitePort}/robots.txt`,
      reuseExistingServer: false,
      env: {
        PORT: String(geminiSitePort),
        HOST: "127.0.0.1",
        DATA_DIR: `${buildDir}/e2e-data-gemini`,
        RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000",
        RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
        RATE_LIMIT_AI_PER_MIN: "1000",
        GEMINI_API_KEY: "e2e-test-key",
        GEMINI_BASE_URL: `http://127.0.0.1:${fakeGeminiPort}/`,
      },
      timeout: 30_000,
    },
  ],
});

import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error plain ESM helper shared with the install script
import { chromiumArgs, chromiumPath } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // *.spec.ts run at 1280 px; *.mobile.spec.ts only at 390 px; *.both.spec.ts at both widths.
    {
      name: "desktop",
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: /\.(mobile|both)\.spec\.ts$/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: `node ${buildDir}/server/main.js`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `${buildDir}/e2e-data`,
      // Every e2e test posts from 127.0.0.1; the rate-limit test starts its own server with a low limit.
      RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000",
    },
    timeout: 30_000,
  },
});

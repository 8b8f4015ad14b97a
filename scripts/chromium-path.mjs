import fs from "node:fs";
import { chromium } from "@playwright/test";

const firstExisting = (paths) => paths.find((path) => path && fs.existsSync(path));

/** The full Chromium, as visitors run it: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's download. */
export function chromiumPath() {
  const system = firstExisting([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]);
  if (system) return system;
  try {
    return firstExisting([chromium.executablePath()]);
  } catch {
    return undefined; // Playwright's browser is not installed.
  }
}

/**
 * The Chromium the end-to-end tests drive: the headless shell where there is one, which runs
 * the suite in about 60% of the full browser's time on 2 cores. `undefined` lets Playwright
 * pick its own download's shell. Tests of paint and load timing use chromiumPath().
 */
export function testChromiumPath() {
  const shell = firstExisting([process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"]);
  if (shell) return shell;
  return firstExisting(["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
}

/** Whether Debian's headless shell is installed beside its full Chromium. */
export const hasDebianShell = () => fs.existsSync("/usr/bin/chromium-headless-shell");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// Makes sure a Chromium exists for the end-to-end tests: CHROMIUM_PATH, Debian's chromium
// and its headless shell, or Playwright's own (which comes with its shell). Installs them if
// missing: apt as root, else Playwright. Without the shell the tests run in the full browser.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { chromiumPath, hasDebianShell } from "./chromium-path.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
const aptInstall = (packages) =>
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, {
    stdio: "inherit",
  });

if (process.env.CHROMIUM_PATH) {
  if (!chromiumPath()) console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
} else if (isRoot && hasApt && !(chromiumPath() && hasDebianShell())) {
  console.log("Installing Debian's chromium and chromium-headless-shell with apt-get.");
  try {
    aptInstall("chromium chromium-headless-shell");
  } catch {
    if (!chromiumPath()) aptInstall("chromium");
    else console.log("The headless shell could not be installed: the tests use the full browser.");
  }
} else if (!chromiumPath()) {
  console.log("No Chromium found: installing Playwright's Chromium.");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
if (!chromiumPath()) {
  console.error("Chromium could not be installed.");
  process.exit(1);
}

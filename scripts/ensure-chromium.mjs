// Makes sure a Chromium exists for the end-to-end tests: CHROMIUM_PATH, Debian's
// chromium, or Playwright's own. Installs one if none is found (apt as root, else Playwright).
import { execSync } from "node:child_process";
import fs from "node:fs";
import { chromiumPath } from "./chromium-path.mjs";

if (chromiumPath()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log("No Chromium found: installing Debian's chromium with apt-get.");
  execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", {
    stdio: "inherit",
  });
} else {
  console.log("No Chromium found: installing Playwright's Chromium.");
  execSync("npx playwright install chromium", { stdio: "inherit" });
}
if (!chromiumPath()) {
  console.error("Chromium could not be installed.");
  process.exit(1);
}

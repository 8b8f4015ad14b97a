// The test line (`npm test`): each stage in order, stopping at the first failure with its exit
// code, then a table of how long each stage took. A stage is one npm script: add a line here.
import { spawnSync } from "node:child_process";

const stages = [
  "typecheck",
  "format:check",
  "lint",
  "check:layers",
  "test:unit",
  "build",
  "check:budgets",
  "test:faults",
  "test:cluster",
  "test:e2e",
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const timings = [];
let failure;

for (const stage of stages) {
  const started = performance.now();
  const { status, signal } = spawnSync(npm, ["run", stage], { stdio: "inherit" });
  const exitCode = status ?? (signal ? 1 : 0);
  timings.push({ stage, seconds: (performance.now() - started) / 1000, exitCode });
  if (exitCode !== 0) {
    failure = { stage, exitCode };
    break;
  }
}

const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
const width = Math.max(...stages.map((s) => s.length));
console.log("\nTest line:");
for (const { stage, seconds, exitCode } of timings)
  console.log(
    `  ${stage.padEnd(width)}  ${clock(seconds).padStart(6)}  ${exitCode === 0 ? "ok" : `failed (${exitCode})`}`,
  );
for (const stage of stages.slice(timings.length)) console.log(`  ${stage.padEnd(width)}       -  not run`);
console.log(`  ${"total".padEnd(width)}  ${clock(timings.reduce((t, s) => t + s.seconds, 0)).padStart(6)}`);

if (failure) {
  console.error(`\nnpm test stopped at ${failure.stage} (exit code ${failure.exitCode}).`);
  process.exit(failure.exitCode);
}

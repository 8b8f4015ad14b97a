// The test line (`npm test`): each stage in order, stopping at the first failure with its exit
// code, then a table of how long each stage took. A stage is one npm script: add a line here.
// The static checks run side by side, each printing its output whole when it ends: none
// reads what another writes, and together they take 10 s less on 2 cores. The other stages
// start servers or use every core, and run alone.
import { spawn } from "node:child_process";

const sideBySide = ["typecheck", "format:check", "lint", "check:layers"];
const stages = [
  ...sideBySide,
  "test:unit",
  "build",
  "check:budgets",
  "test:faults",
  "test:cluster",
  "test:e2e",
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const timings = [];

/** Runs one npm script; resolves with its time and exit code. Held output is printed at the end. */
function run(stage, { hold }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", stage], { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ stage, seconds: (performance.now() - started) / 1000, exitCode: status ?? (signal ? 1 : 0) });
    });
  });
}

const checksStarted = performance.now();
timings.push(...(await Promise.all(sideBySide.map((stage) => run(stage, { hold: true })))));
const checksSeconds = (performance.now() - checksStarted) / 1000;

for (const stage of stages.slice(sideBySide.length)) {
  if (timings.some((t) => t.exitCode !== 0)) break;
  timings.push(await run(stage, { hold: false }));
}
const failure = timings.find((t) => t.exitCode !== 0);

const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
const width = Math.max(...stages.map((s) => s.length));
console.log("\nTest line (the first four side by side):");
for (const { stage, seconds, exitCode } of timings)
  console.log(
    `  ${stage.padEnd(width)}  ${clock(seconds).padStart(6)}  ${exitCode === 0 ? "ok" : `failed (${exitCode})`}`,
  );
for (const stage of stages.slice(timings.length)) console.log(`  ${stage.padEnd(width)}       -  not run`);
const alone = timings.filter((t) => !sideBySide.includes(t.stage));
const total = checksSeconds + alone.reduce((sum, t) => sum + t.seconds, 0);
console.log(`  ${"total".padEnd(width)}  ${clock(total).padStart(6)}`);

if (failure) {
  console.error(`\nnpm test stopped at ${failure.stage} (exit code ${failure.exitCode}).`);
  process.exit(failure.exitCode);
}

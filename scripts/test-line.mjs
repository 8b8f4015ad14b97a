// The test line (`npm test`): the stages, then a table of when each started and how long it
// took. A stage is one npm script: add it to one of the lists below.
// Stages run side by side where they can. The build comes first, as the crash test, the
// multi-instance tests and the browser tests start the built server. The crash test and the
// multi-instance tests then run one after the other (on a loaded machine a kill more often
// repeats an email, and retries back off past the tests' deadlines), and the unit tests beside
// them: the server tests use about one core, mostly waiting on their servers, and the unit tests
// take the rest.
// The static checks never wait, and no timer of theirs can fire late: they run from the start at
// a low CPU priority and fill the gaps (a stage with timers or servers does not belong among
// them). Each stage prints its output whole when it ends.
// The browser tests use every core. They start once the build, the unit tests and the crash test
// have passed, beside the multi-instance tests' last minute, which mostly waits on their servers,
// at a lower priority. A failure beside them does not stop them: the line fails when they end.
import { execFileSync, spawn } from "node:child_process";
import os from "node:os";

// The store and outbox integration tests run on PostgreSQL as well as SQLite, and the
// multi-instance tests need it: started here unless TEST_DATABASE_URL names one already.
process.env.TEST_DATABASE_URL ||= execFileSync("scripts/ci-postgres.sh", { encoding: "utf8" }).trim();

const checks = ["typecheck", "format:check", "lint", "check:layers"];
const build = ["build", "check:budgets"];
const unitTests = ["test:unit"];
const faultTests = ["test:faults", "test:hostile"];
const clusterTests = ["test:cluster"];
const last = "test:e2e";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const lineStarted = performance.now();
const timings = [];

/** Runs one npm script; resolves with its times and exit code. Held output is printed at the end. */
function run(stage, { hold, priority = 0 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", stage], { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    // Set before npm starts the script, whose processes inherit it.
    if (priority && child.pid) os.setPriority(child.pid, priority);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status, signal) => {
      process.stdout.write(Buffer.concat(output));
      const ended = performance.now();
      const timing = {
        stage,
        startedAt: (started - lineStarted) / 1000,
        seconds: (ended - started) / 1000,
        exitCode: status ?? (signal ? 1 : 0),
      };
      timings.push(timing);
      resolve(timing);
    });
  });
}

/** Runs stages one after another, stopping at the first failure; resolves with whether all passed. */
async function inOrder(stages, { priority = 0 } = {}) {
  for (const stage of stages) {
    const { exitCode } = await run(stage, { hold: true, priority });
    if (exitCode !== 0) return false;
  }
  return true;
}

// Nice values: the higher, the less CPU a stage gets when the machine is busy.
const CHECKS_PRIORITY = 10;
// Below the multi-instance tests, whose timed checks run beside the browser tests.
const BROWSER_PRIORITY = 5;

const allPassed = () => timings.every((t) => t.exitCode === 0);

const staticChecks = Promise.all(checks.map((stage) => inOrder([stage], { priority: CHECKS_PRIORITY })));
if (await inOrder(build)) {
  const faults = inOrder(faultTests);
  const cluster = faults.then((passed) => passed && inOrder(clusterTests));
  await Promise.all([faults, inOrder(unitTests)]);
  const browser = allPassed() && run(last, { hold: false, priority: BROWSER_PRIORITY });
  await Promise.all([cluster, browser]);
}
await staticChecks;
const failure = timings.find((t) => t.exitCode !== 0);

const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
const stages = [...checks, ...build, ...unitTests, ...faultTests, ...clusterTests, last];
const width = Math.max(...stages.map((s) => s.length));
console.log("\nTest line:");
console.log(`  ${"stage".padEnd(width)}  ${"start".padStart(6)}  ${"took".padStart(6)}`);
for (const stage of stages) {
  const timing = timings.find((t) => t.stage === stage);
  if (!timing) {
    console.log(`  ${stage.padEnd(width)}       -       -  not run`);
    continue;
  }
  const result = timing.exitCode === 0 ? "ok" : `failed (${timing.exitCode})`;
  console.log(
    `  ${stage.padEnd(width)}  ${clock(timing.startedAt).padStart(6)}  ${clock(timing.seconds).padStart(6)}  ${result}`,
  );
}
console.log(
  `  ${"total".padEnd(width)}          ${clock((performance.now() - lineStarted) / 1000).padStart(6)}`,
);

if (failure) {
  console.error(`\nnpm test stopped after ${failure.stage} failed (exit code ${failure.exitCode}).`);
  process.exit(failure.exitCode);
}

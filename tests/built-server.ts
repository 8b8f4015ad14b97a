import { spawn } from "node:child_process";
import path from "node:path";

/**
 * The built server (in BUILD_DIR, build/ unless told) on 127.0.0.1:`port`, with `env` over this
 * process's; its stdout ignored, its stderr shown unless told.
 */
export function spawnBuiltServer(
  port: number,
  env: Record<string, string>,
  stderr: "inherit" | "pipe" | "ignore" = "inherit",
) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  return spawn(process.execPath, [path.join(buildDir, "server", "main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", stderr],
  });
}

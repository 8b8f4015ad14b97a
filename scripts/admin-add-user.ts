// npm run admin:add-user -- --email … --name … --role admin|sales  (see server/admin/add-user-command.ts)
import readline from "node:readline";
import { addUserCommand } from "#server/admin/add-user-command.ts";
import { env } from "#server/env.ts";

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  // readline echoes what is typed through this method: after the question, echo nothing.
  (rl as unknown as { _writeToOutput(s: string): void })._writeToOutput = (s) => {
    if (!muted) process.stdout.write(s);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

const askPassword = process.stdin.isTTY
  ? async () => {
      const first = await askHidden("Password: ");
      if ((await askHidden("Password again: ")) !== first)
        throw new Error("The two passwords are not the same.");
      return first;
    }
  : undefined;

try {
  process.exitCode = await addUserCommand(
    process.argv.slice(2),
    { ...env, ADMIN_ADD_USER_PASSWORD: process.env.ADMIN_ADD_USER_PASSWORD || undefined },
    { askPassword, out: (line) => console.log(line), err: (line) => console.error(line) },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { createFormTokens, FORM_TOKEN_SETTING } from "#server/leads/form-token.ts";

/**
 * Signed form tokens for enquiries posted straight to a running server, which keeps its key in
 * its database. `database` is a PostgreSQL URL or a SQLite DATA_DIR; call it after the server
 * has started (the first start makes the key). The server takes each token once; a token is
 * issued `ageMs` before now.
 */
export async function formTokenMinter(database: string): Promise<(ageMs?: number) => string> {
  const key = await readKey(database);
  const tokens = createFormTokens(Buffer.from(key, "hex"));
  // 10 s: past the 3 s minimum fill time, as if a person had typed the enquiry.
  return (ageMs = 10_000) => tokens.issue(Date.now() - ageMs);
}

/** One token issued `ageMs` ago (10 s unless told), for a single enquiry. */
export async function formToken(database: string, ageMs?: number): Promise<string> {
  return (await formTokenMinter(database))(ageMs);
}

async function readKey(database: string): Promise<string> {
  const key = /^postgres(ql)?:\/\//.test(database) ? await postgresKey(database) : sqliteKey(database);
  if (!key) throw new Error(`No form-token key in ${database} yet: start the server first.`);
  return key;
}

function sqliteKey(dataDir: string): string | undefined {
  const file = path.join(dataDir, "arivu.sqlite");
  if (!fs.existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select value from settings where key = ?").get(FORM_TOKEN_SETTING) as
      { value: string } | undefined;
    return row?.value;
  } finally {
    db.close();
  }
}

async function postgresKey(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>("select value from settings where key = $1", [
      FORM_TOKEN_SETTING,
    ]);
    return rows[0]?.value;
  } finally {
    await client.end();
  }
}

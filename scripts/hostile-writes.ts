// Hostile input to every write endpoint of the built server, signed in as each role and as
// nobody: forms and JSON with wrong types, impossible dates, markup, bad UTF-8, duplicate and
// missing fields, wrong content types, and bodies of 2 MB with and without a length. Each request
// goes on its own connection, so a reset is seen as one. Prints, per endpoint, the answers by
// status; fails if any answer is a 5xx or any request is left without an answer.
// Usage: npm run build && npm run test:hostile   (HOSTILE_SEED, HOSTILE_PER_ENDPOINT to vary)
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { admin } from "#common/route-table.ts";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { spawnBuiltServer } from "#tests/built-server.ts";
import { formToken } from "#tests/form-tokens.ts";
import { postBody } from "#tests/http-client.ts";

const port = Number(process.env.HOSTILE_PORT ?? 3331);
const perEndpoint = Number(process.env.HOSTILE_PER_ENDPOINT ?? 24);
let seed = Number(process.env.HOSTILE_SEED ?? 20261129);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: "owner@arivu-test.in", password: "Anna-Nagar-2026" };
const PEOPLE = [
  { role: "sales", email: "sundar@arivu-test.in", password: "Adyar-Sales-2026" },
  { role: "marketing", email: "meera@arivu-test.in", password: "Mylapore-Marketing-2026" },
];

/** A small seeded generator, so a failing run can be repeated. */
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

const TWO_MB = "x".repeat(2 * 1024 * 1024);
const values = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "99999999999999999999999999",
  "9999-99-99T99:99",
  "2026-02-31T10:00",
  "2026-02-31",
  "1900-01-01",
  "9999-12-31",
  "₹,",
  "₹0",
  "₹55,000 - ₹45,000",
  "₹99999999999999999999999999",
  "</script><script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "javascript:alert(1)",
  '=HYPERLINK("http://evil.example")',
  "\u0000\u0001\u202e",
  "%FF%FE",
  "🙂".repeat(500),
  "a".repeat(70_000),
  "[object Object]",
  "__proto__",
  "../../etc/passwd",
  "on",
  "faqs",
  "courses",
  "batches",
  "offer",
  "contact",
  "hero",
];
// Every field name the signed-in forms and the contact form use, and a few they do not.
const fields = [
  "intent",
  "part",
  "index",
  "base",
  "version",
  "note",
  "status",
  "owner",
  "followUp",
  "reason",
  "undo",
  "email",
  "password",
  "current",
  "confirm",
  "token",
  "next",
  "name",
  "role",
  "userId",
  "id",
  "question",
  "answer",
  "category",
  "price",
  "duration",
  "track",
  "courseId",
  "startDate",
  "mode",
  "timing",
  "seats",
  "fee",
  "enabled",
  "text",
  "percent",
  "endsOn",
  "phones",
  "title",
  "quote",
  "phone",
  "message",
  "subject",
  "interestType",
  "courseInterest",
  "courseOther",
  "constructor",
];
// The intents the forms send; "delete" is left out so the record stays for the other requests.
const intents = [
  "save",
  "remove",
  "up",
  "down",
  "publish",
  "rollback",
  "status",
  "set-status",
  "assign",
  "follow-up",
  "note",
  "retry",
  "not-spam",
  "add",
  "role",
  "password",
  "probe",
];

/** `slow`: sent in pieces 20 ms apart, so an answer given before the body is read meets an upload still going. */
type Body = { type?: string; data: string | Buffer; chunked?: boolean; slow?: boolean; label: string };

function formBody(): Body {
  const form = new URLSearchParams();
  form.append("intent", pick(intents));
  const count = 1 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) form.append(pick(fields), pick(values));
  return { type: "application/x-www-form-urlencoded", data: form.toString(), label: "form" };
}

const jsonValues = (): unknown =>
  pick([
    null,
    -1,
    1e308,
    true,
    [],
    {},
    pick(values),
    [pick(values)],
    { role: "user", content: pick(values) },
    { __proto__: { polluted: true } },
  ]);

function jsonBody(): Body {
  const body: Record<string, unknown> = {};
  const count = Math.floor(random() * 8);
  for (let i = 0; i < count; i++)
    body[pick([...fields, "messages", "log", "question", "topic"])] = jsonValues();
  return { type: "application/json", data: JSON.stringify(body), label: "json" };
}

/** The bodies every endpoint gets once, then random forms or JSON. */
const fixedBodies: Body[] = [
  { data: "", label: "empty, no type" },
  { type: "application/x-www-form-urlencoded", data: "%FF%FE=%C0%AF&intent=%00", label: "bad UTF-8 form" },
  { type: "application/json", data: "{", label: "broken JSON" },
  { type: "application/json", data: "[".repeat(50_000), label: "deep JSON" },
  { type: "multipart/form-data; boundary=x", data: "--x\r\nbroken", label: "broken multipart" },
  {
    type: "multipart/form-data; boundary=b",
    data: '--b\r\nContent-Disposition: form-data; name="intent"; filename="a.txt"\r\n\r\nfile\r\n--b--\r\n',
    label: "a file",
  },
  { type: "text/plain", data: "intent=save", label: "text/plain" },
  // Several times: a 413 sent before the body is read resets the connection only now and then.
  ...Array.from({ length: 4 }, () => ({
    type: "application/x-www-form-urlencoded",
    data: `intent=save&answer=${TWO_MB}`,
    label: "2 MB form",
  })),
  { type: "application/json", data: JSON.stringify({ message: TWO_MB }), label: "2 MB JSON" },
  { type: "application/x-www-form-urlencoded", data: `note=${TWO_MB}`, chunked: true, label: "2 MB chunked" },
  { type: "application/x-www-form-urlencoded", data: `note=${TWO_MB}`, slow: true, label: "2 MB, slowly" },
  {
    type: "application/x-www-form-urlencoded",
    data: Array.from({ length: 20_000 }, (_, i) => `f${i}=1`).join("&"),
    label: "20,000 fields",
  },
];

/** Forms the pages send, each with one field made impossible. */
const targetedForms = [
  "intent=follow-up&followUp=9999-99-99T99:99",
  "intent=follow-up&followUp=2026-02-31T10:00",
  "intent=follow-up&followUp=1900-01-01T00:00",
  "intent=status&status=__proto__",
  "intent=set-status&status=lost&reason=" + "r".repeat(5000),
  "intent=assign&owner=nobody-at-all",
  "intent=note&note=" + "n".repeat(100_000),
  "intent=rollback&version=1e309",
  "intent=up&part=faqs&index=99999999999&base=x",
  "intent=remove&part=hero&index=0&base=",
  "intent=save&part=offer&enabled=on&text=Sale&percent=10&endsOn=9999-99-99",
  "intent=save&part=offer&enabled=on&text=Sale&percent=10&endsOn=2026-02-31",
  "intent=save&part=courses&index=0&id=ccna&price=%E2%82%B9%2C&duration=3+months&track=networking",
  "intent=save&part=courses&index=0&id=ccna&price=%E2%82%B999999999999999999999999999&duration=1&track=x",
  "intent=save&part=faqs&question=Q&answer=" + "a".repeat(10_000) + "&category=Training",
  "intent=save&part=batches&courseId=ccna&startDate=2026-02-31&mode=online&timing=weekend&seats=1e9&status=open",
  "intent=publish&note=" + "p".repeat(1000),
  "intent=add&email=a%40b.c&name=x&role=owner&password=short",
  "intent=role&userId=__proto__&role=admin",
  "intent=password&userId=x&password=" + "p".repeat(10_000),
  "current=x&password=" + "p".repeat(10_000) + "&confirm=y",
  "email=" + "e".repeat(10_000) + "&password=x&next=https://evil.example",
  // The contact form's course: free text outside the catalogue (kept as Other), an overlong Other.
  "name=Kavya&email=k%40example.in&interestType=IT+Training&message=Fees+and+dates+please&courseInterest=" +
    "c".repeat(10_000),
  "name=Kavya&email=k%40example.in&interestType=IT+Training&message=Fees+and+dates+please&courseInterest=Other&courseOther=" +
    "o".repeat(10_000),
].map((data) => ({ type: "application/x-www-form-urlencoded", data, label: data.slice(0, 40) }));

type Answer = { status: number } | { error: string };

/**
 * Requests sent at once: one after another, the run mostly waited (85 s for 12 s of CPU). A few
 * at once still leave each its own connection, and keep the run's order (bodies are drawn first).
 */
const atOnce = pLimit(6);

/** The answer's status, or what went wrong on the connection. Each request has a connection of its own. */
function send(url: string, body: Body, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { Origin: base, Accept: "text/html,application/json" };
  if (cookie) headers.Cookie = cookie;
  const data = typeof body.data === "string" ? Buffer.from(body.data) : body.data;
  return postBody(`${base}${url}`, data, {
    type: body.type ?? null,
    chunked: body.chunked,
    slow: body.slow,
    headers,
    agent: false,
  }).then(
    (answer) => ({ status: answer.status }),
    (error: Error) => ({ error: error.message }),
  );
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`signing in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-hostile-"));
const server = spawnBuiltServer(
  port,
  {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100000",
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
    RATE_LIMIT_AI_PER_MIN: "100000",
    LOG_LEVEL: "fatal",
  },
  // React Router logs each post to a page without an action: kept, and shown only on a failure.
  "pipe",
);
let serverErrorLog = "";
server.stderr?.on("data", (chunk: Buffer) => (serverErrorLog = (serverErrorLog + chunk).slice(-20_000)));
let failed = false;
try {
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  // People, and one record for the record page.
  const sessions: Record<string, string | undefined> = { nobody: undefined };
  sessions.admin = await signIn(ADMIN.email, ADMIN.password);
  for (const p of PEOPLE) {
    const added = await send(
      "/admin/users",
      {
        type: "application/x-www-form-urlencoded",
        data: new URLSearchParams({ intent: "add", name: p.role, ...p }).toString(),
        label: "add",
      },
      sessions.admin,
    );
    if (!("status" in added) || added.status !== 303)
      throw new Error(`adding ${p.email}: ${JSON.stringify(added)}`);
    sessions[p.role] = await signIn(p.email, p.password);
  }
  const enquiry = await fetch(`${base}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Kavya Raman",
      email: "kavya.visitor@example.in",
      interestType: "IT Training",
      message: "Please share the fees and the next weekend batch.",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(dataDir),
      privacyVersion: "enquiry-notice-2026-11",
    }),
  });
  if (!enquiry.ok) throw new Error(`seeding an enquiry: ${enquiry.status}`);
  const inbox = await fetch(`${base}/admin`, { headers: { Cookie: sessions.admin } }).then((r) => r.text());
  const recordId = /\/admin\/submissions\/([0-9a-f-]{36})/.exec(inbox)?.[1];
  if (!recordId) throw new Error("no record in the inbox");

  // Every page with an action, as a page and as .data; the contact form; the JSON APIs. Signing
  // out is left out: it would end the sessions the other requests use.
  const pages = [...admin.children.map((c) => c.path).filter((p) => p !== "/admin/logout"), "/contact"].map(
    (p) => p.replace(":id", recordId),
  );
  const endpoints = [
    ...pages.flatMap((p) => [p, `${p}.data`, p.toUpperCase().replace(recordId.toUpperCase(), recordId)]),
    "/api/enquiries",
    "/api/leads",
    aiRoutes.chat,
    aiRoutes.logAnalysis,
    aiRoutes.documentQa,
    aiRoutes.content,
    aiRoutes.recommendation,
  ];

  const rows: string[] = [];
  const problems: string[] = [];
  let total = 0;
  for (const url of endpoints) {
    const counts = new Map<string, number>();
    for (const [who, cookie] of Object.entries(sessions)) {
      const bodies = [
        ...fixedBodies,
        ...(url.startsWith("/api/") ? [] : targetedForms),
        ...Array.from({ length: perEndpoint }, () => (url.startsWith("/api/") ? jsonBody() : formBody())),
      ];
      const answers = await Promise.all(bodies.map((body) => atOnce(() => send(url, body, cookie))));
      answers.forEach((answer, i) => {
        total++;
        const key = "status" in answer ? String(answer.status) : "no answer";
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (!("status" in answer) || answer.status >= 500)
          problems.push(
            `${who} POST ${url} (${bodies[i].label}): ${"status" in answer ? answer.status : answer.error}`,
          );
      });
    }
    const summary = [...counts].sort().map(([k, n]) => `${k}×${n}`);
    rows.push(`${url.padEnd(58)} ${summary.join(" ")}`);
  }
  console.log(rows.join("\n"));
  const serverErrors = problems.filter((p) => /: 5\d\d$/.test(p)).length;
  console.log(
    `\n${total} hostile requests to ${endpoints.length} endpoints × ${Object.keys(sessions).length} sessions (seed ${process.env.HOSTILE_SEED ?? 20261129}): ` +
      `${serverErrors} answered 5xx, ${problems.length - serverErrors} left without an answer.`,
  );
  if (problems.length) {
    console.error(problems.slice(0, 40).join("\n"));
    console.error(
      `\nThe server's last errors:\n${serverErrorLog
        .split("\n")
        .filter((l) => !/^\s+at /.test(l))
        .slice(-40)
        .join("\n")}`,
    );
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

import type { ParsedLogLine } from "./types";

export type Pattern = {
  /** Lower is more serious; patterns are listed in this order. */
  rank: number;
  title: string;
  detail: string;
  /** Plain cause and implication, for the summary. */
  implication: string;
};

/** How many events make a pattern. */
export const thresholds = {
  repeatedFailures: 3,
  repeatedBlocks: 3,
  scanPorts: 5,
  sweepHosts: 5,
  fanIn: 5,
  flapChanges: 3,
};

export type ActionClass =
  "auth-failure" | "auth-success" | "blocked" | "allowed" | "down" | "up" | "threat" | "other";

export function classify(p: ParsedLogLine): ActionClass {
  const a = (p.action ?? "").toLowerCase();
  if (a === "login failure" || /login[- ]?fail|failed log ?in|auth\w*[- ]fail/.test(a)) return "auth-failure";
  if (a === "login success") return "auth-success";
  if (p.threat && p.format !== "cisco-asa") return "threat";
  if (/^(link|line protocol|neighbor) (down|administratively down)$/.test(a) || /^notification/.test(a))
    return "down";
  if (/^(link|line protocol|neighbor) up$/.test(a)) return "up";
  if (/deny|drop|block|reject|reset|prevent|violation|threat detected/.test(a)) return "blocked";
  if (/permit|accept|allow|built|session created|session closed|teardown|close|timeout|start/.test(a))
    return "allowed";
  return "other";
}

function group<K>(items: ParsedLogLine[], key: (p: ParsedLogLine) => K | undefined): Map<K, ParsedLogLine[]> {
  const map = new Map<K, ParsedLogLine[]>();
  for (const p of items) {
    const k = key(p);
    if (k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(p);
    else map.set(k, [p]);
  }
  return map;
}

const distinct = <T>(values: (T | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== undefined)),
];
const listOf = (values: (string | number)[], max = 6) =>
  values.slice(0, max).join(", ") + (values.length > max ? ` and ${values.length - max} more` : "");

/** Find patterns across several parsed lines: brute force, scans, fan-in, flapping, threats. */
export function findPatterns(lines: ParsedLogLine[]): Pattern[] {
  const out: Pattern[] = [];
  const t = thresholds;

  // Repeated authentication failures from one address, and a success after them.
  for (const [src, events] of group(lines, (p) => p.sourceIp)) {
    const all = events.filter((p) => classify(p) === "auth-failure");
    // sshd logs one attempt twice (pam_unix, then "Failed password"): count it once.
    const hasSshdFailure = all.some(
      (p) => p.format === "linux-sshd" && p.messageCode !== "pam_unix authentication failure",
    );
    const failures = hasSshdFailure
      ? all.filter((p) => p.messageCode !== "pam_unix authentication failure")
      : all;
    if (failures.length < t.repeatedFailures) continue;
    const users = distinct(failures.map((p) => p.user));
    const lastFailure = lines.lastIndexOf(failures[failures.length - 1]);
    const success = events.find(
      (p) => classify(p) === "auth-success" && lines.indexOf(p) > lines.indexOf(failures[0]),
    );
    out.push({
      rank: 1,
      title: `Repeated login failures from ${src}`,
      detail: `${failures.length} failed logins from ${src}${users.length ? ` for user${users.length > 1 ? "s" : ""} ${listOf(users)}` : ""}. This looks like password guessing (a brute-force attack).`,
      implication: `${src} is trying to guess passwords; block it and make sure password logins are restricted.`,
    });
    if (success) {
      out.push({
        rank: 0,
        title: `Successful login from ${src} after failures`,
        detail: `${src} logged in${success.user ? ` as ${success.user}` : ""} ${lines.indexOf(success) > lastFailure ? "after" : "during"} its run of failures: the password may have been guessed.`,
        implication: `treat the account${success.user ? ` ${success.user}` : ""} as possibly compromised until the login is confirmed.`,
      });
    }
  }

  // Password spraying: one user name failing from many addresses.
  for (const [user, events] of group(
    lines.filter((p) => classify(p) === "auth-failure"),
    (p) => p.user,
  )) {
    const sources = distinct(events.map((p) => p.sourceIp));
    if (sources.length >= t.repeatedFailures) {
      out.push({
        rank: 2,
        title: `User ${user} failing from ${sources.length} addresses`,
        detail: `Failed logins for ${user} came from ${listOf(sources)}: a distributed guessing attempt or a client with an old password.`,
        implication: `the account ${user} is a target; consider locking it or enforcing MFA.`,
      });
    }
  }

  // Port scans (one source, many ports) and host sweeps (one source, many hosts on one port).
  const scanners = new Set<string>();
  for (const [src, events] of group(lines, (p) => p.sourceIp)) {
    const ports = distinct(events.map((p) => p.destinationPort)).sort((a, b) => a - b);
    const hosts = distinct(events.map((p) => p.destinationIp));
    if (ports.length >= t.scanPorts) {
      scanners.add(src);
      out.push({
        rank: 1,
        title: `Port scan from ${src}`,
        detail: `${src} reached ${ports.length} different destination ports (${listOf(ports, 10)})${hosts.length === 1 ? ` on ${hosts[0]}` : ` across ${hosts.length} hosts`}. One source probing many ports is a port scan.`,
        implication: `${src} is mapping your services, usually the first step of an attack; block it at the edge.`,
      });
    }
    for (const [dport, sameport] of group(events, (p) => p.destinationPort)) {
      const swept = distinct(sameport.map((p) => p.destinationIp));
      if (swept.length >= t.sweepHosts) {
        scanners.add(src);
        out.push({
          rank: 1,
          title: `Host sweep from ${src} on port ${dport}`,
          detail: `${src} tried port ${dport} on ${swept.length} hosts (${listOf(swept)}).`,
          implication: `${src} is looking for hosts running that service.`,
        });
      }
    }
  }

  // Repeated blocked traffic from one source (not already reported as a scan).
  for (const [src, events] of group(
    lines.filter((p) => classify(p) === "blocked"),
    (p) => p.sourceIp,
  )) {
    if (events.length < t.repeatedBlocks || scanners.has(src)) continue;
    const targets = distinct(events.map((p) => endpoint(p.destinationIp, p.destinationPort)));
    out.push({
      rank: 2,
      title: `Repeated blocked traffic from ${src}`,
      detail: `${events.length} denied or dropped packets from ${src}${targets.length ? ` to ${listOf(targets)}` : ""}.`,
      implication: `${src} keeps trying traffic your policy blocks: a scan, an attack or a misconfigured client.`,
    });
  }

  // Many sources converging on one destination.
  for (const [dst, events] of group(lines, (p) => p.destinationIp)) {
    const sources = distinct(events.map((p) => p.sourceIp));
    if (sources.length >= t.fanIn) {
      const ports = distinct(events.map((p) => p.destinationPort));
      const blocked = events.filter(
        (p) => classify(p) === "blocked" || classify(p) === "auth-failure",
      ).length;
      out.push({
        rank: blocked ? 2 : 3,
        title: `Many sources to ${dst}`,
        detail: `${sources.length} different sources (${listOf(sources, 4)}) sent traffic to ${dst}${ports.length ? ` on port${ports.length > 1 ? "s" : ""} ${listOf(ports)}` : ""}${blocked ? `; ${blocked} of these were blocked or failed` : ""}.`,
        implication: blocked
          ? `${dst} is a popular target, possibly of a distributed attack.`
          : `${dst} is a busy destination.`,
      });
    }
  }

  // Flapping interfaces and neighbours.
  // Keyed by layer too: one outage logs both LINK and LINEPROTO (or ADJCHANGE and NOTIFICATION), which is not a flap.
  const stateChange = (p: ParsedLogLine) => /^(link|line protocol|neighbor) /.exec(p.action ?? "")?.[1];
  for (const [key, events] of group(lines, (p) =>
    stateChange(p) ? `${p.device ?? ""}|${p.neighbor ?? p.interface ?? ""}|${stateChange(p)}` : undefined,
  )) {
    const downs = events.filter((p) => classify(p) === "down").length;
    if (events.length < t.flapChanges && downs < 2) continue;
    const [device, what] = key.split("|");
    const label = events[0].neighbor ? `neighbour ${what}` : `interface ${what || "(unnamed)"}`;
    out.push({
      rank: 1,
      title: `Flapping ${label}${device ? ` on ${device}` : ""}`,
      detail: `${events.length} state changes (${downs} down) for ${label}. Repeated up/down is flapping.`,
      implication: `${label} is unstable: check cabling, optics, the far end and timers.`,
    });
  }

  // Threat signatures.
  for (const [threat, events] of group(lines, (p) => (classify(p) === "threat" ? p.threat : undefined))) {
    const sources = distinct(events.map((p) => p.sourceIp));
    out.push({
      rank: 1,
      title: `Threat: ${threat}`,
      detail: `${events.length} detection${events.length > 1 ? "s" : ""}${sources.length ? ` from ${listOf(sources)}` : ""}; action ${listOf(distinct(events.map((p) => p.action)))}.`,
      implication: `someone is attempting an exploit; confirm the target is patched.`,
    });
  }

  // Repeated identical codes (noise or an ongoing condition).
  for (const [code, events] of group(lines, (p) => p.messageCode)) {
    if (events.length >= 5 && !out.some((o) => o.detail.includes(code))) {
      out.push({
        rank: 4,
        title: `${code} repeated`,
        detail: `${events.length} lines carry ${code}.`,
        implication: `an ongoing condition is repeating.`,
      });
    }
  }
  return out.sort((a, b) => a.rank - b.rank);
}

export function endpoint(ip: string | undefined, port: number | undefined): string | undefined {
  if (!ip) return port !== undefined ? `port ${port}` : undefined;
  const host = ip.includes(":") ? `[${ip}]` : ip;
  return port !== undefined ? `${host}:${port}` : ip;
}

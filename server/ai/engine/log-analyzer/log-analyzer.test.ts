import { describe, expect, it } from "vitest";
import { analyzeLog, MAX_LINES, parseLogLine } from "./index";
import { logSamples } from "#tests/fixtures/log-samples.ts";
import { logFormats } from "./types";
import { explain } from "./catalogue";

describe("parseLogLine", () => {
  it.each(logSamples.map((s) => [s.line.slice(0, 70), s] as const))("parses %s", (_name, sample) => {
    expect(parseLogLine(sample.line)).toEqual(sample.expected);
  });

  it("has at least 36 samples, and at least 3 for every vendor family", () => {
    expect(logSamples.length).toBeGreaterThanOrEqual(36);
    const families = {
      cisco: /^cisco-ios$/,
      asa: /^cisco-asa$/,
      fortigate: /^fortigate$/,
      paloAlto: /^palo-alto$/,
      juniper: /^juniper-srx$/,
      checkpoint: /^checkpoint$/,
      linux: /^linux-/,
    };
    for (const [family, re] of Object.entries(families)) {
      expect(logSamples.filter((s) => re.test(s.expected.format)).length, family).toBeGreaterThanOrEqual(3);
    }
    expect(logSamples.filter((s) => s.expected.format === "linux-sshd").length).toBeGreaterThanOrEqual(3);
  });

  it("has a catalogue explanation for every sample's message code", () => {
    for (const s of logSamples) expect(explain(s.expected)?.meaning, s.line).toMatch(/\w{3,}/);
    // Specific entries, not only the per-format fallback.
    expect(explain(parseLogLine(logSamples[0].line))?.title).toBe("ACL match logged (TCP/UDP)");
  });

  it("marks a line in no known format as unknown but still extracts addresses and actions", () => {
    const p = parseLogLine(
      "2026-11-22 10:15:32 appliance42 connection from 198.51.100.4:5060 to 10.0.0.9:5061 was denied",
    );
    expect(p).toMatchObject({
      format: "unknown",
      timestamp: "2026-11-22 10:15:32",
      sourceIp: "198.51.100.4",
      sourcePort: 5060,
      destinationIp: "10.0.0.9",
      destinationPort: 5061,
      action: "deny",
    });
  });
});

describe("analyzeLog, one line", () => {
  it("gives a field table, an explanation from the catalogue and a summary", () => {
    const md = analyzeLog(
      'Nov 22 2026 10:15:32 ASA-FW01 : %ASA-4-106023: Deny tcp src outside:203.0.113.45/51544 dst inside:10.1.1.20/3389 by access-group "OUTSIDE_IN" [0x0, 0x0]',
    );
    expect(md).toContain("| Field | Value |");
    expect(md).toContain("| Source IP | 203.0.113.45 |");
    expect(md).toContain("| Destination port | 3389 |");
    expect(md).toContain("| Severity | Warning (level 4) |");
    expect(md).toMatch(/### Explanation\n\n.*access-group/);
    expect(md).toContain("### Summary");
    expect(md).toMatch(/\*\*Likely cause:\*\*/);
    expect(md).toMatch(/\*\*Implication:\*\*/);
    // Only found fields are listed.
    expect(md).not.toContain("| User |");
  });

  it("says clearly when the format was not recognised", () => {
    const md = analyzeLog("appliance42: session from 198.51.100.4 port 5060 failed");
    expect(md).toContain("Format not recognised");
    expect(md).toContain("| Source IP | 198.51.100.4 |");
    expect(md).toContain("| Action | failure |");
  });

  it("escapes HTML and table pipes from the log", () => {
    const md = analyzeLog(
      "Nov 22 10:16:01 web01 sshd[1]: Failed password for <script>x|y</script> from 203.0.113.7 port 2222 ssh2",
    );
    expect(md).not.toMatch(/<script/i);
    expect(md).toContain("&lt;script&gt;x\\|y&lt;/script&gt;");
    for (const row of md.split("\n").filter((l) => l.startsWith("| User")))
      expect(row.split(/(?<!\\)\|/).length).toBe(4);
  });
});

describe("analyzeLog, several lines", () => {
  it("reports repeated SSH failures from one address, and a success after them", () => {
    const log = [
      "Nov 22 10:16:01 web01 sshd[2345]: Failed password for root from 203.0.113.77 port 51544 ssh2",
      "Nov 22 10:16:05 web01 sshd[2347]: Failed password for invalid user admin from 203.0.113.77 port 51560 ssh2",
      "Nov 22 10:16:09 web01 sshd[2350]: Invalid user oracle from 203.0.113.77 port 51572",
      "Nov 22 10:16:12 web01 sshd[2352]: Failed password for root from 203.0.113.77 port 51580 ssh2",
      "Nov 22 10:17:22 web01 sshd[2410]: Accepted publickey for deploy from 10.0.0.12 port 50122 ssh2",
      "Nov 22 10:18:00 web01 sshd[2450]: Accepted password for root from 203.0.113.77 port 51590 ssh2",
    ].join("\n");
    const md = analyzeLog(log);
    expect(md).toContain("### Per-line breakdown");
    expect(md).toContain(
      "| 6 | Nov 22 10:18:00 | web01 | Accepted password | login success | 203.0.113.77:51590 | – |",
    );
    expect(md).toContain("**Repeated login failures from 203.0.113.77:** 4 failed logins");
    expect(md).toContain("Successful login from 203.0.113.77 after failures");
    expect(md).not.toContain("from 10.0.0.12:** ");
    expect(md).toContain("### Summary");
  });

  it("reports a port scan: one source, many destination ports", () => {
    const ports = [21, 22, 23, 25, 80, 443, 3389];
    const log = ports
      .map(
        (p, i) =>
          `Nov 22 10:15:3${i} web01 kernel: [123456.7${i}] [UFW BLOCK] IN=eth0 OUT= MAC=00:16:3e:5e:6c:00:00:16:3e:11:22:33:08:00 SRC=198.51.100.99 DST=10.0.0.5 LEN=44 TOS=0x00 PREC=0x00 TTL=240 ID=5050${i} PROTO=TCP SPT=4444${i} DPT=${p} WINDOW=1024 RES=0x00 SYN URGP=0`,
      )
      .join("\n");
    const md = analyzeLog(log);
    expect(md).toContain(
      "**Port scan from 198.51.100.99:** 198.51.100.99 reached 7 different destination ports (21, 22, 23, 25, 80, 443, 3389) on 10.0.0.5",
    );
    expect(md).toMatch(/Most important:\*\* Port scan from 198\.51\.100\.99/);
  });

  it("reports a flapping interface and many sources to one destination", () => {
    const flaps = ["down", "up", "down", "up"].map(
      (s, i) =>
        `Nov 22 10:0${i}:00 core-sw1 %LINK-3-UPDOWN: Interface GigabitEthernet1/0/24, changed state to ${s}`,
    );
    const fanIn = [11, 12, 13, 14, 15].map(
      (n) =>
        `Nov 22 2026 10:1${n % 10}:00 ASA-FW01 : %ASA-4-106023: Deny tcp src outside:203.0.113.${n}/5000${n % 10} dst inside:10.1.1.20/3389 by access-group "OUTSIDE_IN" [0x0, 0x0]`,
    );
    const md = analyzeLog([...flaps, ...fanIn].join("\n"));
    expect(md).toContain(
      "**Flapping interface GigabitEthernet1/0/24 on core-sw1:** 4 state changes (2 down)",
    );
    expect(md).toContain("**Many sources to 10.1.1.20:** 5 different sources");
  });

  it("does not call one outage (link and line protocol down once) flapping", () => {
    const md = analyzeLog(
      [
        "Nov 22 10:00:00 core-sw1 %LINK-3-UPDOWN: Interface GigabitEthernet1/0/24, changed state to down",
        "Nov 22 10:00:01 core-sw1 %LINEPROTO-5-UPDOWN: Line protocol on Interface GigabitEthernet1/0/24, changed state to down",
      ].join("\n"),
    );
    expect(md).not.toContain("Flapping");
    expect(md).toContain("**Events:** 2 down events.");
  });

  it("reports repeated SSL VPN login failures on a FortiGate", () => {
    const log = ["10:22:05", "10:22:09", "10:22:14"]
      .map(
        (t) =>
          `date=2026-11-22 time=${t} devname="FGT-CHN-01" devid="FG100FTK19000001" logid="0101039426" type="event" subtype="vpn" level="alert" vd="root" logdesc="SSL VPN login fail" action="ssl-login-fail" tunneltype="ssl-web" remip=103.21.58.77 user="ravi.k" reason="sslvpn_login_permission_denied" msg="SSL user failed to logged in"`,
      )
      .join("\n");
    const md = analyzeLog(log);
    expect(md).toContain(
      "**Repeated login failures from 103.21.58.77:** 3 failed logins from 103.21.58.77 for user ravi.k",
    );
    expect(md).toContain("SSL VPN login failed");
  });

  it("names the threat signatures it sees across vendors", () => {
    const threats = logSamples
      .filter((s) => s.expected.threat && s.expected.format !== "cisco-asa")
      .map((s) => s.line);
    const md = analyzeLog(threats.join("\n"));
    expect(md).toContain(
      "**Threat: Apache.Log4j.Error.Log.Remote.Code.Execution:** 1 detection from 45.155.205.33; action dropped.",
    );
    expect(md).toContain("Microsoft Windows SMB Remote Code Execution (MS17-010)");
  });

  it("says when no line was recognised", () => {
    const md = analyzeLog("hello world\nsomething else happened");
    expect(md).toContain("2 in a format that was not recognised");
    expect(md).toContain("The format was not recognised for any line");
  });

  it(`analyses at most ${MAX_LINES} lines and says so`, () => {
    const line =
      "Nov 22 10:16:01 web01 sshd[2345]: Failed password for root from 203.0.113.77 port 51544 ssh2";
    const md = analyzeLog(Array.from({ length: 260 }, () => line).join("\n"));
    expect(md).toContain(`Only the first ${MAX_LINES} of 260 lines were analysed`);
    expect(md).toContain(`| ${MAX_LINES} |`);
    expect(md).not.toContain(`| ${MAX_LINES + 1} |`);
  });

  it("analyses a full 20 KB log of mixed formats", () => {
    const block = logSamples.map((s) => s.line).join("\n");
    const log = block.repeat(Math.ceil(20_000 / block.length)).slice(0, 20_000);
    expect(analyzeLog(log)).toContain("### Patterns");
  });
});

describe("robustness", () => {
  it("never throws on random input and always returns Markdown text", () => {
    // A small deterministic generator (mulberry32) so a failure can be reproduced.
    let seed = 20261122;
    const rand = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pieces = [
      "%ASA-4-106023:",
      "%LINK-3-UPDOWN:",
      "src=",
      "SRC=",
      "IN=",
      "type=",
      "logid=",
      "devname=",
      ",TRAFFIC,",
      ",THREAT,",
      "RT_FLOW_SESSION_DENY",
      "->",
      "/",
      "(",
      ")",
      "[",
      "]",
      '"',
      ":",
      "|",
      "<",
      ">",
      "\n",
      " ",
      "10.0.0.1",
      "999.1.1.1",
      "port ",
      "Failed password for ",
      "<189>",
      "Nov 22 10:15:32 ",
      'action:"Drop";',
      "\u0000",
      "😀",
      "\\",
    ];
    for (let i = 0; i < 400; i++) {
      let text = "";
      const n = Math.floor(rand() * 40);
      for (let j = 0; j < n; j++)
        text +=
          rand() < 0.5
            ? pieces[Math.floor(rand() * pieces.length)]
            : String.fromCharCode(Math.floor(rand() * 0x2fff));
      const md = analyzeLog(text);
      expect(typeof md).toBe("string");
      expect(md.length).toBeGreaterThan(0);
      expect(md).not.toMatch(/<[a-z/]/i);
      for (const line of text.split("\n")) expect(logFormats).toContain(parseLogLine(line).format);
    }
  });

  it("handles empty and odd input", () => {
    expect(analyzeLog("")).toContain("no log text");
    expect(analyzeLog("   \n\n  ")).toContain("no log text");
    expect(analyzeLog(undefined as unknown as string)).toContain("no log text");
    expect(parseLogLine("")).toEqual({ format: "unknown" });
  });
});

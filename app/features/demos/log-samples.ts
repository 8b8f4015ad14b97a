/** Real-format log excerpts a visitor can load into the log analyzer with one click. */
export type LogSample = { label: string; log: string };

export const logSamples: LogSample[] = [
  {
    label: "Cisco IOS ACL deny",
    log: "Mar 12 10:42:17 CHN-EDGE-R1 4412: Mar 12 10:42:17.311 IST: %SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203.0.113.45(51234) -> 10.10.20.5(22), 1 packet",
  },
  {
    label: "Cisco ASA deny",
    log: 'Mar 12 2025 11:05:09 CHN-ASA-01 : %ASA-4-106023: Deny tcp src outside:198.51.100.23/44321 dst inside:10.1.1.10/3389 by access-group "OUTSIDE_IN" [0x0, 0x0]',
  },
  {
    label: "FortiGate traffic",
    log: 'date=2025-03-12 time=14:22:05 devname="FGT-CHN-01" devid="FG100FTK20001234" logid="0000000013" type="traffic" subtype="forward" level="notice" vd="root" srcip=192.168.10.25 srcport=51514 srcintf="port2" dstip=45.33.32.156 dstport=445 dstintf="wan1" proto=6 service="SMB" action="deny" policyid=0 policytype="policy"',
  },
  {
    label: "sshd failed logins",
    log: [
      "Mar 12 02:14:01 web01 sshd[2291]: Failed password for invalid user admin from 203.0.113.77 port 52144 ssh2",
      "Mar 12 02:14:04 web01 sshd[2291]: Failed password for invalid user admin from 203.0.113.77 port 52144 ssh2",
      "Mar 12 02:14:09 web01 sshd[2295]: Failed password for root from 203.0.113.77 port 52170 ssh2",
      "Mar 12 02:14:13 web01 sshd[2298]: Failed password for invalid user oracle from 203.0.113.77 port 52188 ssh2",
    ].join("\n"),
  },
];

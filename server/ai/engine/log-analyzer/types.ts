/** The vendor formats the analyzer recognises. */
export const logFormats = [
  "cisco-ios",
  "cisco-asa",
  "fortigate",
  "palo-alto",
  "juniper-srx",
  "checkpoint",
  "linux-ufw",
  "linux-iptables",
  "linux-sshd",
  "linux-kernel",
  "unknown",
] as const;
export type LogFormat = (typeof logFormats)[number];

/** The fields of SPEC §7 (plus a few helpful extras). A field the line does not carry is undefined. */
export type ParsedLogLine = {
  format: LogFormat;
  timestamp?: string;
  /** Hostname, device name or serial of the device that logged the line. */
  device?: string;
  /** A word such as "Critical", "Warning" or "Informational". */
  severity?: string;
  /** The numeric syslog level (0 = Emergency … 7 = Debug) where the format has one. */
  severityLevel?: number;
  messageCode?: string;
  action?: string;
  protocol?: string;
  sourceIp?: string;
  sourcePort?: number;
  destinationIp?: string;
  destinationPort?: number;
  user?: string;
  interface?: string;
  /** Routing neighbour (OSPF/BGP) or VPN peer. */
  neighbor?: string;
  /** Access list, security policy or rule name. */
  rule?: string;
  /** Threat, signature or attack name. */
  threat?: string;
  /** A short free-text reason or state change the line gives. */
  detail?: string;
};

/** A parser returns undefined when the line is not in its format. */
export type LogParser = (line: string, header: SyslogHeader) => ParsedLogLine | undefined;

/** What a syslog relay or the device put in front of the message. */
export type SyslogHeader = {
  pri?: number;
  timestamp?: string;
  host?: string;
  /** The tag / app name, e.g. "sshd", "kernel", "RT_FLOW". */
  app?: string;
  /** RFC 5424 MSGID, e.g. "RT_FLOW_SESSION_CREATE". */
  msgId?: string;
  /** The message after the header. */
  rest: string;
};

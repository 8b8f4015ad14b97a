/** Plain-English explanations of known message codes, keyed as catalogue.ts looks them up. */
export type CatalogueEntry = {
  title: string;
  /** What the message means. */
  meaning: string;
  /** The likely cause. */
  cause: string;
  /** Why it matters. */
  implication: string;
  /** What to check next. */
  check: string;
};

export const catalogue: Record<string, CatalogueEntry> = {
  // Cisco IOS
  "SEC-IPACCESSLOGP": {
    title: "ACL match logged (TCP/UDP)",
    meaning:
      "An access control list entry with the `log` keyword matched a TCP or UDP packet. The router reports the list, whether it permitted or denied the packet, and the addresses and ports.",
    cause:
      "Traffic hit an ACE configured with `log`. Cisco IOS rate-limits these messages and reports the first packet, then a count every five minutes.",
    implication:
      "A deny shows traffic your policy blocks: a misconfigured client, a scan or an attack attempt. A permit confirms the traffic was allowed through that rule.",
    check:
      "Look up the source address, compare the port with the services you expect, and check the ACL hit counters with `show access-lists`.",
  },
  "SEC-IPACCESSLOGDP": {
    title: "ACL match logged (ICMP)",
    meaning:
      "An access list entry with `log` matched an ICMP packet (the type/code is shown, e.g. 8/0 is an echo request, a ping).",
    cause: "Someone pinged or traced a route through the interface, or a device sent ICMP errors.",
    implication:
      "Denied pings from outside are normal noise; many from one source across many addresses is a host sweep (reconnaissance).",
    check:
      "Check whether the source is a monitoring system you own; if not, watch for a sweep across your address range.",
  },
  "SEC-IPACCESSLOGS": {
    title: "Standard ACL match logged",
    meaning: "A standard access list (source address only) with `log` matched a packet.",
    cause: "Traffic from the shown source hit a standard ACL, often on a VTY line or SNMP community.",
    implication:
      "On a VTY or SNMP ACL a deny means someone tried to manage the device from an address that is not allowed.",
    check: "Confirm whether the source should have management access; check `show access-lists` counters.",
  },
  "LINK-UPDOWN": {
    title: "Interface physical state changed",
    meaning: "The interface's physical layer (layer 1) went up or down.",
    cause:
      "A cable was unplugged or damaged, the far-end device rebooted or shut its port, an SFP failed, or speed/duplex negotiation failed.",
    implication:
      "While the link is down, everything behind that port is cut off. Repeated up/down (flapping) points to a bad cable, optic or port.",
    check:
      "Run `show interfaces` for errors and resets, check the cable/SFP and the neighbour's port, and look for CRC or input errors.",
  },
  "LINEPROTO-UPDOWN": {
    title: "Interface line protocol changed",
    meaning: "The interface's data-link layer (layer 2 line protocol) went up or down.",
    cause:
      "Usually follows a physical link change; on its own it can mean keepalive failures, an encapsulation mismatch or an err-disabled port.",
    implication: "Traffic cannot pass while the line protocol is down, even if the cable is connected.",
    check:
      "Compare with LINK-3-UPDOWN messages for the same interface and check encapsulation, keepalives and `show interfaces status err-disabled`.",
  },
  "OSPF-ADJCHG": {
    title: "OSPF neighbour state changed",
    meaning:
      "An OSPF adjacency with the neighbour router moved between states (FULL is a working adjacency; DOWN means it was lost).",
    cause:
      "Dead timer expired (hellos stopped arriving), an interface went down, or a mismatch in area, timers, MTU or authentication.",
    implication:
      "Routes learnt through that neighbour are withdrawn, so traffic reroutes or is lost; repeated changes cause routing instability.",
    check:
      "Check `show ip ospf neighbor`, the link to the neighbour, and that hello/dead timers, area, MTU and authentication match on both ends.",
  },
  "BGP-ADJCHANGE": {
    title: "BGP session state changed",
    meaning: "The BGP session with the neighbour came up or went down.",
    cause:
      "Hold timer expiry, a NOTIFICATION from either side, a reset of the session, a link failure or a change of configuration.",
    implication:
      "When a session drops, every prefix learnt from that peer is withdrawn: for an ISP or WAN peer, that can mean lost internet or site connectivity.",
    check:
      "Check `show ip bgp summary`, reachability of the peer address, and any BGP-3-NOTIFICATION messages around the same time.",
  },
  "BGP-NOTIFICATION": {
    title: "BGP NOTIFICATION sent or received",
    meaning:
      "A BGP NOTIFICATION message closed the session; the code/subcode says why (4/0 hold timer expired, 6/x cease, 2/x OPEN error, 3/x UPDATE error).",
    cause:
      "Keepalives stopped arriving, the peer was shut down or de-configured, a prefix limit was exceeded, or an OPEN parameter (AS number, router ID) mismatched.",
    implication: "The BGP session is torn down and its routes are withdrawn until it re-establishes.",
    check:
      "Read the code/subcode, check the peer's configuration and the path between the peers, and whether maximum-prefix limits were hit.",
  },
  "PORT_SECURITY-PSECURE_VIOLATION": {
    title: "Port-security violation",
    meaning:
      "A switch port with port-security saw a MAC address that is not allowed, or more MAC addresses than its limit.",
    cause:
      "An unauthorised device (a personal laptop, a rogue switch or access point) was plugged in, or a legitimate device was replaced.",
    implication:
      "In the default shutdown mode the port is now err-disabled and the user behind it is offline; it may also be an intrusion attempt.",
    check:
      "Identify the MAC address and who is at that port; after fixing, recover with `shutdown` / `no shutdown` and review `show port-security interface`.",
  },
  "SEC_LOGIN-LOGIN_FAILED": {
    title: "Device login failed",
    meaning:
      "A login to the device (SSH, Telnet or console) failed; the user name, source address and reason are given.",
    cause: "A wrong password, an unknown user name, or an automated password-guessing attempt.",
    implication:
      "A single failure is usually a typo; many from one address is a brute-force attack on the device's management plane.",
    check:
      "Confirm whether the user and source are known; restrict management access with an ACL on the VTY lines and consider `login block-for`.",
  },
  "SEC_LOGIN-LOGIN_SUCCESS": {
    title: "Device login succeeded",
    meaning: "A user logged in to the device successfully.",
    cause: "An administrator or automation account signed in.",
    implication:
      "Normal on its own; after a run of failures from the same address it may mean a guessed password.",
    check: "Confirm the user and source address are expected, especially outside change windows.",
  },
  "SEC_LOGIN-QUIET_MODE_ON": {
    title: "Login quiet mode started",
    meaning: "Too many failed logins triggered `login block-for`: the device refuses new logins for a while.",
    cause: "Repeated failed login attempts within the configured window.",
    implication:
      "An attack was slowed down, but legitimate administrators are also locked out until quiet mode ends.",
    check:
      "Find the source of the failures and make sure your management station is in the quiet-mode access class.",
  },
  "SYS-CONFIG_I": {
    title: "Configuration changed",
    meaning:
      "Someone changed the running configuration from the console, a VTY (SSH/Telnet) session or memory.",
    cause: "An administrator (or an automation tool) entered configuration mode and exited it.",
    implication:
      "Every change can affect traffic; an unexpected one may be a mistake or an unauthorised access.",
    check:
      "Confirm the change was planned, compare with the archive (`show archive config differences`) and check who was logged in.",
  },
  "SYS-RESTART": {
    title: "Device restarted",
    meaning: "The device finished booting.",
    cause: "A planned reload, a power cut, or a crash.",
    implication: "Traffic through the device was interrupted during the reload.",
    check: "Check `show version` for the last reload reason and look for crashinfo files.",
  },
  // Cisco ASA / FTD
  "ASA-106023": {
    title: "Packet denied by an access group",
    meaning: "The ASA dropped a packet because an access-list applied with `access-group` denied it.",
    cause:
      "Traffic that the interface ACL does not allow: a scan, an attack, or a legitimate application whose rule is missing.",
    implication:
      "The traffic did not get through. Many denies from one source show reconnaissance; denies for a business application mean a missing rule.",
    check:
      "Check the source address's reputation and the ACL named; use `packet-tracer` to confirm which rule matched.",
  },
  "ASA-106100": {
    title: "ACL entry hit logged",
    meaning:
      "An access-list entry configured with `log` was hit; the message gives the ACL, the decision and a hit count.",
    cause: "Traffic matched a logged ACE.",
    implication:
      "Denied shows blocked traffic; permitted confirms a rule is in use (useful before removing old rules).",
    check: "Review the ACL entry and its hit counters with `show access-list`.",
  },
  "ASA-106001": {
    title: "Inbound TCP connection denied",
    meaning:
      "The ASA refused an inbound TCP connection attempt (a SYN) because the security policy does not allow it.",
    cause: "A client on a less secure interface tried to open a connection that no ACL permits.",
    implication:
      "Blocked connection attempts to closed services; repeated ones across ports are a port scan.",
    check:
      "Check whether the destination port should be published; if not, the block is working as intended.",
  },
  "ASA-106006": {
    title: "Inbound UDP denied",
    meaning: "An inbound UDP packet was denied by the security policy.",
    cause: "UDP traffic from a less secure interface with no matching permit.",
    implication: "The packet was dropped; repeated drops may be scanning or a misdirected application.",
    check: "Confirm whether the service should be reachable.",
  },
  "ASA-106015": {
    title: "TCP packet without a connection denied",
    meaning:
      "The ASA dropped a TCP packet (often a RST or ACK) that does not belong to any connection in its table.",
    cause: "The connection had already closed or timed out, asymmetric routing, or a stealth scan.",
    implication: "Usually harmless after a connection closes; large numbers can indicate asymmetric routing.",
    check: "Check that both directions of the traffic pass through the same ASA.",
  },
  "ASA-302013": {
    title: "TCP connection built",
    meaning: "The ASA created a new TCP connection in its state table (inbound or outbound).",
    cause: "A permitted client opened a TCP session.",
    implication: "Normal traffic; useful to trace who connected to what and when.",
    check: "Match with the 302014 teardown message (same connection id) to see the duration and bytes.",
  },
  "ASA-302014": {
    title: "TCP connection torn down",
    meaning:
      "A TCP connection was removed from the state table; the message gives its duration, byte count and reason (TCP FINs, TCP Reset-I/O, idle timeout…).",
    cause: "The session ended normally (FINs), was reset by one side, or timed out.",
    implication: "Reset or timeout reasons on many sessions point to application or path problems.",
    check: "Look at the teardown reason and the byte count.",
  },
  "ASA-302015": {
    title: "UDP connection built",
    meaning: "The ASA created a UDP flow (for example DNS or NTP) in its state table.",
    cause: "A permitted host sent UDP traffic through the firewall.",
    implication:
      "Normal traffic; high volumes to port 53 from one host can indicate DNS tunnelling or malware.",
    check: "Check 302016 for the teardown and the byte counts.",
  },
  "ASA-302016": {
    title: "UDP connection torn down",
    meaning: "A UDP flow was removed from the state table after its idle timeout.",
    cause: "The UDP exchange finished.",
    implication: "Normal.",
    check: "Nothing unless the byte counts are unusually large.",
  },
  "ASA-113015": {
    title: "AAA user authentication rejected",
    meaning:
      "The AAA server (RADIUS/TACACS+/LDAP or local) rejected a user's credentials, e.g. for VPN or management login.",
    cause: "A wrong password, an expired or locked account, or a password-guessing attempt.",
    implication:
      "Repeated rejections for one user or from one address suggest a brute-force attack or a locked-out user.",
    check: "Check the user's account status on the AAA server and where the attempts come from.",
  },
  "ASA-113004": {
    title: "AAA user authentication succeeded",
    meaning: "The AAA server accepted a user's credentials.",
    cause: "A successful VPN or management login.",
    implication: "Normal; notable if it follows many failures from the same address.",
    check: "Confirm the user and source are expected.",
  },
  "ASA-605004": {
    title: "Management login denied",
    meaning: "A login to the ASA (SSH, Telnet, HTTP/ASDM or serial) was denied.",
    cause: "A wrong password or user name, or a guessing attempt.",
    implication: "Many denials from one address are an attack on the firewall's management plane.",
    check: "Restrict management access with `ssh`/`http` allow lists to trusted networks.",
  },
  "ASA-605005": {
    title: "Management login permitted",
    meaning: "A user logged in to the ASA's management interface.",
    cause: "An administrator logged in.",
    implication: "Normal; check it is an expected administrator.",
    check: "Confirm the user and source.",
  },
  "ASA-710003": {
    title: "Access to the ASA itself denied",
    meaning:
      "A connection to a service on the ASA (SSH, HTTPS/ASDM, Telnet) was denied by the management access list.",
    cause:
      "A host not in the allowed `ssh`/`http` lists tried to reach the firewall's own services, often from the internet.",
    implication: "The firewall is being probed; management access from outside is correctly blocked.",
    check:
      "Make sure management is only allowed from trusted addresses; watch for repeats from the same source.",
  },
  "ASA-733100": {
    title: "Threat detection rate exceeded",
    meaning:
      "Basic threat detection saw a drop rate above its threshold for a category (Scanning, SYN attack, ACL drop, bad packet…).",
    cause: "A scan, a flood or a denial-of-service attempt, or a sudden burst of blocked traffic.",
    implication: "The network is under an active scan or attack; performance may suffer.",
    check:
      "Run `show threat-detection statistics top` to find the attacker and consider `threat-detection scanning-threat shun`.",
  },
  "ASA-111008": {
    title: "Command executed",
    meaning: "A user ran a command that changes the configuration.",
    cause: "An administrator made a change.",
    implication: "Unexpected changes may be errors or unauthorised access.",
    check: "Confirm the change was planned.",
  },
  // FortiGate
  "FortiGate traffic/forward": {
    title: "Forwarded traffic session",
    meaning:
      "The FortiGate logged a session passing through it, with the policy that matched and the action (accept/close/timeout for allowed sessions, deny for blocked ones).",
    cause: "A host sent traffic between two interfaces and a firewall policy handled it.",
    implication: "Allowed sessions are normal traffic; denies show traffic your policy blocks.",
    check: "Check the policy id, the service and the destination's reputation.",
  },
  "FortiGate traffic/forward:deny": {
    title: "Forwarded traffic denied",
    meaning:
      "The FortiGate blocked a session because a deny policy (or the implicit deny, policy 0) matched it.",
    cause:
      "Traffic that no allow policy covers: a scan, malware calling out, or a missing rule for a real application.",
    implication:
      "The traffic did not get through; repeated denies from one source show scanning or misconfiguration.",
    check:
      "Check the policy id (0 means implicit deny) and whether the source/destination should be allowed.",
  },
  "FortiGate traffic/local": {
    title: "Traffic to the FortiGate itself",
    meaning: "A session addressed to the FortiGate (management, VPN, DNS…) was logged.",
    cause: "A host connected to one of the firewall's own services.",
    implication: "Denied local traffic from the internet is probing of the firewall.",
    check: "Limit administrative access to trusted hosts.",
  },
  "FortiGate utm/ips": {
    title: "Intrusion prevention signature matched",
    meaning:
      "The IPS engine matched traffic against an attack signature; the attack name, severity and action (dropped, reset, detected) are logged.",
    cause:
      "An exploit attempt, a vulnerability scanner, or occasionally a false positive from an unusual application.",
    implication:
      "If dropped or reset, the attack was blocked; if only detected, it reached the target and the target may be vulnerable.",
    check: "Look up the signature, patch the target system, and block the source if attacks repeat.",
  },
  "FortiGate utm/virus": {
    title: "Antivirus detection",
    meaning: "The antivirus engine found malware in a file transferred through the FortiGate.",
    cause: "A user downloaded or received an infected file.",
    implication:
      "If blocked, the file did not reach the user; check the host in case of other infection paths.",
    check: "Scan the endpoint and check where the file came from.",
  },
  "FortiGate event/vpn": {
    title: "VPN event",
    meaning: "An IPsec or SSL VPN event: a tunnel coming up or down, a negotiation error, or a user login.",
    cause:
      "A remote peer or user connected, or a negotiation failed (mismatched proposals or pre-shared key, or a wrong password).",
    implication:
      "Failures mean remote users or sites cannot connect; many login failures from one address suggest password guessing.",
    check:
      "Check the tunnel's phase 1/2 settings with the peer, or the user's credentials and the source address.",
  },
  "FortiGate event/vpn:ssl-login-fail": {
    title: "SSL VPN login failed",
    meaning: "A user failed to log in to the SSL VPN.",
    cause: "A wrong password, a user not in an allowed group, or credential stuffing against the VPN portal.",
    implication:
      "The VPN portal is internet-facing: repeated failures from one address are a brute-force attempt.",
    check: "Check the user's account, enable MFA and consider blocking the source address.",
  },
  // Palo Alto
  "TRAFFIC/end": {
    title: "Session ended",
    meaning:
      "A session matched a security rule and has ended; the log gives the application, bytes, packets and the session end reason.",
    cause: "Normal traffic allowed by the named rule.",
    implication:
      "Useful for tracing what a host talked to; check the end reason for resets or policy denies.",
    check: "Check the rule, the application and the session end reason.",
  },
  "TRAFFIC/start": {
    title: "Session started",
    meaning: "A new session was allowed by a security rule.",
    cause: "A host opened a connection.",
    implication: "Normal traffic.",
    check: "Match it with the end log for the same session id.",
  },
  "TRAFFIC/deny": {
    title: "Session denied by policy",
    meaning: "A security rule (or the default interzone rule) denied the session.",
    cause: "Traffic not permitted by policy: a scan, malware, or a missing rule.",
    implication: "The traffic was blocked; repeated denies from one source show reconnaissance.",
    check: "Check the rule name and whether the application should be allowed.",
  },
  "TRAFFIC/drop": {
    title: "Session dropped",
    meaning:
      "The firewall dropped the session before an application could be identified, usually by a deny rule.",
    cause: "Traffic that policy blocks at the first packet.",
    implication: "The traffic did not get through.",
    check: "Check the rule and the source address.",
  },
  "THREAT/vulnerability": {
    title: "Vulnerability exploit detected",
    meaning:
      "A Vulnerability Protection profile matched an exploit attempt; the threat name, id, severity and action are logged.",
    cause: "An attacker or a scanner tried to exploit a known vulnerability on the destination.",
    implication:
      "With action reset or drop the attempt was blocked; with alert it reached the target, which may be vulnerable.",
    check: "Look up the threat id, patch the target, and block the source if it keeps attacking.",
  },
  "THREAT/spyware": {
    title: "Spyware / command-and-control detected",
    meaning: "An Anti-Spyware profile matched traffic to a known command-and-control or spyware signature.",
    cause: "A host inside the network is probably infected and calling home.",
    implication: "A compromised internal host: serious even if the connection was blocked.",
    check: "Isolate and scan the source host; check DNS sinkhole logs.",
  },
  "THREAT/virus": {
    title: "Virus detected",
    meaning: "The Antivirus profile found malware in a file transfer.",
    cause: "A user downloaded or received an infected file.",
    implication: "If reset, the file was blocked.",
    check: "Scan the endpoint and check the file source.",
  },
  "THREAT/scan": {
    title: "Reconnaissance detected",
    meaning: "Zone protection or a vulnerability profile detected a port scan or host sweep.",
    cause: "A host is probing many ports or addresses.",
    implication: "Reconnaissance usually comes before an attack.",
    check: "Block or rate-limit the source and review what it reached.",
  },
  // Juniper SRX
  RT_FLOW_SESSION_CREATE: {
    title: "Session created",
    meaning:
      "The SRX created a flow session allowed by the named security policy, including any NAT applied.",
    cause: "A host opened a connection that a permit policy allows.",
    implication: "Normal traffic; shows which policy and NAT rule the traffic used.",
    check: "Match it with RT_FLOW_SESSION_CLOSE for the same session id for bytes and duration.",
  },
  RT_FLOW_SESSION_CLOSE: {
    title: "Session closed",
    meaning:
      "A flow session ended; the reason (TCP FIN, TCP RST, idle timeout, unset…) and the byte counts are logged.",
    cause: "The connection ended normally, was reset, or timed out.",
    implication: "Many resets or timeouts point to application or path problems.",
    check: "Check the close reason and byte counts.",
  },
  RT_FLOW_SESSION_DENY: {
    title: "Session denied",
    meaning: "The SRX denied a session because a deny/reject policy (or the default deny) matched.",
    cause: "Traffic between zones that no permit policy allows: a scan, attack or missing rule.",
    implication: "The traffic was blocked; repeated denies from one source indicate scanning.",
    check: "Check the policy name, the zones and whether the application should be permitted.",
  },
  // Check Point
  "checkpoint:drop": {
    title: "Connection dropped by a rule",
    meaning:
      "The Check Point gateway silently dropped a connection that matched a drop rule (often the cleanup rule).",
    cause: "Traffic not allowed by the rule base: a scan, an attack or a missing rule.",
    implication: "The traffic was blocked; repeated drops from one source show reconnaissance.",
    check: "Check the rule name and number in SmartConsole logs and the source address.",
  },
  "checkpoint:reject": {
    title: "Connection rejected by a rule",
    meaning: "A rule rejected the connection and told the sender (TCP RST or ICMP unreachable).",
    cause: "Traffic not allowed by policy.",
    implication: "Blocked, but the sender learns the port is filtered.",
    check: "Check the rule and the source.",
  },
  "checkpoint:accept": {
    title: "Connection accepted",
    meaning: "The gateway accepted the connection by the named rule.",
    cause: "Permitted traffic.",
    implication: "Normal traffic.",
    check: "Confirm the rule is meant to allow it.",
  },
  "checkpoint:prevent": {
    title: "Threat prevented",
    meaning:
      "A Threat Prevention blade (IPS, Anti-Bot, Anti-Virus, Threat Emulation) blocked traffic matching a protection.",
    cause: "An exploit attempt, malware or bot communication.",
    implication: "The attack was blocked; the source or destination may need investigation.",
    check: "Look up the protection name and check the internal host involved.",
  },
  "checkpoint:detect": {
    title: "Threat detected (not blocked)",
    meaning: "A protection matched but is in detect mode, so the traffic was allowed.",
    cause: "An exploit attempt or suspicious traffic.",
    implication: "The traffic reached its target: check whether it was vulnerable.",
    check: "Consider moving the protection to prevent mode.",
  },
  "checkpoint:failed log in": {
    title: "Failed log in",
    meaning: "A user failed to authenticate (VPN, Identity Awareness or SmartConsole).",
    cause: "A wrong password or a guessing attempt.",
    implication: "Repeated failures from one source suggest brute force.",
    check: "Check the user account and the source address.",
  },
  // Linux
  "UFW BLOCK": {
    title: "UFW blocked a packet",
    meaning:
      "The Uncomplicated Firewall on this Linux host dropped an incoming packet that no allow rule matched, and logged its addresses and ports.",
    cause:
      "A connection attempt to a port that is not opened with `ufw allow`: internet background scanning, a bot, or a service you forgot to open.",
    implication:
      "The host is protected from that traffic. Blocks from one source across many ports are a port scan.",
    check:
      "If the port should be open, add a rule (`ufw allow`); otherwise nothing to do, but consider fail2ban for repeat offenders.",
  },
  "UFW ALLOW": {
    title: "UFW allowed a packet",
    meaning: "UFW logged a packet it allowed by a rule with logging enabled.",
    cause: "Permitted traffic.",
    implication: "Normal.",
    check: "Nothing unless the source is unexpected.",
  },
  "UFW AUDIT": {
    title: "UFW audit entry",
    meaning: "UFW logged a packet for audit at high logging levels.",
    cause: "Logging set to high or full.",
    implication: "Informational only.",
    check: "Lower the logging level if it is too noisy.",
  },
  "format:linux-iptables": {
    title: "iptables LOG entry",
    meaning:
      "An iptables/nftables rule with a LOG target recorded a packet, with the prefix the administrator chose and the packet's interface, addresses, protocol and ports.",
    cause: "A packet matched a logging rule, usually placed just before a DROP or REJECT.",
    implication:
      "If the prefix says drop/reject, the packet was blocked; repeated entries from one source show scanning.",
    check: "Find the rule by its prefix (`iptables -S | grep PREFIX`) and check the source address.",
  },
  "Failed password": {
    title: "SSH password login failed",
    meaning:
      'The SSH server rejected a password for the user from the given address. "invalid user" means the account does not exist.',
    cause:
      "A mistyped password, or (very commonly on internet-facing servers) an automated password-guessing bot.",
    implication:
      "Repeated failures from one address are a brute-force attack; root or invalid user names are a strong sign of it.",
    check:
      "Disable password logins (`PasswordAuthentication no`) in favour of keys, disable root login, and use fail2ban or a firewall allow list.",
  },
  "Failed publickey": {
    title: "SSH key login failed",
    meaning: "The server rejected the offered public key for the user.",
    cause: "The key is not in the user's authorized_keys, or the wrong key was offered.",
    implication: "Usually a client configuration issue; many from one address can be probing.",
    check: "Check `~/.ssh/authorized_keys` and the key the client uses.",
  },
  "Accepted publickey": {
    title: "SSH key login succeeded",
    meaning: "The user logged in over SSH with a public key.",
    cause: "A legitimate login by someone holding the private key.",
    implication: "Normal; unexpected users or addresses deserve a look.",
    check: "Confirm the user and source address are expected.",
  },
  "Accepted password": {
    title: "SSH password login succeeded",
    meaning: "The user logged in over SSH with a password.",
    cause: "A legitimate login, or a guessed password after a brute-force run.",
    implication: "After failures from the same address this may be a compromised account.",
    check: "Confirm with the user; prefer key-based logins.",
  },
  "Invalid user": {
    title: "SSH login for a user that does not exist",
    meaning: "Someone tried to log in over SSH with a user name that does not exist on this host.",
    cause: "Almost always a bot trying common names (admin, oracle, test, ubuntu).",
    implication:
      "The server is being brute-forced; it is only a problem if a real account has a weak password.",
    check: "Use key-only SSH, fail2ban, and limit SSH to known addresses.",
  },
  "maximum authentication attempts exceeded": {
    title: "Too many SSH authentication attempts",
    meaning: "The client exceeded `MaxAuthTries` on one connection and was disconnected.",
    cause: "Password guessing, or a client offering many keys.",
    implication: "Part of a brute-force attempt when it comes from an unknown address.",
    check: "Block the source and check for successful logins from it.",
  },
  "Connection closed by authenticating user": {
    title: "SSH client disconnected during authentication",
    meaning: "The client closed the connection before finishing authentication.",
    cause: "A bot giving up after failures, or a user cancelling the login.",
    implication: "Alongside failures, it confirms a scripted login attempt.",
    check: "Look for failures from the same address.",
  },
  "pam_unix authentication failure": {
    title: "PAM authentication failure",
    meaning: "PAM's pam_unix module rejected a password for an SSH login.",
    cause: "A wrong password or a guessing attempt.",
    implication: "Repeated from one remote host, it is a brute-force attack.",
    check: "Check `lastb` and the sshd failures from the same host.",
  },
  "NIC Link is Down": {
    title: "Network interface link down",
    meaning: "The kernel's network driver reports that the interface lost its physical link.",
    cause: "A cable was unplugged, the switch port went down, or the NIC or its driver failed.",
    implication: "The host lost connectivity on that interface; repeated down/up is flapping.",
    check: "Check the cable and switch port, `ethtool IFACE` and `dmesg` for driver errors.",
  },
  "NIC Link is Up": {
    title: "Network interface link up",
    meaning: "The interface established a physical link at the speed and duplex shown.",
    cause: "A cable was connected or the switch port came up.",
    implication: "Connectivity is restored; a wrong speed or half duplex can cause slowness.",
    check: "Confirm the speed/duplex is what you expect.",
  },
  // Generic per format, when the code itself is not catalogued
  "format:cisco-ios": {
    title: "Cisco IOS system message",
    meaning:
      "A Cisco IOS message in the form %FACILITY-SEVERITY-MNEMONIC: the facility is the feature that logged it, the severity runs from 0 (emergency) to 7 (debugging), the mnemonic names the event.",
    cause: "See the message text; the mnemonic names the event.",
    implication: "Severity 0-3 needs attention now; 4-5 is worth reviewing; 6-7 is informational.",
    check: "Look the mnemonic up in Cisco's System Message Guide for your platform.",
  },
  "format:cisco-asa": {
    title: "Cisco ASA syslog message",
    meaning:
      "A Cisco ASA message %ASA-level-number: the level runs from 0 (emergency) to 7 (debugging), the six-digit number identifies the event.",
    cause: "See the message text.",
    implication:
      "Levels 0-3 need attention; 4 (warning) often covers denied traffic; 6 is normal connection logging.",
    check: "Look the number up in the Cisco ASA Series Syslog Messages guide.",
  },
  "format:fortigate": {
    title: "FortiGate log",
    meaning: "A FortiOS log with its type and subtype.",
    cause: "See the fields.",
    implication: "Review the level and the action.",
    check: "Find the log id in the FortiOS Log Message Reference.",
  },
  "format:palo-alto": {
    title: "PAN-OS log",
    meaning: "A Palo Alto Networks log.",
    cause: "See the fields.",
    implication: "Review the action and severity.",
    check: "Look in Monitor > Logs on the firewall.",
  },
  "format:juniper-srx": {
    title: "Junos security flow message",
    meaning: "A Juniper SRX flow or security event.",
    cause: "See the fields.",
    implication: "Review the action.",
    check: "Look the tag up in the Junos System Log Explorer.",
  },
  "format:checkpoint": {
    title: "Check Point log",
    meaning: "A Check Point gateway log exported by Log Exporter.",
    cause: "See the fields.",
    implication: "Review the action and rule.",
    check: "Open the log in SmartConsole by its loguid.",
  },
};

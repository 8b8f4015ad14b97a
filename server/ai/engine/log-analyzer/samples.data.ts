import type { ParsedLogLine } from "./types";

/** Real-format log lines (as the devices print them, with and without syslog relays) and the fields each must parse to. */
export type LogSample = { line: string; expected: ParsedLogLine };

export const logSamples: LogSample[] = [
  {
    line: "Nov 22 10:15:32 10.1.1.1 123: R1-CHN: *Mar  1 00:01:02.123: %SEC-6-IPACCESSLOGP: list 101 denied tcp 192.168.1.10(51234) -> 10.0.0.5(23), 1 packet",
    expected: { format: "cisco-ios", timestamp: "Mar  1 00:01:02.123", device: "R1-CHN", severity: "Informational", severityLevel: 6, messageCode: "%SEC-6-IPACCESSLOGP", rule: "101", action: "deny", protocol: "TCP", sourceIp: "192.168.1.10", sourcePort: 51234, destinationIp: "10.0.0.5", destinationPort: 23, detail: "1 packet" },
  },
  {
    line: "000456: *Mar  1 00:05:12.881 IST: %SEC-6-IPACCESSLOGDP: list OUTSIDE-IN denied icmp 203.0.113.9 (GigabitEthernet0/0 0011.2233.4455) -> 198.51.100.1 (8/0), 1 packet",
    expected: { format: "cisco-ios", timestamp: "Mar  1 00:05:12.881 IST", severity: "Informational", severityLevel: 6, messageCode: "%SEC-6-IPACCESSLOGDP", rule: "OUTSIDE-IN", action: "deny", protocol: "ICMP", sourceIp: "203.0.113.9", interface: "GigabitEthernet0/0", destinationIp: "198.51.100.1", detail: "ICMP type 8 code 0" },
  },
  {
    line: "Nov 22 10:16:01 core-sw1 %LINK-3-UPDOWN: Interface GigabitEthernet1/0/24, changed state to down",
    expected: { format: "cisco-ios", timestamp: "Nov 22 10:16:01", device: "core-sw1", severity: "Error", severityLevel: 3, messageCode: "%LINK-3-UPDOWN", interface: "GigabitEthernet1/0/24", action: "link down" },
  },
  {
    line: "*Mar  1 00:02:11.004: %LINEPROTO-5-UPDOWN: Line protocol on Interface GigabitEthernet0/1, changed state to up",
    expected: { format: "cisco-ios", timestamp: "Mar  1 00:02:11.004", severity: "Notice", severityLevel: 5, messageCode: "%LINEPROTO-5-UPDOWN", interface: "GigabitEthernet0/1", action: "line protocol up" },
  },
  {
    line: "<189>Nov 22 10:17:45 WAN-RTR-01: 000789: Nov 22 10:17:45.312 IST: %OSPF-5-ADJCHG: Process 1, Nbr 10.255.0.2 on GigabitEthernet0/2 from FULL to DOWN, Neighbor Down: Dead timer expired",
    expected: { format: "cisco-ios", timestamp: "Nov 22 10:17:45.312 IST", device: "WAN-RTR-01", severity: "Notice", severityLevel: 5, messageCode: "%OSPF-5-ADJCHG", neighbor: "10.255.0.2", interface: "GigabitEthernet0/2", action: "neighbor down", protocol: "OSPF", detail: "FULL to DOWN: Neighbor Down: Dead timer expired" },
  },
  {
    line: "Nov 22 10:18:02 edge-rtr1 %BGP-5-ADJCHANGE: neighbor 203.0.113.2 Down BGP Notification sent",
    expected: { format: "cisco-ios", timestamp: "Nov 22 10:18:02", device: "edge-rtr1", severity: "Notice", severityLevel: 5, messageCode: "%BGP-5-ADJCHANGE", neighbor: "203.0.113.2", protocol: "BGP", action: "neighbor down", detail: "BGP Notification sent" },
  },
  {
    line: "Nov 22 10:18:02 edge-rtr1 %BGP-3-NOTIFICATION: sent to neighbor 203.0.113.2 4/0 (hold time expired) 0 bytes",
    expected: { format: "cisco-ios", timestamp: "Nov 22 10:18:02", device: "edge-rtr1", severity: "Error", severityLevel: 3, messageCode: "%BGP-3-NOTIFICATION", neighbor: "203.0.113.2", protocol: "BGP", action: "notification sent", detail: "4/0 hold time expired" },
  },
  {
    line: "Nov 22 09:41:10 access-sw3 %PORT_SECURITY-2-PSECURE_VIOLATION: Security violation occurred, caused by MAC address 0050.56a1.b2c3 on port FastEthernet0/5.",
    expected: { format: "cisco-ios", timestamp: "Nov 22 09:41:10", device: "access-sw3", severity: "Critical", severityLevel: 2, messageCode: "%PORT_SECURITY-2-PSECURE_VIOLATION", action: "violation", interface: "FastEthernet0/5", detail: "MAC 0050.56a1.b2c3" },
  },
  {
    line: "Nov 22 11:02:44 R1-CHN: %SEC_LOGIN-4-LOGIN_FAILED: Login failed [user: admin] [Source: 192.168.10.50] [localport: 22] [Reason: Login Authentication Failed] at 11:02:44 IST Sun Nov 22 2026",
    expected: { format: "cisco-ios", timestamp: "Nov 22 11:02:44", device: "R1-CHN", severity: "Warning", severityLevel: 4, messageCode: "%SEC_LOGIN-4-LOGIN_FAILED", action: "login failure", user: "admin", sourceIp: "192.168.10.50", destinationPort: 22, detail: "Login Authentication Failed" },
  },
  {
    line: "Nov 22 11:03:10 R1-CHN: %SEC_LOGIN-5-LOGIN_SUCCESS: Login Success [user: netops] [Source: 10.10.10.5] [localport: 22] at 11:03:10 IST Sun Nov 22 2026",
    expected: { format: "cisco-ios", timestamp: "Nov 22 11:03:10", device: "R1-CHN", severity: "Notice", severityLevel: 5, messageCode: "%SEC_LOGIN-5-LOGIN_SUCCESS", action: "login success", user: "netops", sourceIp: "10.10.10.5", destinationPort: 22 },
  },
  {
    line: "Nov 22 11:05:00 R1-CHN: %SYS-5-CONFIG_I: Configured from console by netops on vty0 (10.10.10.5)",
    expected: { format: "cisco-ios", timestamp: "Nov 22 11:05:00", device: "R1-CHN", severity: "Notice", severityLevel: 5, messageCode: "%SYS-5-CONFIG_I", action: "config change", user: "netops", interface: "vty0", sourceIp: "10.10.10.5", detail: "from console" },
  },
  {
    line: "Nov 22 2026 10:15:32 ASA-FW01 : %ASA-4-106023: Deny tcp src outside:203.0.113.45/51544 dst inside:10.1.1.20/3389 by access-group \"OUTSIDE_IN\" [0x0, 0x0]",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:15:32", device: "ASA-FW01", severity: "Warning", severityLevel: 4, messageCode: "%ASA-4-106023", action: "deny", protocol: "TCP", sourceIp: "203.0.113.45", sourcePort: 51544, interface: "outside", destinationIp: "10.1.1.20", destinationPort: 3389, rule: "OUTSIDE_IN" },
  },
  {
    line: "<166>Nov 22 2026 10:15:33: %ASA-6-106100: access-list OUTSIDE_IN denied tcp outside/203.0.113.9(40112) -> inside/10.1.1.20(22) hit-cnt 1 first hit [0x91c26a3, 0x0]",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:15:33", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-106100", rule: "OUTSIDE_IN", action: "deny", protocol: "TCP", interface: "outside", sourceIp: "203.0.113.9", sourcePort: 40112, destinationIp: "10.1.1.20", destinationPort: 22, detail: "hit-cnt 1 first hit" },
  },
  {
    line: "Nov 22 2026 10:16:00 ASA-FW01 : %ASA-6-302013: Built inbound TCP connection 123456 for outside:198.51.100.7/51000 (198.51.100.7/51000) to dmz:172.16.1.10/443 (203.0.113.10/443)",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:16:00", device: "ASA-FW01", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-302013", action: "built", protocol: "TCP", detail: "inbound connection 123456", sourceIp: "198.51.100.7", sourcePort: 51000, interface: "outside", destinationIp: "172.16.1.10", destinationPort: 443 },
  },
  {
    line: "Nov 22 2026 10:16:30 ASA-FW01 : %ASA-6-302014: Teardown TCP connection 123456 for outside:198.51.100.7/51000 to dmz:172.16.1.10/443 duration 0:00:30 bytes 5120 TCP FINs",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:16:30", device: "ASA-FW01", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-302014", action: "teardown", protocol: "TCP", interface: "outside", sourceIp: "198.51.100.7", sourcePort: 51000, destinationIp: "172.16.1.10", destinationPort: 443, detail: "duration 0:00:30, 5120 bytes, TCP FINs" },
  },
  {
    line: "Nov 22 2026 10:16:31 ASA-FW01 : %ASA-6-302015: Built outbound UDP connection 67890 for outside:8.8.8.8/53 (8.8.8.8/53) to inside:10.1.1.50/53000 (203.0.113.10/53000)",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:16:31", device: "ASA-FW01", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-302015", action: "built", protocol: "UDP", detail: "outbound connection 67890", sourceIp: "10.1.1.50", sourcePort: 53000, interface: "inside", destinationIp: "8.8.8.8", destinationPort: 53 },
  },
  {
    line: "Nov 22 2026 10:17:02 ASA-FW01 : %ASA-6-113015: AAA user authentication Rejected : reason = Invalid password : server = 10.1.1.5 : user = jsmith : user IP = 198.51.100.23",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:17:02", device: "ASA-FW01", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-113015", action: "login failure", user: "jsmith", sourceIp: "198.51.100.23", destinationIp: "10.1.1.5", detail: "Invalid password" },
  },
  {
    line: "Nov 22 2026 10:18:40 ASA-FW01 : %ASA-4-733100: [ Scanning] drop rate-1 exceeded. Current burst rate is 10 per second, max configured rate is 10; Current average rate is 5 per second, max configured rate is 5; Cumulative total count is 3000",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:18:40", device: "ASA-FW01", severity: "Warning", severityLevel: 4, messageCode: "%ASA-4-733100", action: "threat detected", threat: "Scanning", detail: "drop rate-1 exceeded, burst 10/s" },
  },
  {
    line: "Nov 22 2026 10:19:12 ASA-FW01 : %ASA-3-710003: TCP access denied by ACL from 203.0.113.50/44321 to outside:203.0.113.10/22",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:19:12", device: "ASA-FW01", severity: "Error", severityLevel: 3, messageCode: "%ASA-3-710003", action: "deny", protocol: "TCP", sourceIp: "203.0.113.50", sourcePort: 44321, interface: "outside", destinationIp: "203.0.113.10", destinationPort: 22, detail: "to-the-box management access" },
  },
  {
    line: "date=2026-11-22 time=10:15:32 devname=\"FGT-CHN-01\" devid=\"FG100FTK19000001\" eventtime=1795342532000000000 tz=\"+0530\" logid=\"0000000013\" type=\"traffic\" subtype=\"forward\" level=\"notice\" vd=\"root\" srcip=10.10.1.25 srcport=51522 srcintf=\"port2\" srcintfrole=\"lan\" dstip=142.250.183.14 dstport=443 dstintf=\"wan1\" dstintfrole=\"wan\" sessionid=4411229 proto=6 action=\"close\" policyid=12 policytype=\"policy\" service=\"HTTPS\" dstcountry=\"India\" srccountry=\"Reserved\" trandisp=\"snat\" duration=62 sentbyte=5410 rcvdbyte=48230",
    expected: { format: "fortigate", timestamp: "2026-11-22 10:15:32 +0530", device: "FGT-CHN-01", severity: "Notice", severityLevel: 5, messageCode: "FortiGate traffic/forward", action: "close", protocol: "TCP", sourceIp: "10.10.1.25", sourcePort: 51522, destinationIp: "142.250.183.14", destinationPort: 443, interface: "port2", rule: "policy 12", detail: "HTTPS" },
  },
  {
    line: "<189>date=2026-11-22 time=10:15:40 devname=\"FGT-CHN-01\" devid=\"FG100FTK19000001\" logid=\"0000000013\" type=\"traffic\" subtype=\"forward\" level=\"notice\" vd=\"root\" srcip=185.220.101.4 srcport=44120 srcintf=\"wan1\" dstip=203.0.113.20 dstport=3389 dstintf=\"port2\" proto=6 action=\"deny\" policyid=0 service=\"RDP\"",
    expected: { format: "fortigate", timestamp: "2026-11-22 10:15:40", device: "FGT-CHN-01", severity: "Notice", severityLevel: 5, messageCode: "FortiGate traffic/forward", action: "deny", protocol: "TCP", sourceIp: "185.220.101.4", sourcePort: 44120, destinationIp: "203.0.113.20", destinationPort: 3389, interface: "wan1", rule: "policy 0", detail: "RDP" },
  },
  {
    line: "date=2026-11-22 time=10:20:11 devname=\"FGT-CHN-01\" devid=\"FG100FTK19000001\" logid=\"0419016384\" type=\"utm\" subtype=\"ips\" eventtype=\"signature\" level=\"alert\" vd=\"root\" severity=\"critical\" srcip=45.155.205.33 srcport=56012 srcintf=\"wan1\" dstip=10.10.5.20 dstport=8080 dstintf=\"port3\" sessionid=4412001 action=\"dropped\" proto=6 service=\"HTTP\" policyid=21 attack=\"Apache.Log4j.Error.Log.Remote.Code.Execution\" attackid=51006 ref=\"http://www.fortinet.com/ids/VID51006\" msg=\"applications3: Apache.Log4j.Error.Log.Remote.Code.Execution\"",
    expected: { format: "fortigate", timestamp: "2026-11-22 10:20:11", device: "FGT-CHN-01", severity: "Alert", severityLevel: 1, messageCode: "FortiGate utm/ips", action: "dropped", protocol: "TCP", sourceIp: "45.155.205.33", sourcePort: 56012, destinationIp: "10.10.5.20", destinationPort: 8080, interface: "wan1", rule: "policy 21", threat: "Apache.Log4j.Error.Log.Remote.Code.Execution", detail: "signature severity critical" },
  },
  {
    line: "date=2026-11-22 time=10:22:05 devname=\"FGT-CHN-01\" devid=\"FG100FTK19000001\" logid=\"0101039426\" type=\"event\" subtype=\"vpn\" level=\"alert\" vd=\"root\" logdesc=\"SSL VPN login fail\" action=\"ssl-login-fail\" tunneltype=\"ssl-web\" remip=103.21.58.77 user=\"ravi.k\" group=\"N/A\" dst_host=\"N/A\" reason=\"sslvpn_login_permission_denied\" msg=\"SSL user failed to logged in\"",
    expected: { format: "fortigate", timestamp: "2026-11-22 10:22:05", device: "FGT-CHN-01", severity: "Alert", severityLevel: 1, messageCode: "FortiGate event/vpn", action: "ssl-login-fail", sourceIp: "103.21.58.77", user: "ravi.k", neighbor: "103.21.58.77", detail: "SSL VPN login fail" },
  },
  {
    line: "<14>Nov 22 10:15:32 PA-3220 1,2026/11/22 10:15:32,012801012345,TRAFFIC,end,2561,2026/11/22 10:15:32,10.20.1.15,104.18.32.7,203.0.113.20,104.18.32.7,Allow-Web,corp\\priya,,ssl,vsys1,trust,untrust,ethernet1/2,ethernet1/1,Log-Forward,2026/11/22 10:15:32,45123,1,52344,443,31544,443,0x40001c,tcp,allow,5230,1450,3780,18,2026/11/22 10:15:01,30,computer-and-internet-info,0,7012345678,0x0,10.0.0.0-10.255.255.255,United States,0,9,9,tcp-fin",
    expected: { format: "palo-alto", timestamp: "2026/11/22 10:15:32", device: "PA-3220", severity: "Informational", severityLevel: 6, messageCode: "TRAFFIC/end", action: "allow", protocol: "TCP", sourceIp: "10.20.1.15", sourcePort: 52344, destinationIp: "104.18.32.7", destinationPort: 443, user: "corp\\priya", interface: "ethernet1/2", rule: "Allow-Web", detail: "app ssl, end reason tcp-fin" },
  },
  {
    line: "<14>Nov 22 10:16:02 PA-3220 1,2026/11/22 10:16:02,012801012345,TRAFFIC,drop,2561,2026/11/22 10:16:02,185.220.101.4,203.0.113.25,0.0.0.0,0.0.0.0,interzone-default,,,not-applicable,vsys1,untrust,dmz,ethernet1/1,,Log-Forward,2026/11/22 10:16:02,0,1,41522,23,0,0,0x0,tcp,deny,60,60,0,1,2026/11/22 10:16:02,0,any,0,7012345690,0x0,Germany,10.0.0.0-10.255.255.255,0,1,0,policy-deny",
    expected: { format: "palo-alto", timestamp: "2026/11/22 10:16:02", device: "PA-3220", severity: "Informational", severityLevel: 6, messageCode: "TRAFFIC/drop", action: "deny", protocol: "TCP", sourceIp: "185.220.101.4", sourcePort: 41522, destinationIp: "203.0.113.25", destinationPort: 23, interface: "ethernet1/1", rule: "interzone-default", detail: "app not-applicable, end reason policy-deny" },
  },
  {
    line: "<12>Nov 22 10:20:44 PA-3220 1,2026/11/22 10:20:44,012801012345,THREAT,vulnerability,2561,2026/11/22 10:20:44,45.155.205.33,10.20.5.40,45.155.205.33,203.0.113.30,Inbound-Web,,,web-browsing,vsys1,untrust,dmz,ethernet1/1,ethernet1/3,Log-Forward,2026/11/22 10:20:44,88231,1,40112,80,40112,80,0x2000,tcp,reset-both,\"cgi-bin/../../bin/sh\",Apache HTTP Server Path Traversal Vulnerability(91742),any,critical,client-to-server,7012346001,0x0,Netherlands,10.0.0.0-10.255.255.255,0,,0,,,0,,,,,,,,0",
    expected: { format: "palo-alto", timestamp: "2026/11/22 10:20:44", device: "PA-3220", severity: "Critical", severityLevel: 2, messageCode: "THREAT/vulnerability", action: "reset-both", protocol: "TCP", sourceIp: "45.155.205.33", sourcePort: 40112, destinationIp: "10.20.5.40", destinationPort: 80, interface: "ethernet1/1", rule: "Inbound-Web", threat: "Apache HTTP Server Path Traversal Vulnerability(91742)", detail: "app web-browsing, direction client-to-server" },
  },
  {
    line: "<14>1 2026-11-22T10:15:32.123+05:30 srx-chn-01 RT_FLOW - RT_FLOW_SESSION_CREATE [junos@2636.1.1.1.2.40 source-address=\"10.1.1.10\" source-port=\"51234\" destination-address=\"93.184.216.34\" destination-port=\"443\" connection-tag=\"0\" service-name=\"junos-https\" nat-source-address=\"203.0.113.5\" nat-source-port=\"22001\" nat-destination-address=\"93.184.216.34\" nat-destination-port=\"443\" nat-connection-tag=\"0\" src-nat-rule-type=\"source rule\" src-nat-rule-name=\"SNAT-OUT\" dst-nat-rule-type=\"N/A\" dst-nat-rule-name=\"N/A\" protocol-id=\"6\" policy-name=\"TRUST-TO-UNTRUST\" source-zone-name=\"trust\" destination-zone-name=\"untrust\" session-id-32=\"12345\" username=\"N/A\" roles=\"N/A\" packet-incoming-interface=\"ge-0/0/1.0\" application=\"UNKNOWN\"]",
    expected: { format: "juniper-srx", timestamp: "2026-11-22T10:15:32.123+05:30", device: "srx-chn-01", severity: "Informational", severityLevel: 6, messageCode: "RT_FLOW_SESSION_CREATE", action: "session created", sourceIp: "10.1.1.10", sourcePort: 51234, destinationIp: "93.184.216.34", destinationPort: 443, protocol: "TCP", rule: "TRUST-TO-UNTRUST", interface: "ge-0/0/1.0", detail: "junos-https, zone trust to untrust" },
  },
  {
    line: "Nov 22 10:16:40 srx-chn-01 RT_FLOW: RT_FLOW_SESSION_CLOSE: session closed TCP FIN: 10.1.1.10/51234->93.184.216.34/443 0x0 junos-https 203.0.113.5/22001->93.184.216.34/443 0x0 source rule SNAT-OUT N/A N/A 6 TRUST-TO-UNTRUST trust untrust 12345 12(1450) 18(3780) 68 UNKNOWN UNKNOWN N/A(N/A) ge-0/0/1.0 UNKNOWN N/A N/A -1",
    expected: { format: "juniper-srx", timestamp: "Nov 22 10:16:40", device: "srx-chn-01", messageCode: "RT_FLOW_SESSION_CLOSE", action: "session closed", sourceIp: "10.1.1.10", sourcePort: 51234, destinationIp: "93.184.216.34", destinationPort: 443, protocol: "TCP", rule: "TRUST-TO-UNTRUST", interface: "ge-0/0/1.0", detail: "junos-https, reason: TCP FIN, zone trust to untrust" },
  },
  {
    line: "Nov 22 10:17:03 srx-chn-01 RT_FLOW: RT_FLOW_SESSION_DENY: session denied 203.0.113.99/40022->198.51.100.10/23 0x0 junos-telnet 6(0) DENY-ALL untrust trust UNKNOWN UNKNOWN N/A(N/A) ge-0/0/0.0 No policy-deny N/A",
    expected: { format: "juniper-srx", timestamp: "Nov 22 10:17:03", device: "srx-chn-01", messageCode: "RT_FLOW_SESSION_DENY", action: "deny", sourceIp: "203.0.113.99", sourcePort: 40022, destinationIp: "198.51.100.10", destinationPort: 23, protocol: "TCP", rule: "DENY-ALL", interface: "ge-0/0/0.0", detail: "junos-telnet, zone untrust to trust" },
  },
  {
    line: "<134>1 2026-11-22T10:15:32Z cp-gw-01 CheckPoint 12345 - [action:\"Drop\"; flags:\"411908\"; ifdir:\"inbound\"; ifname:\"eth1\"; loguid:\"{0x6562c1f4,0x0,0x5406a8c0,0xc0000000}\"; origin:\"198.51.100.1\"; time:\"1795342532\"; version:\"5\"; dst:\"10.1.1.20\"; proto:\"6\"; s_port:\"51544\"; service:\"3389\"; src:\"203.0.113.45\"; rule_name:\"Cleanup rule\"; product:\"VPN-1 & FireWall-1\"]",
    expected: { format: "checkpoint", timestamp: "2026-11-22T10:15:32Z", device: "cp-gw-01", severity: "Informational", severityLevel: 6, messageCode: "Check Point Firewall/Drop", action: "drop", protocol: "TCP", sourceIp: "203.0.113.45", sourcePort: 51544, destinationIp: "10.1.1.20", destinationPort: 3389, interface: "eth1", rule: "Cleanup rule", detail: "inbound" },
  },
  {
    line: "Nov 22 10:18:05 cp-gw-01 CheckPoint[4123]: time=1795342685|hostname=cp-gw-01|product=Firewall|action=Accept|ifdir=outbound|ifname=eth0|src=10.1.2.30|s_port=50211|dst=13.107.42.14|service=443|proto=6|rule_name=Office365-Allow|user=CORP\\anita",
    expected: { format: "checkpoint", timestamp: "2026-11-22T10:18:05Z", device: "cp-gw-01", messageCode: "Check Point Firewall/Accept", action: "accept", protocol: "TCP", sourceIp: "10.1.2.30", sourcePort: 50211, destinationIp: "13.107.42.14", destinationPort: 443, user: "CORP\\anita", interface: "eth0", rule: "Office365-Allow", detail: "outbound" },
  },
  {
    line: "<134>1 2026-11-22T10:21:09Z cp-gw-01 CheckPoint 12345 - [action:\"Prevent\"; ifdir:\"inbound\"; ifname:\"eth1\"; origin:\"198.51.100.1\"; time:\"1795342869\"; product:\"IPS\"; severity:\"High\"; protection_name:\"Microsoft Windows SMB Remote Code Execution (MS17-010)\"; src:\"198.51.100.77\"; dst:\"10.1.1.15\"; proto:\"6\"; s_port:\"49732\"; service:\"445\"; rule_name:\"IPS Default\"]",
    expected: { format: "checkpoint", timestamp: "2026-11-22T10:21:09Z", device: "cp-gw-01", severity: "High", messageCode: "Check Point IPS/Prevent", action: "prevent", protocol: "TCP", sourceIp: "198.51.100.77", sourcePort: 49732, destinationIp: "10.1.1.15", destinationPort: 445, interface: "eth1", rule: "IPS Default", threat: "Microsoft Windows SMB Remote Code Execution (MS17-010)", detail: "inbound" },
  },
  {
    line: "Nov 22 10:15:32 web01 kernel: [123456.789012] [UFW BLOCK] IN=eth0 OUT= MAC=00:16:3e:5e:6c:00:00:16:3e:11:22:33:08:00 SRC=203.0.113.77 DST=10.0.0.5 LEN=60 TOS=0x00 PREC=0x00 TTL=50 ID=54321 DF PROTO=TCP SPT=51544 DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0",
    expected: { format: "linux-ufw", timestamp: "Nov 22 10:15:32", device: "web01", messageCode: "UFW BLOCK", action: "block", protocol: "TCP", sourceIp: "203.0.113.77", sourcePort: 51544, destinationIp: "10.0.0.5", destinationPort: 22, interface: "eth0", detail: "TCP flags SYN" },
  },
  {
    line: "Nov 22 10:15:40 gw01 kernel: IPTABLES-DROP: IN=eth1 OUT= MAC=52:54:00:12:34:56:52:54:00:65:43:21:08:00 SRC=198.51.100.66 DST=192.0.2.10 LEN=76 TOS=0x00 PREC=0x00 TTL=55 ID=0 DF PROTO=UDP SPT=123 DPT=123 LEN=56",
    expected: { format: "linux-iptables", timestamp: "Nov 22 10:15:40", device: "gw01", messageCode: "IPTABLES-DROP", action: "drop", protocol: "UDP", sourceIp: "198.51.100.66", sourcePort: 123, destinationIp: "192.0.2.10", destinationPort: 123, interface: "eth1" },
  },
  {
    line: "Nov 22 10:15:45 gw01 kernel: [ 9876.543210] IN=eth1 OUT= MAC=52:54:00:12:34:56:52:54:00:65:43:21:08:00 SRC=198.51.100.70 DST=192.0.2.10 LEN=84 TOS=0x00 PREC=0x00 TTL=58 ID=4521 DF PROTO=ICMP TYPE=8 CODE=0 ID=1211 SEQ=1",
    expected: { format: "linux-iptables", timestamp: "Nov 22 10:15:45", device: "gw01", messageCode: "iptables LOG", action: "logged", protocol: "ICMP", sourceIp: "198.51.100.70", destinationIp: "192.0.2.10", interface: "eth1", detail: "ICMP type 8 code 0" },
  },
  {
    line: "Nov 22 10:16:01 web01 sshd[2345]: Failed password for root from 203.0.113.77 port 51544 ssh2",
    expected: { format: "linux-sshd", timestamp: "Nov 22 10:16:01", device: "web01", messageCode: "Failed password", action: "login failure", protocol: "SSH", user: "root", sourceIp: "203.0.113.77", sourcePort: 51544 },
  },
  {
    line: "Nov 22 10:16:05 web01 sshd[2347]: Failed password for invalid user admin from 203.0.113.77 port 51560 ssh2",
    expected: { format: "linux-sshd", timestamp: "Nov 22 10:16:05", device: "web01", messageCode: "Failed password", action: "login failure", protocol: "SSH", user: "admin", sourceIp: "203.0.113.77", sourcePort: 51560, detail: "invalid user" },
  },
  {
    line: "2026-11-22T10:17:22.481920+05:30 web01 sshd[2410]: Accepted publickey for deploy from 10.0.0.12 port 50122 ssh2: ED25519 SHA256:3kF0xX2dYf1m8v6gqZ8rW2S3yQk5P7b4s1Tn0aHcLwE",
    expected: { format: "linux-sshd", timestamp: "2026-11-22T10:17:22.481920+05:30", device: "web01", messageCode: "Accepted publickey", action: "login success", protocol: "SSH", user: "deploy", sourceIp: "10.0.0.12", sourcePort: 50122 },
  },
  {
    line: "Nov 22 10:16:09 web01 sshd[2350]: Invalid user oracle from 203.0.113.77 port 51572",
    expected: { format: "linux-sshd", timestamp: "Nov 22 10:16:09", device: "web01", messageCode: "Invalid user", action: "login failure", protocol: "SSH", user: "oracle", sourceIp: "203.0.113.77", sourcePort: 51572 },
  },
  {
    line: "Nov 22 10:30:00 db01 kernel: [ 5012.114400] e1000e 0000:00:19.0 eth0: NIC Link is Down",
    expected: { format: "linux-kernel", timestamp: "Nov 22 10:30:00", device: "db01", messageCode: "NIC Link is Down", action: "link down", interface: "eth0" },
  },
  {
    line: "%LINK-5-CHANGED: Interface GigabitEthernet0/3, changed state to administratively down",
    expected: { format: "cisco-ios", severity: "Notice", severityLevel: 5, messageCode: "%LINK-5-CHANGED", interface: "GigabitEthernet0/3", action: "link administratively down" },
  },
  {
    line: "Nov 22 10:25:14 edge-rtr1 %BGP-5-ADJCHANGE: neighbor 10.200.0.1 vpn vrf CUST-A Up",
    expected: { format: "cisco-ios", timestamp: "Nov 22 10:25:14", device: "edge-rtr1", severity: "Notice", severityLevel: 5, messageCode: "%BGP-5-ADJCHANGE", neighbor: "10.200.0.1", protocol: "BGP", action: "neighbor up" },
  },
  {
    line: "<14>1 2026-11-22T10:17:03.000+05:30 srx-chn-01 RT_FLOW - RT_FLOW_SESSION_DENY [junos@2636.1.1.1.2.40 source-address=\"198.51.100.200\" source-port=\"53211\" destination-address=\"10.1.1.25\" destination-port=\"445\" connection-tag=\"0\" service-name=\"junos-smb\" protocol-id=\"6\" icmp-type=\"0\" policy-name=\"DENY-SMB\" source-zone-name=\"untrust\" destination-zone-name=\"trust\" application=\"UNKNOWN\" nested-application=\"UNKNOWN\" username=\"N/A\" roles=\"N/A\" packet-incoming-interface=\"ge-0/0/0.0\" encrypted=\"UNKNOWN\" reason=\"policy deny\"]",
    expected: { format: "juniper-srx", timestamp: "2026-11-22T10:17:03.000+05:30", device: "srx-chn-01", severity: "Informational", severityLevel: 6, messageCode: "RT_FLOW_SESSION_DENY", action: "deny", sourceIp: "198.51.100.200", sourcePort: 53211, destinationIp: "10.1.1.25", destinationPort: 445, protocol: "TCP", rule: "DENY-SMB", interface: "ge-0/0/0.0", detail: "junos-smb, reason: policy deny, zone untrust to trust" },
  },
  {
    line: "Nov 22 10:16:12 web01 sshd[2352]: Connection closed by authenticating user root 203.0.113.77 port 51580 [preauth]",
    expected: { format: "linux-sshd", timestamp: "Nov 22 10:16:12", device: "web01", messageCode: "Connection closed by authenticating user", action: "disconnect", protocol: "SSH", user: "root", sourceIp: "203.0.113.77", sourcePort: 51580 },
  },
  {
    line: "Nov 22 10:16:14 web01 sshd[2352]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=203.0.113.77  user=root",
    expected: { format: "linux-sshd", timestamp: "Nov 22 10:16:14", device: "web01", messageCode: "pam_unix authentication failure", action: "login failure", protocol: "SSH", sourceIp: "203.0.113.77", user: "root" },
  },
  {
    line: "date=2026-11-22 time=10:30:12 devname=\"FGT-CHN-01\" devid=\"FG100FTK19000001\" logid=\"0101037138\" type=\"event\" subtype=\"vpn\" level=\"notice\" vd=\"root\" logdesc=\"IPsec connection status changed\" msg=\"IPsec connection status change\" action=\"tunnel-up\" remip=198.51.100.45 locip=203.0.113.2 remport=500 locport=500 outintf=\"wan1\" cookies=\"5f1a2b3c4d5e6f70/0a1b2c3d4e5f6071\" user=\"N/A\" group=\"N/A\" xauthuser=\"N/A\" xauthgroup=\"N/A\" vpntunnel=\"BLR-BRANCH\" tunnelip=N/A tunnelid=1503921 tunneltype=\"ipsec\"",
    expected: { format: "fortigate", timestamp: "2026-11-22 10:30:12", device: "FGT-CHN-01", severity: "Notice", severityLevel: 5, messageCode: "FortiGate event/vpn", action: "tunnel-up", protocol: "UDP", sourceIp: "198.51.100.45", sourcePort: 500, destinationIp: "203.0.113.2", destinationPort: 500, interface: "wan1", neighbor: "198.51.100.45", detail: "IPsec connection status changed" },
  },
  {
    line: "Nov 22 2026 10:40:02 ASA-FW01 : %ASA-6-605004: Login denied from 198.51.100.23/52110 to outside:203.0.113.10/ssh for user \"admin\"",
    expected: { format: "cisco-asa", timestamp: "Nov 22 2026 10:40:02", device: "ASA-FW01", severity: "Informational", severityLevel: 6, messageCode: "%ASA-6-605004", action: "login failure", sourceIp: "198.51.100.23", sourcePort: 52110, interface: "outside", destinationIp: "203.0.113.10", protocol: "SSH", user: "admin" },
  },
  {
    line: "Nov 22 10:45:00 web01 kernel: [123999.000001] [UFW ALLOW] IN=eth0 OUT= MAC=00:16:3e:5e:6c:00:00:16:3e:11:22:33:08:00 SRC=10.0.0.12 DST=10.0.0.5 LEN=60 TOS=0x00 PREC=0x00 TTL=64 ID=1 DF PROTO=TCP SPT=50122 DPT=22 WINDOW=64240 RES=0x00 SYN URGP=0",
    expected: { format: "linux-ufw", timestamp: "Nov 22 10:45:00", device: "web01", messageCode: "UFW ALLOW", action: "allow", protocol: "TCP", sourceIp: "10.0.0.12", sourcePort: 50122, destinationIp: "10.0.0.5", destinationPort: 22, interface: "eth0", detail: "TCP flags SYN" },
  },
];

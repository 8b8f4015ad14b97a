/**
 * Whether the request comes from a phone (its browser says so: Client Hints, else the user
 * agent), for what the inbox shows first there: the Today list, and the record's attribution folded.
 */
export function isPhone(request: Request): boolean {
  const hint = request.headers.get("sec-ch-ua-mobile");
  if (hint) return hint === "?1";
  return /Mobi|Android|iPhone/i.test(request.headers.get("user-agent") ?? "");
}

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external and JSON-LD scripts", () => {
    const html =
      '<script>window.a=1</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module">import("/y.js")</script>';
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/y.js")')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only our origin, forbids framing and lists the given script sources", () => {
    const csp = contentSecurityPolicy(["'nonce-abc'"], false);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy([], true)).toContain("upgrade-insecure-requests");
  });
});

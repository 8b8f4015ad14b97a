import { describe, expect, it } from "vitest";
import { isPhone } from "./device.server";

const request = (headers: Record<string, string>) => new Request("http://x/admin", { headers });

describe("isPhone", () => {
  it("believes the browser's hint first, then its user agent", () => {
    expect(isPhone(request({ "sec-ch-ua-mobile": "?1" }))).toBe(true);
    expect(
      isPhone(request({ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" })),
    ).toBe(false);
    expect(isPhone(request({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" }))).toBe(
      true,
    );
    expect(isPhone(request({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" }))).toBe(false);
    expect(isPhone(request({}))).toBe(false);
  });
});

// A tab of a new browser context under the benches' phone throttling: 4x CPU slowdown, 150 ms
// latency, 1.6 Mbps down and 750 kbps up.
import { setTimeout as sleep } from "node:timers/promises";

const POLL_MS = 100;

/**
 * The page's figures are read with one-line expressions through CDP (`read`, `waitFor`), not
 * Playwright's evaluate, locators or waitForFunction: their first use in a page injects
 * Playwright's own script, which the 4x slowdown turns into 120-180 ms on the main thread during
 * the load being timed.
 */
export async function throttledTab(context) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const read = async (expression) => {
    const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true });
    // Infinity and NaN come back by name.
    return result.unserializableValue ? Number(result.unserializableValue) : result.value;
  };
  /** Polls `expression` until it gives something other than null or undefined. */
  const waitFor = async (expression, timeoutMs) => {
    for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(POLL_MS)) {
      const value = await read(expression).catch(() => undefined); // no document yet
      if (value !== null && value !== undefined) return value;
    }
    throw new Error(`${tab.url()}: no ${expression} within ${timeoutMs} ms`);
  };
  return { tab, cdp, read, waitFor };
}

// The first tap on each control, for bench-web.mjs: a cold load under mobile throttling (4x CPU,
// 150 ms, 1.6 Mbps down), the control tapped a set time after the load event, and the ms from the
// tap's pointerdown to the first frame that shows the control's answer (its panel open with its
// content, the slide moved, a pending state where the answer comes from the network), or to the
// start of a download whose file is the answer. A tap that brings no answer within TAP_LIMIT is
// "lost".
import { setTimeout as sleep } from "node:timers/promises";
import { throttledTab } from "./slow-phone-tab.mjs";

const PHONE = { width: 390, height: 844, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const TAP_LIMIT = 15000;
const POLL_MS = 100;

/**
 * Our controls. `tap` finds the element to tap (scrolled into view first, without a wheel or
 * touch, so nothing but the tap wakes the page); `answered` is true once the page shows the answer.
 * `after` is the ms between the load event and the tap.
 */
export const controls = [
  {
    name: "Menu (phone)",
    path: "/",
    screen: PHONE,
    tap: `document.querySelector('header button[aria-label="Menu"]')`,
    answered: `[...document.querySelectorAll("#mobile-menu:popover-open a")].some((a) => a.checkVisibility())`,
  },
  {
    name: "Menu (phone), 8 s after load",
    path: "/",
    screen: PHONE,
    after: 8000,
    tap: `document.querySelector('header button[aria-label="Menu"]')`,
    answered: `[...document.querySelectorAll("#mobile-menu:popover-open a")].some((a) => a.checkVisibility())`,
  },
  {
    name: "IT Training menu (1280 px)",
    path: "/",
    screen: DESKTOP,
    tap: `[...document.querySelectorAll('nav[aria-label="Main"] button')].find((b) => b.textContent.trim() === "IT Training")`,
    answered: `[...document.querySelectorAll('nav[aria-label="Main"] a, [popover] a, [data-nav-panel] a')].some((a) => a.textContent.includes("Plans & Pricing") && a.checkVisibility())`,
  },
  {
    name: "Search (1280 px)",
    path: "/",
    screen: DESKTOP,
    tap: `document.querySelector('header button[aria-label="Search"]:not([hidden])')`,
    answered: `(() => { const box = document.activeElement; return box?.matches("input") && /search/i.test(box.getAttribute("aria-label") ?? box.labels?.[0]?.textContent ?? "") && box.checkVisibility(); })()`,
  },
  {
    name: "Chat",
    path: "/",
    screen: PHONE,
    tap: `[...document.querySelectorAll("button")].find((b) => b.textContent.includes("Chat with us"))`,
    answered: `[...document.querySelectorAll("textarea, input")].some((f) => /message/i.test(f.labels?.[0]?.textContent ?? f.getAttribute("aria-label") ?? "") && f.checkVisibility())`,
  },
  {
    name: "Hero next slide",
    path: "/",
    screen: PHONE,
    tap: `document.querySelector('button[aria-label="Next slide"]')`,
    answered: `(() => { const s = document.querySelectorAll('[aria-roledescription="slide"]')[1]; return !!s && Math.abs(s.getBoundingClientRect().left) < 2; })()`,
  },
  {
    name: "Testimonials next",
    path: "/",
    screen: PHONE,
    tap: `document.querySelector('[aria-label*="stories" i] button[aria-label^="Next"], [aria-label*="testimonial" i] button[aria-label^="Next"]')`,
    answered: `(() => { const root = document.querySelector('[aria-label*="stories" i], [aria-label*="testimonial" i]'); const s = root?.querySelectorAll('[aria-roledescription="slide"]')[1]; const r = root?.getBoundingClientRect(); return !!s && !!r && Math.abs(s.getBoundingClientRect().left - r.left) < 40; })()`,
  },
  {
    name: "Offer dismissed",
    path: "/",
    screen: PHONE,
    tap: `document.querySelector('button[aria-label^="Dismiss the"]')`,
    answered: `!document.querySelector('button[aria-label^="Dismiss the"]')?.checkVisibility()`,
  },
  {
    name: "Compare box",
    path: "/it-training/plans-pricing",
    screen: PHONE,
    tap: `document.querySelector('input[type="checkbox"][id^="compare-"]')`,
    // The box ticked and the comparison bar shown (its count may be drawn by CSS).
    answered: `document.querySelector('input[id^="compare-"]:checked') && [...document.querySelectorAll('[aria-label="Course comparison"]')].some((bar) => bar.checkVisibility({ visibilityProperty: true }))`,
  },
  {
    name: "Demo: analyse logs",
    path: "/ai-solutions/demo-log-analyzer",
    screen: PHONE,
    tap: `[...document.querySelectorAll("main button")].find((b) => /^analy[sz]e log/i.test(b.textContent.trim()))`,
    // Busy (a pending state: React's, or the spinner CSS draws for a tap kept before the page is
    // live), or an answer in words.
    answered: `(() => { const b = [...document.querySelectorAll("main button")].find((x) => /analy/i.test(x.textContent)); return !!b && (b.matches('[aria-busy="true"]') || getComputedStyle(b, "::after").animationName === "tap-pending" || /analy[sz]ing/i.test(b.textContent) || !!document.querySelector('main [role="alert"]:not(:empty), main [aria-invalid="true"]')); })()`,
  },
  {
    // Its answer is a pending state in place (the spinner of a file's link, app/app.css), then
    // the file: whichever comes first (a build without the pending state answers with the file).
    name: "Add to calendar (.ics)",
    path: "/it-training/batch-calendar",
    screen: PHONE,
    tap: `[...document.querySelectorAll("main a[download], main button")].find((el) => el.textContent.includes("Add to calendar"))`,
    answered: `[...document.querySelectorAll("main a[download]")].some((a) => getComputedStyle(a, "::after").animationName === "tap-pending")`,
    download: true,
  },
  {
    // The file itself: the ms from the tap to the browser's download starting.
    name: "Add to calendar, the file",
    path: "/it-training/batch-calendar",
    screen: PHONE,
    tap: `[...document.querySelectorAll("main a[download], main button")].find((el) => el.textContent.includes("Add to calendar"))`,
    download: true,
  },
  {
    name: "FAQ answer (details)",
    path: "/ai-solutions",
    screen: PHONE,
    tap: `document.querySelector("main details summary")`,
    answered: `!!document.querySelector("main details[open]")`,
  },
];

/** Peer sites' controls, by the path of their page. */
export const peerControls = [
  {
    name: "Menu (phone)",
    screen: PHONE,
    tap: `document.querySelector("[data-aw-toggle-menu]")`,
    answered: `!!document.querySelector("[data-aw-toggle-menu].expanded")`,
  },
];

/* global window, document, MutationObserver, addEventListener, requestAnimationFrame -- recordTap runs in the page */
/**
 * Runs in the page before its scripts: from the first pointerdown, checks `answered` at every
 * frame and keeps the frame's time once it holds.
 */
function recordTap(answered) {
  const times = (window.__tap = { load: null, tap: null, answer: null, hydrated: null });
  addEventListener("load", () => (times.load = performance.now()));
  // The context bypasses the page's CSP for this one (it has no 'unsafe-eval').
  const check = new Function(`return (${answered});`);
  new MutationObserver(() => {
    if (times.hydrated === null && document.documentElement.dataset.hydrated === "true")
      times.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  const frame = (at) => {
    if (times.answer !== null) return;
    let shown = false;
    try {
      shown = !!check();
    } catch {
      // the page is not there yet
    }
    if (shown) times.answer = at;
    else requestAnimationFrame(frame);
  };
  addEventListener(
    "pointerdown",
    (e) => {
      if (times.tap !== null) return;
      times.tap = e.timeStamp;
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

/**
 * One cold load of `url`, the control tapped `control.after` ms (default 800) after the load
 * event: { ms, beforeLive } (ms is Infinity when no answer came).
 */
export async function tapOnce(browser, url, control) {
  const { width, height, ...device } = control.screen;
  const context = await browser.newContext({ viewport: { width, height }, ...device, bypassCSP: true });
  try {
    // A function's source, not a closure: `answered` reaches the page as an argument.
    await context.addInitScript(recordTap, control.answered ?? "false");
    const { tab, cdp, read, waitFor } = await throttledTab(context);
    await tab.goto(url, { waitUntil: "commit" });
    const load = await waitFor("window.__tap?.load", 30000);
    const box = await waitFor(
      `(() => { const el = ${control.tap}; if (!el) return null;
        el.scrollIntoView({ block: "center", behavior: "instant" });
        const r = el.getBoundingClientRect(); return r.width > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null; })()`,
      10000,
    );
    await sleep(Math.max(0, load + (control.after ?? 800) - (await read("performance.now()"))));
    const downloadStarted = control.download
      ? tab.waitForEvent("download", { timeout: TAP_LIMIT }).then(() => Date.now())
      : null;
    // The box again: scrolling may have moved it.
    const at =
      (await read(
        `(() => { const r = (${control.tap}).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
      )) ?? box;
    if (control.screen.hasTouch) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      // A mouse that arrives and clicks, as a visitor's would.
      await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...at });
      await cdp.send("Input.dispatchMouseEvent", {
        type: "mousePressed",
        ...at,
        button: "left",
        clickCount: 1,
      });
      await cdp.send("Input.dispatchMouseEvent", {
        type: "mouseReleased",
        ...at,
        button: "left",
        clickCount: 1,
      });
    }
    if (control.download) {
      const tapped = Date.now();
      const download = await downloadStarted.catch(() => null);
      const t = await read("window.__tap");
      const shown = t.answer !== null && t.tap !== null ? t.answer - t.tap : Infinity;
      return {
        ms: Math.min(download ? download - tapped : Infinity, shown),
        beforeLive: t.hydrated === null,
      };
    }
    const end = Date.now() + TAP_LIMIT;
    while (Date.now() < end && (await read("window.__tap.answer")) == null) await sleep(POLL_MS);
    const t = await read("window.__tap");
    return {
      ms: t.answer !== null && t.tap !== null ? t.answer - t.tap : Infinity,
      beforeLive: t.hydrated === null || t.hydrated > t.tap,
    };
  } finally {
    await context.close();
  }
}

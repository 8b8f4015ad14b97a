import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, isLive, openEarly, settle, test, waitUntilLive } from "./slow-phone/visits";

// Controls whose first tap, before the page is live, answers at once: with a native download,
// with CSS (the comparison bar and its count), or with a pending state in place where the
// answer comes from the network (app/app.css, [data-tap-pending]).

/** The label gave way to the pending spinner (app/app.css): what the visitor sees of a kept tap. */
const pendingShown = (button: Locator) =>
  button.evaluate(
    (el) =>
      getComputedStyle(el, "::after").animationName === "tap-pending" &&
      getComputedStyle(el).color === "rgba(0, 0, 0, 0)",
  );

/**
 * The text a visitor perceives in `element`, CSS generated content included (a count drawn
 * by a CSS counter is in no DOM text): the text of its accessibility tree, as Chrome has it.
 */
async function perceivedText(page: Page, element: Locator): Promise<string> {
  await element.evaluate((el) => el.setAttribute("data-perceived", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-perceived]",
    });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const texts: string[] = [];
    const walk = (id: string) => {
      const n = byId.get(id);
      if (!n) return;
      // A pseudo-element's box is an ignored node; its text is not.
      if (n.role?.value === "StaticText" && !n.ignored) texts.push(String(n.name?.value ?? ""));
      else for (const child of n.childIds ?? []) walk(child);
    };
    const start = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    if (start) walk(start.nodeId);
    return texts.join("").replace(/\s+/g, " ").trim();
  } finally {
    await cdp.detach();
    await element.evaluate((el) => el.removeAttribute("data-perceived"));
  }
}

test("a course ticked before the page is live shows the comparison bar with its count at once, a fourth is refused with the limit's hint; Compare then opens the comparison once live", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/it-training/plans-pricing");
  const bar = page.getByRole("region", { name: "Course comparison" });
  const count = bar.getByRole("paragraph").first();
  const compare = bar.getByRole("button", { name: "Compare", exact: true });

  await page.getByRole("checkbox", { name: "Compare CCNA", exact: true }).tap();
  await expect(bar).toBeInViewport();
  await expect.poll(() => perceivedText(page, count)).toBe("1 of 3 courses selected");
  await page.getByRole("checkbox", { name: "Compare CISSP", exact: true }).tap();
  await expect.poll(() => perceivedText(page, count)).toBe("2 of 3 courses selected");
  await page.getByRole("checkbox", { name: "Compare CCDE", exact: true }).tap();
  const hint = bar.getByText("You can compare up to 3 courses at a time.", { exact: true });
  await expect(hint).toBeHidden();
  const fourth = page.getByRole("checkbox", { name: "Compare Fortinet NSE4", exact: true });
  await fourth.scrollIntoViewIfNeeded();
  await fourth.tap();
  await expect(hint).toBeVisible();
  await expect(fourth).not.toBeChecked();
  await expect.poll(() => perceivedText(page, count)).toBe("3 of 3 courses selected");
  await compare.tap();
  await expect.poll(() => pendingShown(compare)).toBe(true);
  expect(await isLive(page), "the bar must answer before the page is live").toBe(false);
  acted();

  await waitUntilLive(page);
  const dialog = page.getByRole("dialog", { name: "Compare courses" });
  // Ticks made before the page is live reach it in the page's order.
  await expect(dialog.getByRole("columnheader")).toHaveText(["CCNA", "CCDE", "CISSP"]);
  await dialog.getByRole("button", { name: "Close comparison" }).tap();
  await expect(dialog).toBeHidden();
  await expect(count).toHaveText("3 of 3 courses selected");
  await expect(bar.getByRole("listitem")).toHaveText(["CCNA", "CCDE", "CISSP"]);
  await expect(fourth).toBeDisabled();
  await expect(hint).toBeVisible();
  expect(await pendingShown(compare)).toBe(false);
});

test("a demo sent before the page is live shows it is working at once, then its answer once live", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/ai-solutions/demo-log-analyzer");
  const demo = page.getByRole("region", { name: "AI Log Analyzer", exact: true });
  const send = demo.getByRole("button", { name: "Analyze Log" });
  await demo
    .getByLabel("Log data")
    .fill("%SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203.0.113.45(51234) -> 10.10.20.5(22), 1 packet");
  await send.tap();
  await expect.poll(() => pendingShown(send)).toBe(true);
  expect(await isLive(page), "the demo must answer before the page is live").toBe(false);
  acted();

  await waitUntilLive(page);
  await expect(
    demo.getByRole("status").getByRole("cell", { name: "203.0.113.45", exact: true }),
  ).toBeVisible();
  await settle(visit);
  await expect(send).toBeEnabled();
  expect(await pendingShown(send)).toBe(false);
});

test("Add to calendar tapped before the page is live shows the file is on its way at once, then downloads the batch's calendar file", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/it-training/batch-calendar");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 4, name: "CCNA", exact: true }) });
  const startDate = await card.locator("time").getAttribute("datetime");
  // The file is held on its way, as on a slow line.
  let sendFile!: () => void;
  const held = new Promise<void>((resolve) => (sendFile = resolve));
  await page.route("**/*.ics", async (route) => {
    await held;
    await route.continue();
  });
  const downloaded = page.waitForEvent("download");
  const link = card.getByRole("link", { name: /Add to calendar/ });
  await link.tap();
  await expect.poll(() => pendingShown(link)).toBe(true);
  sendFile();
  const download = await downloaded;
  await expect.poll(() => pendingShown(link)).toBe(false);
  expect(await isLive(page), "the file must come before the page is live").toBe(false);
  acted();

  expect(download.suggestedFilename()).toBe(`ccna-batch-${startDate}.ics`);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain("SUMMARY:CCNA batch — Arivu Technologies");
  expect(ics).toContain(`DTSTART:${startDate!.replaceAll("-", "")}T`);
});

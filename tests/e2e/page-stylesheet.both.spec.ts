// The plain Playwright page: these pages must not wake (./fixtures wakes each page it opens).
import type { Page } from "@playwright/test";
import { expect, test } from "./hydration-check";
import { pages } from "#common/route-table.ts";
import { successMessage } from "#common/enquiry/enquiry-fields.ts";
import { fillValid, form, send, uniqueName } from "./contact-form.helpers";

// The properties compared: what any rule of our stylesheet sets, reading them all would take
// seconds per page. A rule missing from a page's stylesheet changes one of them.
const PROPERTIES = [
  "display",
  "position",
  "inset",
  "z-index",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "max-width",
  "min-height",
  "max-height",
  "margin",
  "padding",
  "border-width",
  "border-style",
  "border-color",
  "border-radius",
  "outline-style",
  "outline-color",
  "outline-width",
  "outline-offset",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "opacity",
  "visibility",
  "overflow-x",
  "overflow-y",
  "flex-direction",
  "flex-wrap",
  "flex",
  "align-items",
  "align-self",
  "justify-content",
  "justify-items",
  "gap",
  "grid-template-columns",
  "grid-template-rows",
  "grid-column",
  "grid-row",
  "order",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "text-overflow",
  "white-space",
  "list-style-type",
  "vertical-align",
  "object-fit",
  "aspect-ratio",
  "transform",
  "translate",
  "rotate",
  "scale",
  "filter",
  "backdrop-filter",
  "cursor",
  "pointer-events",
  "content-visibility",
  "transition-property",
  "animation-name",
  "fill",
  "stroke",
  "stroke-width",
  "content",
];

type StyleWindow = Window & { stylesBefore?: [string[], string, string][] };

/** Every element's values of the properties, and its ::before and ::after content. */
function snapshotStyles(properties: string[]) {
  const read = (style: CSSStyleDeclaration) => properties.map((name) => style.getPropertyValue(name));
  (window as StyleWindow).stylesBefore = [...document.body.querySelectorAll("*")].map((element) => [
    read(getComputedStyle(element)),
    getComputedStyle(element, "::before").content,
    getComputedStyle(element, "::after").content,
  ]);
}

/** The first elements whose styles changed since snapshotStyles, with what changed. */
function compareStyles(properties: string[]) {
  const read = (style: CSSStyleDeclaration) => properties.map((name) => style.getPropertyValue(name));
  const before = (window as StyleWindow).stylesBefore!;
  const found: string[] = [];
  [...document.body.querySelectorAll("*")].forEach((element, i) => {
    if (found.length >= 5) return;
    const now = read(getComputedStyle(element));
    const was = before[i][0];
    const changed = properties.flatMap((name, p) =>
      now[p] === was[p] ? [] : [`${name}: ${was[p]} -> ${now[p]}`],
    );
    for (const [k, pseudo] of [
      [1, "::before"],
      [2, "::after"],
    ] as const)
      if (getComputedStyle(element, pseudo).content !== before[i][k]) changed.push(`${pseudo} content`);
    if (changed.length > 0)
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}"> ${changed.join(", ")}`,
      );
  });
  return found;
}

/** Two frames on: sizes settle once the browser has decided which content-visibility sections it renders. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Each page carries only the part of the stylesheet its HTML uses (server/http/page-stylesheet.ts).
// On every route, styled by that part alone, every element and its ::before and ::after must
// look exactly as the whole stylesheet makes them look. Six routes a test: the groups spread
// over the workers instead of one long test holding one of them.
const ROUTES_PER_TEST = 6;
for (let start = 0; start < pages.length; start += ROUTES_PER_TEST) {
  const group = pages.slice(start, start + ROUTES_PER_TEST);
  test(`each page's own stylesheet styles it as the whole stylesheet does: ${group[0].path} and the next ${group.length - 1}`, async ({
    page,
    request,
  }) => {
    // No script and no whole stylesheet: the page as it paints, before it wakes.
    await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
    let whole: string | undefined;
    for (const { path } of group) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      if (!whole) {
        const hydration = await page.locator('script[type="module"][async]').textContent();
        const href = /const stylesheet = "([^"]+\.css)"/.exec(hydration ?? "")?.[1];
        expect(href, "the hydration script names the whole stylesheet").toMatch(
          /^\/assets\/app-[\w-]+\.css$/,
        );
        whole = await (await request.get(href!)).text();
      }
      await settled(page);
      await page.evaluate(snapshotStyles, PROPERTIES);
      await page.addStyleTag({ content: whole });
      await settled(page);
      const differences = await page.evaluate(compareStyles, PROPERTIES);
      expect(differences, path).toEqual([]);
    }
  });
}

// A page rendered per request streams with the stylesheet its path's page last needed
// (server/http/document-head.ts). The contact page sent back with field errors, after one sent
// back with thanks, has elements that one had not; the stylesheet that follows it must style
// them as the whole stylesheet does.
test("a page whose elements changed since its path's last visit is styled as the whole stylesheet styles it", async ({
  page,
  request,
}) => {
  await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
  await page.goto("/contact");
  await fillValid(page, uniqueName());
  await send(page);
  await expect(page.getByText(successMessage("AI Solutions"))).toBeVisible();

  await page.goto("/contact");
  const hydration = await page.locator('script[type="module"][async]').textContent();
  const href = /const stylesheet = "([^"]+\.css)"/.exec(hydration ?? "")?.[1];
  const whole = await (await request.get(href!)).text();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full name is required.")).toBeVisible();
  // The page sent back, whole: its body shows as it streams, and the stylesheets that follow it
  // (the one it needs, its late part) come with its tail, once the server has read all of it.
  // Compared before then, it was a page still being styled.
  await page.waitForFunction(() => document.readyState === "complete");
  await page.evaluate(() => document.fonts.ready);
  // Every section laid out, as the page does once idle: a section skipped by content-visibility
  // takes a remembered size that moves between frames, whatever the stylesheet (the routes'
  // tests above check that rule as the page paints).
  await page.evaluate(() => document.querySelector("main")!.setAttribute("data-laid-out", ""));
  await settled(page);
  await page.evaluate(snapshotStyles, PROPERTIES);
  await page.addStyleTag({ content: whole });
  await settled(page);
  expect(await page.evaluate(compareStyles, PROPERTIES)).toEqual([]);
});

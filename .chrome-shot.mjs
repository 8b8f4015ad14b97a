import { chromium } from "@playwright/test";
const [,, path = "/", width = "1280", out = "/tmp/chrome-shots/a.png", action = ""] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const logs = [];
page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(`http://127.0.0.1:3302${path}`, { waitUntil: "networkidle" });
if (action === "hover-ai") { await page.getByRole("button", { name: "AI Solutions" }).hover(); await page.waitForTimeout(600); }
if (action === "hover-it") { await page.getByRole("button", { name: "IT Training" }).hover(); await page.waitForTimeout(600); }
if (action === "menu") { await page.getByRole("button", { name: "Menu" }).click(); await page.waitForTimeout(300); await page.getByRole("button", { name: "AI Solutions" }).click(); await page.waitForTimeout(300); }
if (action === "bottom") { await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await page.waitForTimeout(300); }
if (action.startsWith("el:")) { await page.locator(action.slice(3)).first().screenshot({ path: out }); } else if (action === "full") { await page.screenshot({ path: out, fullPage: true }); } else await page.screenshot({ path: out });
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
console.log("overflow", overflow);
console.log(logs.join("\n"));
await browser.close();

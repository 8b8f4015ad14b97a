import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { faqs } from "#app/content/faqs.ts";

/** Each AI and IT route with its h1 and section headings. */
const routes: { path: string; h1: string; sections: string[] }[] = [
  {
    path: "/ai-solutions",
    h1: "AI Solutions",
    sections: [
      "AI Built Around Your Business",
      "What AI Brings to Your Business",
      "Explore Our AI Services",
      "AI Services FAQ",
    ],
  },
  {
    path: "/ai-solutions/business-automation",
    h1: "Business Automation",
    sections: ["Automation Services", "How We Deliver Automation", "Live Demos"],
  },
  {
    path: "/ai-solutions/data-intelligence",
    h1: "Data Intelligence",
    sections: ["Intelligence Services", "Built for Enterprise Data", "Live Demos"],
  },
  {
    path: "/ai-solutions/products-platforms",
    h1: "Products & Platforms",
    sections: ["Platform Services", "Why Our Platforms"],
  },
  {
    path: "/ai-solutions/strategy-partnership",
    h1: "Strategy & Partnership",
    sections: ["Strategy and Partner Services", "How We Work With You"],
  },
  {
    path: "/it-digital-solutions",
    h1: "IT & Digital Solutions",
    sections: [
      "Technology That Keeps Your Business Running",
      "Explore Our Services",
      "Why Businesses Choose Arivu",
    ],
  },
  {
    path: "/it-digital-solutions/it-infrastructure",
    h1: "IT Infrastructure",
    sections: ["The Infrastructure Lifecycle", "What We Build and Run"],
  },
  {
    path: "/it-digital-solutions/digital-solutions",
    h1: "Digital Solutions",
    sections: ["Our Digital Services", "How a Project Runs"],
  },
  {
    path: "/it-digital-solutions/cloud-hosting",
    h1: "Cloud Hosting",
    sections: ["Why Host With Us", "Hosting Services"],
  },
];

const main = (page: Page) => page.locator("main");

for (const route of routes) {
  test(`${route.path} shows its header and sections`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    for (const title of route.sections) {
      await expect(main(page).getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
  });
}

test("the AI overview shows four benefits and five links to explore", async ({ page }) => {
  await page.goto("/ai-solutions");
  const benefits = page.getByRole("region", { name: "What AI Brings to Your Business" });
  for (const title of [
    "Operational Efficiency",
    "Data-Driven Insights",
    "Better Customer Experience",
    "Faster Innovation",
  ]) {
    await expect(benefits.getByRole("heading", { name: title })).toBeVisible();
  }
  const explore = page.getByRole("region", { name: "Explore Our AI Services" }).getByRole("link");
  await expect(explore).toHaveCount(5);
  await explore.filter({ hasText: "Data Intelligence" }).click();
  await expect(page).toHaveURL(/\/ai-solutions\/data-intelligence$/);
});

test("the AI overview shows only the AI Services FAQs", async ({ page }) => {
  const ai = faqs.filter((f) => f.category === "AI Services");
  const others = faqs.filter((f) => f.category !== "AI Services");
  expect(ai.length).toBeGreaterThan(0);
  await page.goto("/ai-solutions");
  const faq = page.getByRole("region", { name: "AI Services FAQ" });
  for (const item of ai) await expect(faq.locator("summary").getByText(item.question)).toBeVisible();
  for (const item of others) await expect(page.getByText(item.question, { exact: true })).toHaveCount(0);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
  expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(ai.map((f) => f.question));
});

test("the IT infrastructure lifecycle has four numbered stages", async ({ page }) => {
  await page.goto("/it-digital-solutions/it-infrastructure");
  const lifecycle = page.getByRole("region", { name: "The Infrastructure Lifecycle" }).getByRole("listitem");
  await expect(lifecycle).toHaveCount(4);
  const stages = ["Design & Architecture", "Planning & Strategy", "Implementation", "Operation Support"];
  for (const [i, stage] of stages.entries()) {
    await expect(lifecycle.nth(i)).toContainText(`Step ${i + 1}`);
    await expect(lifecycle.nth(i).getByRole("heading")).toHaveText(stage);
  }
});

test("digital solutions and cloud hosting show their offers", async ({ page }) => {
  await page.goto("/it-digital-solutions/digital-solutions");
  for (const title of ["Website Builder", "Digital Marketing", "Workspace Productivity Suite"]) {
    await expect(main(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await page.goto("/it-digital-solutions/cloud-hosting");
  const benefits = page.getByRole("region", { name: "Why Host With Us" }).getByRole("listitem");
  await expect(benefits).toHaveCount(4);
  await expect(benefits.first()).toContainText("99.9% Uptime SLA");
});

const anchors = {
  "/ai-solutions/business-automation": [
    "ai-agents-automation",
    "ai-chatbot-for-support-centers",
    "ai-network-automation",
  ],
  "/ai-solutions/data-intelligence": ["enterprise-knowledge-portals-rag", "generative-ai-content-factory"],
};

for (const [path, ids] of Object.entries(anchors)) {
  test(`${path} has the service anchors ${ids.join(", ")}`, async ({ page }) => {
    await page.goto(path);
    for (const id of ids) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.locator(`#${id}`).getByRole("heading", { level: 3 })).not.toBeEmpty();
    }
  });
}

const demoLinks = [
  {
    page: "/ai-solutions/business-automation",
    card: "ai-chatbot-for-support-centers",
    to: "/ai-solutions/demo-warranty-bot",
    h1: "AI Warranty Bot Demo",
  },
  {
    page: "/ai-solutions/business-automation",
    card: "ai-network-automation",
    to: "/ai-solutions/demo-log-analyzer",
    h1: "AI Log Analyzer Demo",
  },
  {
    page: "/ai-solutions/data-intelligence",
    card: "enterprise-knowledge-portals-rag",
    to: "/ai-solutions/demo-document-qa",
    h1: "Document Q&A Demo",
  },
  {
    page: "/ai-solutions/data-intelligence",
    card: "generative-ai-content-factory",
    to: "/ai-solutions/demo-content-generator",
    h1: "AI Content Generator Demo",
  },
];

for (const link of demoLinks) {
  test(`'See a Live Demo' on #${link.card} opens ${link.to}`, async ({ page }) => {
    await page.goto(link.page);
    await page.locator(`#${link.card}`).getByRole("link", { name: "See a Live Demo" }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.h1);
  });
}

test("only cards with a demo show 'See a Live Demo'", async ({ page }) => {
  await page.goto("/ai-solutions/business-automation");
  await expect(page.getByRole("link", { name: "See a Live Demo" })).toHaveCount(2);
  await expect(
    page.locator("#ai-agents-automation").getByRole("link", { name: "See a Live Demo" }),
  ).toHaveCount(0);
  await page.goto("/ai-solutions/products-platforms");
  await expect(page.getByRole("link", { name: "See a Live Demo" })).toHaveCount(0);
});

const ctas = [
  ...["business-automation", "data-intelligence", "products-platforms", "strategy-partnership"].map((p) => ({
    path: `/ai-solutions/${p}`,
    label: "Discuss Your Business Solution Project",
  })),
  { path: "/it-digital-solutions/cloud-hosting", label: "Get a Custom Hosting Quote" },
];

for (const cta of ctas) {
  test(`'${cta.label}' on ${cta.path} goes to /contact`, async ({ page }) => {
    await page.goto(cta.path);
    await main(page).getByRole("link", { name: cta.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

const demoPages = [
  {
    path: "/ai-solutions/demo-warranty-bot",
    title: "AI Warranty Bot",
    back: "Back to Business Automation",
    field: "Serial number",
  },
  {
    path: "/ai-solutions/demo-log-analyzer",
    title: "AI Log Analyzer",
    back: "Back to Business Automation",
    field: "Log data",
  },
  {
    path: "/ai-solutions/demo-document-qa",
    title: "Document Q&A",
    back: "Back to Data Intelligence",
    field: "Your question",
  },
  {
    path: "/ai-solutions/demo-content-generator",
    title: "AI Content Generator",
    back: "Back to Data Intelligence",
    field: "Topic",
  },
];

for (const demo of demoPages) {
  test(`${demo.path} shows the demo alone, a back link and how it works in production`, async ({ page }) => {
    await page.goto(demo.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${demo.title} Demo`);
    const card = page.getByRole("region", { name: demo.title, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByRole("status")).toBeAttached();
    await expect(card.getByLabel(demo.field, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How This Works in Production" })).toBeVisible();
    await expect(page.getByRole("link", { name: demo.back })).toBeVisible();
  });
}

/**
 * Waits for smooth scrolling to bring the element's top to 80 px below the viewport top.
 * (After a client-side navigation the new page may still be loading its code: until then the
 * element is not there.)
 */
async function expectAnchoredAt80(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (el) => Math.abs((document.getElementById(el)?.getBoundingClientRect().top ?? Infinity) - 80),
          id,
        ),
      {
        timeout: 5000,
      },
    )
    .toBeLessThanOrEqual(4);
}

test("opening a service anchor scrolls it to 80 px below the top", async ({ page }) => {
  await page.goto("/ai-solutions/business-automation#ai-network-automation");
  await expectAnchoredAt80(page, "ai-network-automation");
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test("the demo's back link scrolls to its service card after client-side navigation", async ({ page }) => {
  await page.goto("/ai-solutions/demo-warranty-bot");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Back to Business Automation" }).click();
  await expect(page).toHaveURL(/\/ai-solutions\/business-automation#ai-chatbot-for-support-centers$/);
  await expectAnchoredAt80(page, "ai-chatbot-for-support-centers");
});

test("an unknown AI sub page shows the AI Solutions landing page", async ({ page }) => {
  const res = await page.goto("/ai-solutions/no-such-service");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions");
  await expect(page.getByRole("region", { name: "Explore Our AI Services" }).getByRole("link")).toHaveCount(
    5,
  );
});

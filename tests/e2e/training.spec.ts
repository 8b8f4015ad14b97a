import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

function region(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test.describe("IT training landing", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/it-training");
  });

  test("three training verticals link to the programs catalogue", async ({ page }) => {
    const verticals = region(page, "Three Training Verticals").getByRole("link");
    await expect(verticals).toHaveCount(3);
    await expect(verticals.nth(0)).toContainText("Networking (Cisco CCNA–CCIE)");
    await expect(verticals.nth(1)).toContainText("Cybersecurity");
    await expect(verticals.nth(2)).toContainText("Automation & AI");
    const hrefs = await verticals.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/it-training/programs#core-enterprise-networking",
      "/it-training/programs#cybersecurity",
      "/it-training/programs#automation-ai",
    ]);
    await verticals.nth(1).click();
    await expect(page).toHaveURL(/\/it-training\/programs#cybersecurity$/);
    await expect(page.locator("#cybersecurity")).toBeInViewport();
  });

  test("four benefit cards", async ({ page }) => {
    const cards = region(page, "Why Train with Arivu").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const title of [
      "24/7 lab access",
      "CCIE-certified instructors",
      "100% pass support",
      "Flexible weekday and weekend batches",
    ]) {
      await expect(cards.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(cards.nth(2)).toContainText("subject to");
  });

  test("six tiles lead to the six training pages", async ({ page }) => {
    const tiles = region(page, "Explore IT Training").getByRole("link");
    await expect(tiles).toHaveCount(6);
    const targets = [
      ["Programs", "/it-training/programs"],
      ["Plans & Pricing", "/it-training/plans-pricing"],
      ["Batch Calendar", "/it-training/batch-calendar"],
      ["Lab Infrastructure", "/it-training/lab-infrastructure"],
      ["Training Model", "/it-training/training-model"],
      ["B2B Trainer Solutions", "/it-training/b2b-trainer-solutions"],
    ] as const;
    for (const [name, path] of targets) {
      await region(page, "Explore IT Training")
        .getByRole("link", { name: new RegExp(`^${name}`) })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL("/it-training");
    }
  });
});

test("B2B trainer solutions: six benefits, four steps, eight technologies and an enquiry", async ({
  page,
}) => {
  await page.goto("/it-training/b2b-trainer-solutions");
  await expect(page.getByRole("heading", { level: 1, name: "B2B Trainer Solutions" })).toBeVisible();
  await expect(page.getByText(/white-label/i).first()).toBeVisible();
  await expect(region(page, "Why Institutes and Corporates Choose Us").getByRole("listitem")).toHaveCount(6);

  const steps = region(page, "How It Works").getByRole("listitem");
  await expect(steps).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toContainText(`Step ${i + 1}`);

  const tech = region(page, "Technologies Our Trainers Deliver").getByRole("listitem");
  await expect(tech).toHaveCount(8);
  for (const name of [
    "Cisco Enterprise",
    "Cisco Security",
    "SD-WAN",
    "Fortinet",
    "Palo Alto",
    "Python & Ansible automation",
    "AWS & Azure networking",
    "AI & machine learning",
  ]) {
    await expect(tech.getByRole("heading", { name, exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Request trainer profiles" }).click();
  await expect(page).toHaveURL("/contact?interest=IT%20Training");
});

test("lab infrastructure: four feature cards and three described photos", async ({ page }) => {
  await page.goto("/it-training/lab-infrastructure");
  const features = region(page, "Inside the Lab").getByRole("listitem");
  await expect(features).toHaveCount(4);
  for (const title of [
    "Physical racks",
    "Virtual labs (EVE-NG and CML)",
    "24/7 remote access",
    "Dedicated rack time for CCIE",
  ]) {
    await expect(features.getByRole("heading", { name: title })).toBeVisible();
  }
  const photos = region(page, "See the Lab").getByRole("img");
  await expect(photos).toHaveCount(3);
  for (const alt of await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""))) {
    expect(alt.length).toBeGreaterThan(20);
  }
  await expect(
    region(page, "See the Lab").getByRole("img", { name: /Racks of Cisco, Fortinet and Palo Alto/ }),
  ).toBeVisible();
});

test("training model: four methodology cards in order", async ({ page }) => {
  await page.goto("/it-training/training-model");
  const cards = region(page, "Four Stages for Every Topic").getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const titles = await cards.getByRole("heading").allInnerTexts();
  expect(titles).toEqual(["Concept", "Lab", "Real-world scenarios", "Exam readiness and mock labs"]);
});

import { expect, test } from "./fixtures";

// Every course of the catalogue as a visitor reads it: name, fee and duration.
const courses = [
  { id: "ccna", name: "CCNA", price: "₹18,500", duration: "8 weeks" },
  { id: "ccnp-enterprise", name: "CCNP Enterprise", price: "₹35,000", duration: "10 weeks" },
  { id: "ccna-ccnp-combo", name: "CCNA + CCNP Combo", price: "₹48,000", duration: "18 weeks" },
  { id: "ccie-enterprise", name: "CCIE Enterprise Infrastructure", price: "₹1,20,000", duration: "18 weeks" },
  { id: "ccie-service-provider", name: "CCIE Service Provider", price: "₹1,10,000", duration: "18 weeks" },
  { id: "ccde", name: "CCDE", price: "Contact for Pricing", duration: "12 weeks" },
  { id: "fortinet-nse4", name: "Fortinet NSE4", price: "₹22,000", duration: "5 weeks" },
  { id: "palo-alto-pcnsa", name: "Palo Alto PCNSA", price: "₹24,000", duration: "5 weeks" },
  { id: "cissp", name: "CISSP", price: "₹45,000 - ₹55,000", duration: "10 weeks" },
  { id: "ccie-security", name: "CCIE Security", price: "₹1,15,000", duration: "18 weeks" },
  {
    id: "python-network-automation",
    name: "Python for Network Automation",
    price: "₹25,000",
    duration: "6 weeks",
  },
  { id: "cisco-sd-wan", name: "Cisco SD-WAN", price: "₹28,000", duration: "5 weeks" },
  { id: "ai-for-business-leaders", name: "AI for Business Leaders", price: "₹15,000", duration: "2 days" },
  { id: "prompt-engineering", name: "Prompt Engineering", price: "₹12,000", duration: "2 weeks" },
  {
    id: "machine-learning-python",
    name: "Machine Learning with Python",
    price: "₹32,000",
    duration: "10 weeks",
  },
  { id: "rag-vector-databases", name: "RAG & Vector Databases", price: "₹28,000", duration: "4 weeks" },
];

test.beforeEach(async ({ page }) => {
  await page.goto("/it-training/programs");
});

test("shows the catalogue in its groups and subgroups", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certification Programs");
  for (const [id, title] of [
    ["core-enterprise-networking", "Core & Enterprise Networking"],
    ["cybersecurity", "Cybersecurity"],
    ["automation-ai", "Automation, AI & Emerging Tech"],
  ]) {
    await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toHaveText(title);
  }
  for (const name of [
    "Foundation & Professional Cisco",
    "Expert Level",
    "Security Specialist",
    "Expert Security",
    "Network Automation & Advanced Tech",
    "AI & Emerging Tech",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  const cyber = page.locator("section#cybersecurity");
  await expect(cyber.getByRole("heading", { level: 4 })).toHaveText([
    "Fortinet NSE4",
    "Palo Alto PCNSA",
    "CISSP",
    "CCIE Security",
  ]);
});

test("shows all 16 courses with their price, duration and notes", async ({ page }) => {
  await expect(
    page.getByRole("article").filter({ has: page.getByRole("heading", { level: 4 }) }),
  ).toHaveCount(16);
  for (const c of courses) {
    const card = page.locator(`#course-${c.id}`);
    await expect(card.getByRole("heading", { level: 4 })).toHaveText(c.name);
    await expect(card).toContainText(c.price);
    await expect(card).toContainText(c.duration);
    await expect(card.getByText("Prerequisites")).toBeVisible();
  }
  await expect(page.locator("#course-ccna")).toContainText("Most Popular");
  await expect(page.locator("#course-ccna-ccnp-combo")).toContainText("Best Value");
});

test("opens a course's curriculum and links to an enquiry for it", async ({ page }) => {
  const card = page.locator("#course-ccna");
  const topic = card.getByText(
    "IP connectivity: static routing, administrative distance and single-area OSPFv2",
  );
  await expect(topic).toBeHidden();
  await card.getByText(/^Curriculum \(\d+ modules\)/).click();
  await expect(topic).toBeVisible();
  await expect(card.getByRole("link", { name: "Enquire about CCNA" })).toHaveAttribute(
    "href",
    "/contact?interest=IT%20Training&course=CCNA",
  );
  await expect(
    page.locator("#course-ccna-ccnp-combo").getByRole("link", { name: /^Enquire/ }),
  ).toHaveAttribute("href", "/contact?interest=IT%20Training&course=CCNA%20%2B%20CCNP%20Combo");
  await expect(card.getByRole("link", { name: "Plans & pricing for CCNA" })).toHaveAttribute(
    "href",
    "/it-training/plans-pricing#price-ccna",
  );
  await expect(card.getByRole("link", { name: /Official CCNA exam topics/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("publishes an ItemList of 16 schema.org Course objects", async ({ page }) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "ItemList");
  expect(list, "an ItemList JSON-LD block").toBeDefined();
  const items = list.itemListElement.map((e: { item: Record<string, unknown> }) => e.item);
  expect(items).toHaveLength(16);
  expect(items.every((i: Record<string, unknown>) => i["@type"] === "Course")).toBe(true);
  expect(items.map((i: { name: string }) => i.name)).toEqual(courses.map((c) => c.name));
  const ccna = items.find((i: { name: string }) => i.name === "CCNA");
  expect(ccna.offers).toMatchObject({ "@type": "Offer", price: 18500, priceCurrency: "INR" });
  expect(ccna.provider).toMatchObject({
    "@type": "Organization",
    name: "Arivu Technologies Private Limited",
  });
  expect(ccna.timeRequired).toBe("P8W");
  expect(items.find((i: { name: string }) => i.name === "CISSP").offers).toMatchObject({
    lowPrice: 45000,
    highPrice: 55000,
  });
  expect(items.find((i: { name: string }) => i.name === "CCDE").offers).toBeUndefined();
});

test("a course anchor scrolls its card into view", async ({ page }) => {
  await expect(page.locator("#course-ccna")).toHaveCount(1);
  await page.goto("/it-training/programs#course-cissp");
  await expect(page.locator("#course-cissp")).toBeInViewport();
});

// axe on this page, at both widths: quality.both.spec.ts.

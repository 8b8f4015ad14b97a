import { describe, expect, it } from "vitest";
import { findPage } from "#common/route-table.ts";
import type { ServicePageContent } from "#app/content/schema.ts";
import * as services from "#app/content/services.ts";

const servicePages = Object.values(services).filter(
  (value): value is ServicePageContent => typeof value === "object" && "sections" in value,
);

describe("service pages", () => {
  it("are the two section landings and their seven service pages", () => {
    expect(servicePages).toHaveLength(9);
  });
  it.each(servicePages.map((p) => [p.path, p.title]))("%s is the route table's page %s", (path, title) => {
    // The canonical URL and the breadcrumbs both come from this path.
    expect(findPage(path)?.label).toBe(title);
  });
});

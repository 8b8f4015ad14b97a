import { describe, expect, it } from "vitest";
import { findPage } from "~/route-table";
import * as services from "../services";
import type { ServicePageContent } from "./page";

const servicePages = Object.values(services).filter(
  (value): value is ServicePageContent => typeof value === "object" && "sections" in value,
);

describe("service pages", () => {
  it("are the two section landings and their seven service pages", () => {
    expect(servicePages).toHaveLength(9);
  });
  it.each(servicePages.map((p) => [p.path, p] as const))("%s is a page of the route table", (path, page) => {
    // The canonical URL and the breadcrumbs both come from this path.
    expect(findPage(path)?.label).toBe(page.title);
  });
  it.each(servicePages.map((p) => [p.path, p] as const))("%s has unique section anchors", (_, page) => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.sections.filter((s) => s.kind === "slot").length).toBeLessThanOrEqual(1);
  });
});

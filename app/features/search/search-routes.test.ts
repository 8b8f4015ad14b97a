import { describe, expect, it } from "vitest";
import { findPage } from "#common/route-table.ts";
import { courseById } from "#app/content/courses.ts";
import { buildSearchIndex } from "#app/content/search.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { courseAnchors, routeForSearchId } from "./search-routes";

const searchIndex = buildSearchIndex(seedContent());

describe("routeForSearchId", () => {
  it("sends contact to the contact page", () => {
    expect(routeForSearchId("contact")).toBe("/contact");
  });

  it("sends about to the introduction page", () => {
    expect(routeForSearchId("about")).toBe("/introduction");
  });

  it("sends success stories and FAQs to their home page anchors", () => {
    expect(routeForSearchId("alumni-success")).toBe("/#alumni-success");
    expect(routeForSearchId("faq")).toBe("/#faq");
    expect(routeForSearchId("faq-payment-options")).toBe("/#faq");
  });

  it("sends training ids to the training routes", () => {
    expect(routeForSearchId("ccna")).toBe("/it-training/programs#course-ccna");
    for (const id of ["ccnp", "ccie", "python", "firewall", "cissp"]) {
      expect(routeForSearchId(id)).toMatch(/^\/it-training\/programs#course-[a-z0-9-]+$/);
    }
    expect(routeForSearchId("pricing")).toBe("/it-training/plans-pricing");
    expect(routeForSearchId("lab")).toBe("/it-training/lab-infrastructure");
    expect(routeForSearchId("batch")).toBe("/it-training/batch-calendar");
    expect(routeForSearchId("b2b-trainer-solutions")).toBe("/it-training/b2b-trainer-solutions");
  });

  it("sends AI ids to their service anchors", () => {
    expect(routeForSearchId("ai-agents-automation")).toBe(
      "/ai-solutions/business-automation#ai-agents-automation",
    );
    expect(routeForSearchId("ai-chatbot-for-support-centers")).toBe(
      "/ai-solutions/business-automation#ai-chatbot-for-support-centers",
    );
    expect(routeForSearchId("ai-network-automation")).toBe(
      "/ai-solutions/business-automation#ai-network-automation",
    );
    expect(routeForSearchId("enterprise-knowledge-portals-rag")).toBe(
      "/ai-solutions/data-intelligence#enterprise-knowledge-portals-rag",
    );
    expect(routeForSearchId("generative-ai-content-factory")).toBe(
      "/ai-solutions/data-intelligence#generative-ai-content-factory",
    );
    expect(routeForSearchId("ai-solutions")).toBe("/ai-solutions");
  });

  it("sends IT ids to the IT & digital routes", () => {
    expect(routeForSearchId("it-infrastructure")).toBe("/it-digital-solutions/it-infrastructure");
    expect(routeForSearchId("cloud-hosting")).toBe("/it-digital-solutions/cloud-hosting");
    for (const id of ["website-builder", "digital-marketing", "workspace-productivity-suite"]) {
      expect(routeForSearchId(id).split("#")[0]).toBe("/it-digital-solutions/digital-solutions");
    }
  });

  it("sends any other id to the home page with the id as anchor", () => {
    expect(routeForSearchId("careers")).toBe("/#careers");
    expect(routeForSearchId("constructor")).toBe("/#constructor");
  });

  it("resolves every index entry to a page in the route table", () => {
    for (const entry of searchIndex) {
      const path = routeForSearchId(entry.id).split("#")[0];
      expect(findPage(path), `${entry.id} -> ${path}`).toBeDefined();
    }
  });

  it("never falls back to an unknown home anchor for an index entry", () => {
    const homeAnchors = ["/#alumni-success", "/#faq"];
    for (const entry of searchIndex) {
      const route = routeForSearchId(entry.id);
      if (route.startsWith("/#")) expect(homeAnchors, entry.id).toContain(route);
    }
  });

  it("points every course result at a distinct course of the catalogue", () => {
    const targets = Object.values(courseAnchors);
    expect(new Set(targets).size).toBe(targets.length);
    for (const id of targets) expect(courseById(id), id).toBeDefined();
  });

  it("leads each course result to the card of the course it describes", () => {
    for (const [searchId, courseId] of Object.entries(courseAnchors)) {
      const entry = searchIndex.find((e) => e.id === searchId);
      expect(entry, searchId).toBeDefined();
      expect(`${entry!.title} ${entry!.content}`, searchId).toContain(courseById(courseId)!.name);
    }
  });
});

import { describe, expect, it } from "vitest";
import { hasIcon } from "#app/components/ui/icon.tsx";
import { pages } from "#common/route-table.ts";
import { programSections } from "./courses";
import * as training from "./training";

describe("training content", () => {
  it("links each training vertical to a section of the programs page", () => {
    const anchors = programSections.map((s) => `/it-training/programs#${s.id}`);
    expect(training.trainingVerticals.map((v) => v.href)).toEqual(anchors);
  });

  it("has one tile for each of the six training sub pages", () => {
    const subPages = pages.filter((p) => p.path.startsWith("/it-training/")).map((p) => p.path);
    expect(subPages).toHaveLength(6);
    expect(training.trainingExplore.map((t) => t.href).sort()).toEqual([...subPages].sort());
  });

  it("uses only registered icons", () => {
    const cards = [
      ...training.trainingVerticals,
      ...training.trainingBenefits,
      ...training.trainingExplore,
      ...training.b2bBenefits,
      ...training.b2bProcess,
      ...training.b2bExpertise,
      ...training.labFeatures,
      ...training.trainingMethodology,
    ];
    expect(cards.filter((c) => !hasIcon(c.iconClass)).map((c) => c.iconClass)).toEqual([]);
  });

  it("sends B2B enquiries to the contact form with IT Training preselected", () => {
    expect(training.b2bCta.href).toBe("/contact?interest=IT%20Training");
  });
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules (without them, axe runs its best practices too). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the page as it is now. Our pages have no frames from another origin (the CSP allows
 * none), so axe runs once, in the page (legacy mode), rather than in each frame and then again
 * in a new blank page: a pass takes about a third less time. Only violations are listed whole.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** Each violation as "rule: the elements it found", so that a failure says where to look. */
export const listViolations = ({ violations }: AxeResults) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

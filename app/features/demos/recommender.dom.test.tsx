import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aiErrors, aiRoutes } from "#common/ai/ai-protocol.ts";
import { recommendCourse } from "#server/ai/engine/recommender/index.ts";
import { siteStub } from "#tests/route-stub.tsx";
import { demoErrors } from "./demo-messages";
import { CourseRecommender } from "./recommender";

/**
 * The site's recommendation route as the browser sees it: the embedded engine's answer as JSON,
 * or `refuse`'s status and body. `hold()` keeps the next answers back until `release()`.
 */
function fakeApi() {
  const requests: unknown[] = [];
  let gate = Promise.resolve();
  let open = () => {};
  let refuse: { status: number; body: unknown } | undefined;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    expect(url).toBe(aiRoutes.recommendation);
    const body = JSON.parse(String(init.body)) as { level: Parameters<typeof recommendCourse>[0] };
    requests.push(body);
    await gate;
    if (refuse) return Response.json(refuse.body, { status: refuse.status });
    return Response.json(recommendCourse(body.level));
  });
  return {
    requests,
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => act(async () => open()),
    refuse: (status: number, body: unknown) => (refuse = { status, body }),
  };
}

async function renderRecommender() {
  const Stub = siteStub([{ index: true, Component: () => <CourseRecommender /> }]);
  render(<Stub />);
  const r = await screen.findByRole("region", { name: "AI Course Recommender" });
  const $ = within(r);
  return {
    user: userEvent.setup(),
    level: (name: string) => $.getByRole("radio", { name }),
    button: () => $.getByRole("button", { name: /^(Recommend a course|Finding your course…)$/ }),
    result: $.getByRole("status"),
    alert: () => $.queryByRole("alert"),
  };
}

beforeEach(() => {
  // A failed request is logged: expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the course recommender", () => {
  it("offers three levels, none chosen, and asks for one before calling the server", async () => {
    const api = fakeApi();
    const r = await renderRecommender();
    for (const level of ["Beginner", "Intermediate", "Advanced"]) expect(r.level(level)).not.toBeChecked();
    await r.user.click(r.button());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent("Please select your experience level.");
    expect(r.level("Beginner")).toHaveFocus();
    expect(r.level("Beginner")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests).toEqual([]);
  });

  it("recommends one course per level with its reason; busy while asking; a new request clears the last", async () => {
    const api = fakeApi();
    const r = await renderRecommender();
    api.hold();
    await r.user.click(r.level("Beginner"));
    await r.user.click(r.button());
    await waitFor(() => expect(api.requests).toEqual([{ level: "Beginner" }]));
    expect(r.button()).toHaveTextContent("Finding your course…");
    expect(r.button()).toBeDisabled();
    expect(r.button()).toHaveAttribute("aria-busy", "true");
    expect(r.level("Advanced")).toBeDisabled();
    await api.release();
    const ccna = await within(r.result).findByRole("link", { name: "CCNA" });
    expect(ccna).toHaveAttribute("href", "/it-training/programs#course-ccna");
    expect(r.result).toHaveTextContent("As a beginner");
    expect(r.alert()).toBeNull();

    api.hold();
    await r.user.click(r.level("Advanced"));
    await r.user.click(r.button());
    await waitFor(() => expect(r.button()).toHaveTextContent("Finding your course…"));
    expect(r.result).toHaveTextContent("");
    await api.release();
    expect(
      await within(r.result).findByRole("link", { name: "CCIE Enterprise Infrastructure" }),
    ).toBeVisible();
    expect(r.result).toHaveTextContent("lab exam");
    expect(r.result).not.toHaveTextContent("As a beginner");
  });

  it("a failed request shows the demo's error, and a rate limit the server's wait", async () => {
    const api = fakeApi();
    const r = await renderRecommender();
    api.refuse(500, { error: "Internal" });
    await r.user.click(r.level("Intermediate"));
    await r.user.click(r.button());
    expect(await screen.findByRole("alert")).toHaveTextContent(demoErrors.recommendation);
    expect(r.button()).toHaveTextContent("Recommend a course");

    api.refuse(429, { error: aiErrors.rateLimited(30), retryAfterSeconds: 30 });
    await r.user.click(r.button());
    await waitFor(() => expect(r.alert()).toHaveTextContent(aiErrors.rateLimited(30)));
    expect(r.level("Intermediate")).toBeChecked();
  });
});

import { render, screen, within } from "@testing-library/react";
import { useLoaderData, type AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedLiveContent } from "#app/content/live/live-content.ts";
import { loader } from "#app/routes/it-training.batch-calendar.tsx";
import {
  batchCourseGroups,
  batchMonth,
  formatMonth,
  generateBatches,
} from "#common/batches/generate-batches.ts";
import { courseGroups } from "#app/content/courses.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { testBookingDesk } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { siteStub } from "#tests/route-stub.tsx";
import { BatchCalendar } from "./batch-calendar";

/**
 * The calendar of a fresh install (no content edited), from its loader with a booking desk on a
 * real database: the generated schedule, each batch of one fee bookable with the default seats.
 */
describe("the batch calendar of a fresh install", () => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  beforeEach(async () => {
    database = await testBackends[0].create();
    db = await database.open();
    store = createLeadStore(db, []);
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  async function renderCalendar() {
    const desk = testBookingDesk(db, store);
    const context = {
      liveContent: async () => seedLiveContent()(),
      bookings: desk,
    } as unknown as AppLoadContext;
    const Stub = siteStub(
      [
        {
          index: true,
          loader: (args) => loader({ ...args, context } as never),
          Component: () => <BatchCalendar {...useLoaderData<typeof loader>()} />,
        },
      ],
      context,
    );
    render(<Stub />);
    return screen.findByRole("region", {
      name: `Batches starting in ${formatMonth(batchMonth(new Date()))}`,
    });
  }

  const cardOf = (region: HTMLElement, courseId: string) =>
    region.querySelector<HTMLElement>(`li[data-batch="${courseId}"]`)!;

  it("books each generated batch of one fee, with its seats left, and words the schedule as the spec does", async () => {
    const region = await renderCalendar();
    const ccna = generateBatches(new Date(), batchCourseGroups(courseGroups)).find(
      (b) => b.courseId === "ccna",
    )!;
    const card = within(cardOf(region, "ccna"));
    expect(card.getByRole("link", { name: /^Book a seat/ })).toHaveAttribute(
      "href",
      `/it-training/book/${batchKeyOf(ccna)}`,
    );
    expect(card.getByText("20 seats left")).toBeVisible();
    expect(card.getByText(ccna.timings)).toBeVisible();
    // What only the company's own batches show stays theirs.
    expect(card.queryByText("Mode")).toBeNull();
    expect(card.queryByText("Fee")).toBeNull();
    expect(card.queryByText("Open")).toBeNull();
    expect(
      within(region).getByText(/Every batch runs in our Chennai classroom and live online/),
    ).toBeVisible();
    expect(within(region).getAllByRole("link", { name: /^Book a seat/ }).length).toBeGreaterThan(10);
  });

  it("does not book a course whose fee is a range or on request", async () => {
    const region = await renderCalendar();
    for (const courseId of ["cissp", "ccde"]) {
      const card = within(cardOf(region, courseId));
      expect(card.getByRole("link", { name: /^Add to calendar/ })).toBeVisible();
      expect(card.queryByRole("link", { name: /^Book a seat/ })).toBeNull();
      expect(card.queryByText(/seats? left/)).toBeNull();
    }
  });
});

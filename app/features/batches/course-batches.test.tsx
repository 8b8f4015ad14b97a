import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BatchSeats } from "#app/content/live/bookable.ts";
import { openBatchesOf } from "#app/features/booking/open-batches.server.ts";
import { CCNA_BATCH, CCNA_KEY, contentWith, weekAfter } from "#tests/bookings.ts";
import { CourseBatches } from "./course-batches";

const second = { ...CCNA_BATCH, startDate: weekAfter(CCNA_BATCH.startDate, 2), mode: "online" as const };
const { ccna } = openBatchesOf({ ...contentWith(), batches: [CCNA_BATCH, second] });
const secondKey = `ccna-${second.startDate}-weekend`;

/** The course card's list as the server renders it: each batch's text and its link. */
function rendered(seats?: Record<string, BatchSeats>) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <CourseBatches batches={ccna} seats={seats} /> },
  ]);
  const html = renderToString(<Stub />);
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => ({
    text: item
      .replace(/<[^>]+>/g, " ")
      .replace(/(&nbsp;|\s)+/g, " ")
      .trim(),
    href: /href="([^"]+)"/.exec(item)?.[1],
  }));
}

describe("a course's open batches", () => {
  it("each have Book a seat, with the seats left once read and the waiting list once none is left", () => {
    const live = rendered({ [CCNA_KEY]: { left: 2, full: false }, [secondKey]: { left: 0, full: true } });
    expect(live).toEqual([
      {
        text: expect.stringMatching(/Weekend · Classroom 2 seats left Book a seat/),
        href: `/it-training/book/${CCNA_KEY}`,
      },
      {
        text: expect.stringMatching(/Weekend · Online Full Full — join the waiting list/),
        href: `/it-training/book/${secondKey}`,
      },
    ]);
  });

  it("say no count before it is read: the prerendered page is not to show an old one", () => {
    expect(rendered().map((b) => b.text)).toEqual([
      expect.stringMatching(/Weekend · Classroom Book a seat/),
      expect.stringMatching(/Weekend · Online Book a seat/),
    ]);
  });
});

import { act, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { expect, test } from "vitest";
import { useEmblaOnDemand } from "./use-embla-on-demand";

const SLIDE_PX = 300;
const OPTIONS = { loop: false, duration: 10 };

/** happy-dom lays nothing out: give the viewport and its slides the sizes Embla measures. */
function sized(element: HTMLElement | null, left = 0) {
  if (!element) return;
  for (const [name, value] of Object.entries({
    offsetWidth: SLIDE_PX,
    offsetHeight: 200,
    offsetLeft: left,
    offsetTop: 0,
  }))
    Object.defineProperty(element, name, { configurable: true, value });
}

let embla: ReturnType<typeof useEmblaOnDemand>["api"];
let start: { current: number } = { current: 0 };

function Carousel() {
  const current = useRef(1);
  start = current;
  const { viewportRef, api, prepare } = useEmblaOnDemand(OPTIONS, current);
  embla = api;
  return (
    <div
      ref={(node) => {
        sized(node);
        viewportRef(node);
      }}
    >
      <div ref={(node) => sized(node)}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} ref={(node) => sized(node, i * SLIDE_PX)} style={{ margin: 0 }}>
            Slide {i + 1}
          </div>
        ))}
      </div>
      <button type="button" onClick={prepare}>
        Start
      </button>
    </div>
  );
}

test("Embla starts on the slide the carousel shows, and that slide follows Embla's own moves at once", async () => {
  render(<Carousel />);
  act(() => screen.getByRole("button", { name: "Start" }).click());
  await waitFor(() => expect(embla).toBeDefined());
  expect(embla!.selectedScrollSnap()).toBe(1);
  // A move made through Embla before the carousel's effects have seen it (a tap in between).
  embla!.scrollTo(3);
  expect(start.current).toBe(3);
});

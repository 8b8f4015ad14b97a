/**
 * Before the page is live, the comparison's boxes are plain checkboxes: a fourth could be
 * ticked, and the bar's count (a CSS counter, app/app.css) would read "4 of 3". This script, in
 * the page's HTML beside the boxes, refuses a box ticked past the limit as the live page does
 * (there the others are disabled), and marks it data-refused until a box is changed again, so
 * that CSS shows the limit's hint. Once the page is live it does nothing. Plain, self-contained
 * code: it is sent as its own source text, minified (vite.config.ts).
 */
export default function refuseBoxesPastLimit(max: number) {
  addEventListener(
    "click",
    (event) => {
      const box = event.target as HTMLInputElement;
      if (document.documentElement.dataset.hydrated || !box.matches?.("[data-compare-box]")) return;
      const boxes = [...document.querySelectorAll<HTMLInputElement>("[data-compare-box]")];
      boxes.forEach((other) => other.removeAttribute("data-refused"));
      if (boxes.filter((other) => other.checked).length > max) {
        // Cancelling the click puts the box back as it was.
        event.preventDefault();
        box.setAttribute("data-refused", "");
      }
    },
    true,
  );
}

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { images } from "#app/content/images.ts";
import { ResponsiveImage } from "./responsive-image";

/** The attributes of the one <img>, and the style of its <picture>. */
function render(props: { priority?: boolean; eager?: boolean }) {
  const html = renderToString(<ResponsiveImage image={images.heroAi} sizes="100vw" {...props} />);
  const attribute = (tag: string, name: string) =>
    new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`, "i").exec(html)?.[1] ?? null;
  return {
    loading: attribute("img", "loading"),
    fetchPriority: attribute("img", "fetchPriority"),
    pictureStyle: attribute("picture", "style"),
  };
}

describe("ResponsiveImage", () => {
  it("by default waits until it nears the screen: lazy, and skipped by the browser until then", () => {
    expect(render({})).toEqual({
      loading: "lazy",
      fetchPriority: "auto",
      pictureStyle: expect.stringContaining("content-visibility:auto"),
    });
  });

  it("with priority (the LCP image) loads with the page, ahead of the rest", () => {
    expect(render({ priority: true })).toEqual({
      loading: "eager",
      fetchPriority: "high",
      pictureStyle: null,
    });
  });

  it("eager (an image a tap puts on screen) loads at once, at normal priority", () => {
    expect(render({ eager: true })).toEqual({ loading: "eager", fetchPriority: "auto", pictureStyle: null });
  });
});

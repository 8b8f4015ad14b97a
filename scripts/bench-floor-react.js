// The smallest React page bench:web measures: React hydrating the blank page's two lines.
import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";

hydrateRoot(
  globalThis.document.getElementById("root"),
  h("main", null, h("h1", null, "Blank"), h("p", null, "Two lines of text.")),
);

/**
 * A calendar file's link answers its tap with the file, which comes over the network: on a
 * phone, a few hundred ms later. This script, in the page's HTML, marks the link tapped
 * (data-fetching) at once, live or not, for about as long as the file takes on a slow line, and
 * CSS draws a spinner in place of its label until then (app/app.css). The file itself is the
 * browser's own download: fetched by the page, it waited behind the page's modules, which the
 * same tap asks for, and came 300 ms later. Plain, self-contained code: it is sent as its own
 * source text, minified (vite.config.ts).
 */
export default function showFileComing(ms: number) {
  addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.("a[data-file-link]");
      if (!link) return;
      link.setAttribute("data-fetching", "");
      setTimeout(() => link.removeAttribute("data-fetching"), ms);
    },
    true,
  );
}

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { transform } from "esbuild";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const rootRoute = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
/** The public pages' frame: header, footer, floating buttons. */
const siteFrame = fileURLToPath(new URL("./app/routes/site-frame.tsx", import.meta.url));
/** The page header, on every public page but the home page: one request fewer on each. */
const pageHeader = "./app/components/site/page-header.tsx";
/** The inputs' look, shared by the contact form (on many pages) and the admin: no file of its own. */
const controlStyles = "./app/components/ui/control-styles.ts";
/** React DOM's shared part (preload, portals), which the client entry's React DOM also imports. */
const reactDomShared = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/;

/**
 * Every public page loads the root route, the site's frame and all they import, so they travel
 * as one chunk ("site") instead of a dozen small files, each with its own request, headers and
 * gzip overhead. The inbox loads it too, for the React and React Router in it: a frame chunk of
 * its own, which the inbox would skip, measured 1 KB more on every public page (two smaller
 * files compress worse than one). The client entry stays apart: it starts hydration when it
 * runs, which must come after the page's route modules, and those import from "site".
 */
const siteChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  siteModules ??= staticClosure(
    [...getModuleIds()].filter((m) => [rootRoute, siteFrame].includes(m.split("?")[0])),
    getModuleInfo,
  );
  return siteModules.has(id) || reactDomShared.test(id) || extraSiteModules.includes(id) ? "site" : undefined;
};
let siteModules: Set<string> | undefined;
const extraSiteModules = [pageHeader, controlStyles].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

function staticClosure(start: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const ownDirs = ["./app/", "./common/"].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
/**
 * Our modules (app/ and common/) do nothing on import that the browser relies on, so a module whose exports the
 * browser never uses is left out of its bundle, even when it runs code at the top (a `lazy()`,
 * a `.map()` over content). That is how a section the server renders in full and the browser
 * loads on demand (hydrateWhenVisible) keeps its code out of the page's first JavaScript.
 */
const appModuleSideEffects = (id: string) =>
  !ownDirs.some((dir) => id.startsWith(dir)) || /\.css($|\?)/.test(id);

/**
 * `import source from "./file.ts?script"`: the file's default-exported function as minified source
 * text, for an inline script, which travels in every page (app/lib/early-events.ts).
 */
const scriptSource: Plugin = {
  name: "script-source",
  async load(id) {
    const [file, query] = id.split("?");
    if (query !== "script") return null;
    const { code } = await transform(await readFile(file, "utf8"), { loader: "ts", minify: true });
    const source = code.trim().replace(/^export default /, "");
    if (!source.startsWith("function"))
      throw new Error(`${file}: its default export is no function declaration`);
    return `export default ${JSON.stringify(source)};`;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), scriptSource],
  build: isSsrBuild
    ? {}
    : {
        // Read by the server: the chunks each page may load on demand (server/http/lazy-modules.ts).
        manifest: true,
        rollupOptions: {
          treeshake: { moduleSideEffects: appModuleSideEffects },
          output: { manualChunks: siteChunk },
        },
      },
}));

/**
 * Which way imports may point (npm run check:layers).
 *
 * - common/  code the browser and the server both run: imports neither app/ nor server/.
 * - server/  imports common/ and app/content (the site's text), never the rest of app/.
 * - app/     browser code imports only types from server/ (`import type`). Files named
 *            *.server.ts(x) (route actions and loaders, entry.server.tsx) run only on the server
 *            and may import server/ values; so may tests, which are never bundled.
 * - tests/   fakes, test databases and fixtures: only tests and scripts import them.
 * - No module imports itself through others (no-circular).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "common-stands-alone",
      comment: "common/ is run by the browser and the server: it must not import either side.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-uses-only-content-from-app",
      comment: "server/ may import app/content, nothing else in app/: move shared code to common/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
    {
      name: "browser-takes-only-types-from-server",
      comment:
        "app/ code that reaches the browser imports only types from server/ (`import type`); " +
        "server-only code there is named *.server.ts(x).",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.(server|test)\\.tsx?$" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shipped-code-without-test-helpers",
      comment: "tests/ holds fakes and fixtures: shipped code must not import them.",
      severity: "error",
      from: { path: "^(app|common|server)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "no-circular",
      comment:
        "Modules that import each other, even through a dynamic import(), load in an order that " +
        "depends on who came first: put what both need in a module of its own. A type-only " +
        "import is gone once compiled, so a circle through one loads nothing.",
      severity: "error",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ["type-only"],
        viaOnly: { dependencyTypesNot: ["type-only"] },
      },
    },
    {
      name: "imports-resolve",
      comment:
        "An import depcruise cannot resolve escapes these rules: fix the path or the alias. " +
        "(./+types/* are React Router's generated route types, found through tsconfig rootDirs.)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^\\./\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|build-[^/]*|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};

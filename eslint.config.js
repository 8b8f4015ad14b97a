import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` stays in the output as `import {}`: a real import (see .dependency-cruiser.cjs).
      "@typescript-eslint/no-import-type-side-effects": "error",
      // Same folder or below: "./x"; anywhere else: an alias from package.json imports (#app/…, #server/…).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*", "~/*"],
              message: "Import with #app/, #common/, #server/, #tests/ or #scripts/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Unit test files share their worker's modules (vitest.config.ts): a vi.mock there would not
    // replace a module another file has loaded. A file that mocks goes in MOCKS_MODULES.
    files: ["**/*.test.{ts,tsx}"],
    ignores: ["server/admin/password.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "vi", property: "mock", message: "Add this file to MOCKS_MODULES in vitest.config.ts." },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);

import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-ssr",
      ".e2e",
      "data",
      "test-results",
      "playwright-report",
      "src/routeTree.gen.ts",
      "public/mockServiceWorker.js",
      "public/forms/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The API contract is shared with the browser bundle: it may import valibot only (its tests run in Node).
    files: ["api/contract/**/*.ts"],
    ignores: ["api/contract/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!valibot$)(?!\\./)(?!\\.\\./contract/).*",
              message: "Contracts import valibot only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code never reaches into the server, except the shared contract and types.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+api/(?!contract/|app$|client-types$)",
              message: "The browser may import only api/contract and the app type.",
            },
          ],
        },
      ],
    },
  },
);

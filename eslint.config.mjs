import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaries } from "./eslint.boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules",
      "web/build",
      "web/.react-router",
      "functions/lib",
      "emulator-data",
      "test-results",
      "playwright-report",
      ".runtime",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      "scripts/**/*.mjs",
      "test-support/**/*.mjs",
      "web/scripts/**/*.mjs",
      "functions/**/*.ts",
      "tests/**/*.ts",
      "*.config.*",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // One-way imports between layers, no feature importing another, no reaching into another's CSS module.
    files: ["web/app/**/*.{ts,tsx}", "functions/src/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/one-way": "error" },
  },
  {
    // No import cycle among the functions' modules (type-only imports count).
    files: ["functions/src/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/no-cycle": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);

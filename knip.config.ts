// Dead-code check run by `npm test` (`npx knip`): unused files, exports, dependencies.
import type { KnipConfig } from "knip";
import { DEPLOYED } from "./functions/src/deployed";

/**
 * The modules that declare the deployed functions: the functions' entry points. functions/src/index.ts loads them by
 * the path functions/src/deployed.ts gives (docs/decisions/0013-functions-load-what-they-use.md), which knip cannot
 * follow, so they are named here from that list.
 */
const deployedModules = [...new Set(Object.values(DEPLOYED).map(({ module }) => `src/${module}.ts`))];

export default {
  $schema: "https://unpkg.com/knip@6/schema.json",
  // Java runs the W3C Nu HTML checker (vnu-jar) and the official Firestore emulator where present.
  ignoreBinaries: ["java", "gcloud"],
  // Vitest's web project resolves its setup file from its own root; React Router's typegen writes ./+types/* (npm test
  // runs knip beside the typecheck, which may not have generated them yet).
  ignoreUnresolved: ["^\\./test-utils/setup\\.ts$", "^\\./\\+types/"],
  // A module may export what it also uses itself (a type its props name, a message its tests check).
  ignoreExportsUsedInFile: true,
  workspaces: {
    ".": {
      entry: [
        "scripts/**/*.mjs",
        "scripts/**/*.test.ts",
        "test-support/**/*.test.mjs",
        "tests/**/*.ts",
        "*.config.{ts,mjs}",
        "*.test.mjs",
      ],
      project: ["scripts/**/*.mjs", "test-support/**/*.mjs", "tests/**/*.ts", "*.{ts,mjs}"],
      // Used by path, not import: the Nu checker's jar (scripts/check-html.mjs).
      ignoreDependencies: ["vnu-jar"],
    },
    functions: {
      entry: ["src/**/*.test.ts", ...deployedModules],
      project: ["src/**/*.ts"],
    },
    web: {
      entry: [
        "app/routes/**/*.tsx",
        "app/**/*.test.{ts,tsx}",
        "scripts/**/*.{ts,mjs,js}",
        "e2e/**/*.ts",
        "test-utils/**/*.{ts,tsx}",
      ],
      project: ["app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs,js}", "e2e/**/*.ts", "test-utils/**/*.{ts,tsx}"],
      paths: {
        "@domain": ["../functions/src/domain/index.ts"],
        "@domain/*": ["../functions/src/domain/*"],
        "@fixtures": ["../functions/src/testing/fixtures.ts"],
      },
      // react-router-dom: the product's chosen router package; the app imports its core, react-router, which it
      // re-exports. (jsdom, the web tests' Vitest environment, is imported by the page snapshots, web/e2e.)
      ignoreDependencies: ["react-router-dom"],
    },
  },
} satisfies KnipConfig;

import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { theme } from "./app/theme";
import { mantineStyles } from "./scripts/mantine-styles";
import { keepServerBuild } from "./scripts/render-kit-plugin";
import { rootCssOnce } from "./scripts/root-css-once";

const domain = fileURLToPath(new URL("../functions/src/domain", import.meta.url));
const app = fileURLToPath(new URL("./app", import.meta.url));

/** The components of the shell chunk: every folder of app/components but those named (see `groups` below). */
const SHELL =
  /\/app\/components\/(?!MantineRoot\/|Notifications\/|LoadError\/|LoadingState\/|fields\/|LeadForm\/|HoneypotField\/)/;

/** The schemas of the forms and of the visit's source, with valibot (see `groups` below). */
const SCHEMAS = /\/node_modules\/valibot\/|\/domain\/(forms|source)\.ts$/;

/** The chunks the booking pages import after their first paint (see `modulePreload` below). */
const SCHEDULER_CHUNK = /\/(BookingScreens|ContactScheduler)-[\w-]+\.js$/;

export default defineConfig({
  // Only the Mantine component styles the app uses, and the theme's CSS variables (app/root.tsx imports them as
  // virtual:mantine-styles.css). A lazy chunk does not load the root route's stylesheets again (scripts/root-css-once.ts).
  // The server build the pages were prerendered with stays in build/render/ for publishing (scripts/render-kit.ts).
  plugins: [
    mantineStyles(app, theme),
    keepServerBuild(fileURLToPath(new URL("./build/render", import.meta.url))),
    reactRouter(),
    rootCssOnce(/\/app\/root\.tsx(\?|$)/),
  ],
  resolve: {
    alias: [
      { find: /^@domain$/, replacement: `${domain}/index.ts` },
      { find: /^@domain\//, replacement: `${domain}/` },
    ],
  },
  build: {
    modulePreload: {
      // The booking scheduler's chunk (BookingScreens, ContactScheduler) is imported after the first paint; Vite's
      // preload helper would add a `<link rel="modulepreload">` for each of its ~10 dependencies in one task, and each
      // added link starts a request from script, a long task on a phone (Total Blocking Time, issue 32). The browser
      // fetches the chunk's own imports as it loads it; only its stylesheets are still added by the helper.
      resolveDependencies: (file, deps) => (SCHEDULER_CHUNK.test(file) ? deps.filter((dep) => dep === file) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site shell and the marketing building blocks in one chunk, so a marketing page's first paint waits
          // for one stylesheet of theirs instead of one per shared chunk. What imports Mantine stays out (its root and
          // notifications, the staff screens' LoadError and LoadingState): only the pages that use them load Mantine's
          // code (docs/decisions/0005). The form controls (fields, LeadForm with the visit beacon's form-start call,
          // the honeypot) stay out too: only the form and booking pages load them, with the forms' schemas and valibot
          // in one chunk of their own (one request, not three).
          groups: [
            { name: "shell", test: SHELL },
            { name: "schemas", test: SCHEMAS },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});

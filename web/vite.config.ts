import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { theme } from "./app/theme";
import { mantineStyles } from "./scripts/mantine-styles";

const domain = fileURLToPath(new URL("../functions/src/domain", import.meta.url));
const app = fileURLToPath(new URL("./app", import.meta.url));

/** The components of the shell chunk: every folder of app/components but those named (see `groups` below). */
const SHELL = /\/app\/components\/(?!MantineRoot\/|Notifications\/|LoadError\/|LoadingState\/|fields\/|LeadForm\/)/;

export default defineConfig({
  // Only the Mantine component styles the app uses, and the theme's CSS variables (app/root.tsx imports them as
  // virtual:mantine-styles.css).
  plugins: [mantineStyles(app, theme), reactRouter()],
  resolve: {
    alias: [
      { find: /^@domain$/, replacement: `${domain}/index.ts` },
      { find: /^@domain\//, replacement: `${domain}/` },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site shell and the marketing building blocks in one chunk, so a marketing page's first paint waits
          // for one stylesheet of theirs instead of one per shared chunk. What imports Mantine stays out (its root and
          // notifications, the staff screens' LoadError and LoadingState): only the pages that use them load Mantine's
          // code (docs/decisions/0005). The form controls (fields, LeadForm, with the visit beacon's form-start call)
          // stay out too: only the form and booking pages load them.
          groups: [{ name: "shell", test: SHELL }],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});

import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { theme } from "./app/theme";
import { mantineStyles } from "./scripts/mantine-styles";

const domain = fileURLToPath(new URL("../functions/src/domain", import.meta.url));
const app = fileURLToPath(new URL("./app", import.meta.url));

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
          // for one stylesheet of theirs instead of one per shared chunk. Mantine's root and notifications stay out:
          // only the Mantine pages load them (docs/decisions/0005).
          groups: [{ name: "shell", test: /\/app\/components\/(?!MantineRoot\/|Notifications\/)/ }],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});

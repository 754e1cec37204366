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
      { find: /^~\//, replacement: `${app}/` },
    ],
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});

import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const domain = fileURLToPath(new URL("../functions/src/domain", import.meta.url));
const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: [
      { find: /^@domain$/, replacement: `${domain}/index.ts` },
      { find: /^@domain\//, replacement: `${domain}/` },
      { find: /^~\//, replacement: `${app}/` },
    ],
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
});

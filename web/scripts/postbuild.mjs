// After `react-router build`: Hosting serves `404.html` with status 404 for any path it has no file for.
import { copyFile, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const client = new URL("../build/client/", import.meta.url);
await copyFile(new URL("404/index.html", client), new URL("404.html", client));
await rm(new URL("404", client), { recursive: true });
// React Router's SPA fallback: every page is prerendered and Hosting has no rewrite to it (web/scripts/hosting.test.ts).
await rm(new URL("__spa-fallback.html", client), { force: true });
console.log("postbuild: wrote build/client/404.html");

// The render kit (scripts/render-kit.ts, docs/content.md): one plain ES module next to the server build that the
// Vite plugin kept in build/render/server; its packages (react-router, valibot, …) stay imports from node_modules.
const domain = fileURLToPath(new URL("../../functions/src/domain", import.meta.url));
await build({
  configFile: false,
  root: fileURLToPath(new URL("..", import.meta.url)),
  logLevel: "warn",
  mode: "production",
  publicDir: false,
  resolve: {
    alias: [
      { find: /^@domain$/, replacement: `${domain}/index.ts` },
      { find: /^@domain\//, replacement: `${domain}/` },
    ],
  },
  build: {
    ssr: fileURLToPath(new URL("./render-kit.ts", import.meta.url)),
    outDir: fileURLToPath(new URL("../build/render", import.meta.url)),
    emptyOutDir: false,
    target: "node20",
    minify: false,
    rolldownOptions: { output: { entryFileNames: "index.js" } },
  },
});
console.log("postbuild: wrote build/render/index.js (the render kit)");

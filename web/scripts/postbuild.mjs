// After `react-router build`: Hosting serves `404.html` with status 404 for any path it has no file for.
import { copyFile, rm } from "node:fs/promises";

const client = new URL("../build/client/", import.meta.url);
await copyFile(new URL("404/index.html", client), new URL("404.html", client));
await rm(new URL("404", client), { recursive: true });
// React Router's SPA fallback: every page is prerendered and Hosting has no rewrite to it (web/scripts/hosting.test.ts).
await rm(new URL("__spa-fallback.html", client), { force: true });
console.log("postbuild: wrote build/client/404.html");

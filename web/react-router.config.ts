import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { pages, NOT_FOUND_PRERENDER_PATH } from "./app/pages";
import { finishBuild } from "./scripts/build-end";

// Every public page is prerendered to static HTML that already holds its content; client-only pages (sign-in,
// dashboard) are served by the SPA fallback through a scoped Hosting rewrite. After prerendering, the registry writes
// sitemap.xml and robots.txt, and hydration moves after the first paint (scripts/build-end.ts).
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...pages.filter((page) => page.prerender).map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
  buildEnd: ({ reactRouterConfig }) => finishBuild(join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;

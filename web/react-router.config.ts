import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { pages, NOT_FOUND_PRERENDER_PATH } from "./app/pages";
import { finishBuild } from "./scripts/build-end";

// Every page of the registry is prerendered to static HTML that already holds its content; sign-in and the dashboard
// as a shell (header, footer, page frame, the sign-in form) whose data comes after sign-in. So Hosting needs no
// rewrite (web/scripts/hosting.test.ts checks firebase.json has none). After prerendering, the registry writes
// sitemap.xml and robots.txt, and hydration moves after the first paint (scripts/build-end.ts).
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...pages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
  buildEnd: ({ reactRouterConfig }) => finishBuild(join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;

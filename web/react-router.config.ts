import type { Config } from "@react-router/dev/config";
import { pages, NOT_FOUND_PRERENDER_PATH } from "./app/pages";

// Every public page is prerendered to static HTML that already holds its content; client-only
// pages (sign-in, dashboard) are served by the SPA fallback through a scoped Hosting rewrite.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...pages.filter((page) => page.prerender).map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;

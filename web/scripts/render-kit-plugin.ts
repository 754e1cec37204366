import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Keeps React Router's server build for the render kit (web/scripts/render-kit.ts, docs/content.md): with `ssr: false`
 * React Router prerenders every page with it and then deletes it. This copies it to `<renderDir>/server` as soon as it
 * is written, before React Router's own `writeBundle` prerenders and removes it, so publishing renders a page with
 * the very code the build prerendered it with.
 */
export function keepServerBuild(renderDir: string): Plugin {
  return {
    name: "render-kit:keep-server-build",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      async handler(options) {
        if (!this.environment.config.build.ssr || !options.dir) return;
        const target = join(renderDir, "server");
        await rm(target, { recursive: true, force: true });
        await cp(options.dir, target, { recursive: true, filter: (source) => !source.endsWith(".css") });
      },
    },
  };
}

import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Mantine's stylesheet with only the components the app uses, instead of the whole `@mantine/core/styles.css`
 * (~250 KB): the global styles, then each used component's file from `@mantine/core/styles/` (see
 * https://mantine.dev/styles/css-files-list), in the order `styles.css` has them so the cascade is unchanged.
 *
 * "Used" is every component reachable from a named import of a Mantine package in `appDir`, through Mantine's own
 * module graph (Button brings UnstyledButton and Loader). A component's class names live in `X.module.mjs`, its rules
 * in `styles/X.css`.
 */
export function mantineStylesheet(appDir: string): { css: string; components: string[] } {
  const require = createRequire(join(appDir, "package.json"));
  const packageDir = (pkg: string) => {
    const entry = require.resolve(pkg);
    return entry.slice(0, entry.lastIndexOf(`/node_modules/${pkg}/`) + `/node_modules/${pkg}`.length);
  };
  const coreDir = packageDir("@mantine/core");
  const packageIndex = new Map<string, Map<string, string>>();

  /** Export name → module file of a Mantine package's ESM entry. */
  const exportsOf = (pkg: string) => {
    let index = packageIndex.get(pkg);
    if (index) return index;
    const entry = join(packageDir(pkg), "esm/index.mjs");
    index = new Map();
    for (const [, names, from] of readFileSync(entry, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      for (const name of names!.split(","))
        index.set(name.trim().split(/\s+as\s+/)[0]!, resolve(dirname(entry), from!));
    }
    packageIndex.set(pkg, index);
    return index;
  };

  const queue: string[] = [];
  const importsFrom = (source: string) => {
    for (const [, names, pkg] of source.matchAll(
      /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/[a-z]+)["']/g,
    )) {
      for (const raw of names!.split(",")) {
        const name = raw
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        const file = name && exportsOf(pkg!).get(name);
        if (file) queue.push(file);
      }
    }
  };

  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) importsFrom(readFileSync(path, "utf8"));
    }
  };
  walk(appDir);

  const seen = new Set<string>();
  const components = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    const component = /\/([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
    if (component && file.startsWith(coreDir)) components.add(component);
    for (const [, from] of source.matchAll(/from\s*"(\.{1,2}\/[^"]+\.mjs)"/g))
      queue.push(resolve(dirname(file), from!));
    importsFrom(source);
  }

  const full = readFileSync(join(coreDir, "styles.css"), "utf8");
  const stylesOf = (name: string) => readFileSync(join(coreDir, "styles", `${name}.css`), "utf8");
  const ordered = [...components]
    .map((name) => {
      const css = stylesOf(name);
      const position = full.indexOf(css.trim().slice(0, 400));
      if (position < 0) throw new Error(`mantine-styles: cannot place styles/${name}.css within styles.css`);
      return { name, css, position };
    })
    .sort((a, b) => a.position - b.position);

  const css = [
    ...["baseline", "default-css-variables", "global"].map(stylesOf),
    ...ordered.map(({ name, css }) => `/* ${name} */\n${css}`),
  ].join("\n");
  return { css, components: ordered.map(({ name }) => name) };
}

const VIRTUAL_ID = "virtual:mantine-styles.css";
const RESOLVED_ID = "/__mantine-styles.css";

/**
 * Serves {@link mantineStylesheet} as `virtual:mantine-styles.css` (imported once, by app/root.tsx). The build fails
 * if Mantine code it bundles has styles the stylesheet lacks, so a missing component never ships unstyled.
 */
export function mantineStyles(appDir: string): Plugin {
  let stylesheet: ReturnType<typeof mantineStylesheet> | undefined;
  const current = () => (stylesheet ??= mantineStylesheet(appDir));
  return {
    name: "mantine-styles",
    enforce: "pre",
    buildStart() {
      stylesheet = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? current().css : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const component = /@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/.exec(id)?.[1];
          if (component && module.renderedLength > 0 && !current().components.includes(component)) {
            this.error(`mantine-styles: ${component} is bundled but its styles are missing from ${VIRTUAL_ID}`);
          }
        }
      }
    },
    handleHotUpdate({ file, server, modules }) {
      if (!file.startsWith(appDir) || !/\.tsx?$/.test(file)) return;
      stylesheet = undefined;
      const virtual = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (!virtual) return;
      server.moduleGraph.invalidateModule(virtual);
      return [...modules, virtual];
    },
  };
}

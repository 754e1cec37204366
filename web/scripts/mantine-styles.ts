import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from "@mantine/core";
import type { Plugin } from "vite";
import { pages } from "../app/pages";

/**
 * Mantine's stylesheet with only the components the app uses, instead of the whole `@mantine/core/styles.css`
 * (~250 KB), in three parts: the global styles and variables every page needs, the files of the components the patent
 * checkout uses (with the Launch page's checkout), and those only sign-in and the dashboard add (each a file from `@mantine/core/styles/`, see
 * https://mantine.dev/styles/css-files-list, in the order `styles.css` has them so the cascade is unchanged).
 *
 * "Used" is every component reachable from a named import of a Mantine package in `appDir`, through Mantine's own
 * module graph (Button brings UnstyledButton and Loader). A component's class names live in `X.module.mjs`, its rules
 * in `styles/X.css`.
 */
export interface MantineStylesheet {
  /** Mantine's baseline, its light-scheme variables, its global styles and the theme's variables: every page. */
  base: string;
  /** The styles of the components checkout uses (and admin shares): every page of the Mantine layout loads them. */
  componentStyles: string;
  /**
   * The styles of the components only the staff pages use and render before sign-in (sign-in, the invitation page,
   * the dashboard's frame): what their route modules reach through static imports (`staffOnlySources`). Render-blocking
   * on those pages.
   */
  adminStyles: string;
  /**
   * The styles of the components only the signed-in dashboard adds (its tables, tabs, drawers, modals): loaded with its
   * lazy chunk (`routes/dashboard.frame.tsx`), so sign-in and the invitation page do not wait for them.
   */
  dashboardStyles: string;
  /** Every used component, in Mantine's order. */
  components: string[];
  adminComponents: string[];
  dashboardComponents: string[];
}

/** The route modules of the pages marked `staff` in the registry (sign-in, dashboard), relative to the app folder. */
export const STAFF_PAGE_FILES = pages.filter((page) => page.staff).map((page) => page.file);

const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;
const STATIC_LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The app's own modules `entries` reach through relative imports, the entries included: static and dynamic ones, or
 * with `staticOnly` what loads with the entries themselves (no `import(…)`).
 */
export function reachableModules(entries: string[], { staticOnly = false } = {}): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(staticOnly ? STATIC_LOCAL_IMPORT : LOCAL_IMPORT)) {
      const base = resolve(dirname(file), specifier!);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (found) queue.push(found);
    }
  }
  return seen;
}

/**
 * Sources that only the staff pages load: what their route modules reach and no other entry (root, layouts, the other
 * pages) does. The components only they use go to `adminStyles`, so the checkout page does not block its first paint
 * on the dashboard's tables, tabs and drawers.
 */
export function staffOnlySources(appDir: string, sources: string[]): Set<string> {
  const staffFiles = new Set(STAFF_PAGE_FILES.map((file) => join(appDir, file)));
  const staff = reachableModules([...staffFiles]);
  const otherEntries = sources.filter(
    (path) => !staffFiles.has(path) && (/\.page\.tsx$|\.layout\.tsx$/.test(path) || path === join(appDir, "root.tsx")),
  );
  const shared = reachableModules(otherEntries);
  return new Set([...staff].filter((path) => !shared.has(path)));
}

export function mantineStylesheet(appDir: string, theme: MantineThemeOverride = {}): MantineStylesheet {
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

  /** Mantine module files named by the imports of `source`. */
  const importedModules = (source: string) => {
    const files: string[] = [];
    for (const [, names, pkg] of source.matchAll(
      /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/[a-z]+)["']/g,
    )) {
      for (const raw of names!.split(",")) {
        const name = raw
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        const file = name && exportsOf(pkg!).get(name);
        if (file) files.push(file);
      }
    }
    return files;
  };

  /** The core components reachable from `sources` through Mantine's own module graph. */
  const componentsUsedBy = (sources: string[]) => {
    const queue = sources.flatMap((path) => importedModules(readFileSync(path, "utf8")));
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
      queue.push(...importedModules(source));
    }
    return components;
  };

  const sources = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const adminSources = staffOnlySources(appDir, sources);
  const isAdmin = (path: string) => adminSources.has(path);
  const shared = componentsUsedBy(sources.filter((path) => !isAdmin(path)));
  const adminOnly = [...componentsUsedBy(sources.filter(isAdmin))].filter((name) => !shared.has(name));
  // What the staff pages render before sign-in: their route modules' static imports. The rest (the dashboard's lazy
  // chunk and its tabs) builds on these or on the shared ones, so loading after them keeps Mantine's order.
  const staffPages = reachableModules(
    STAFF_PAGE_FILES.map((file) => join(appDir, file)),
    { staticOnly: true },
  );
  const beforeSignIn = componentsUsedBy([...staffPages].filter(isAdmin));
  const staffPageOnly = adminOnly.filter((name) => beforeSignIn.has(name));
  const dashboardOnly = adminOnly.filter((name) => !beforeSignIn.has(name));

  const full = readFileSync(join(coreDir, "styles.css"), "utf8");
  const stylesOf = (name: string) => readFileSync(join(coreDir, "styles", `${name}.css`), "utf8");
  const ordered = (names: Iterable<string>) =>
    [...names]
      .map((name) => {
        const css = stylesOf(name);
        const position = full.indexOf(css.trim().slice(0, 400));
        if (position < 0) throw new Error(`mantine-styles: cannot place styles/${name}.css within styles.css`);
        return { name, css, position };
      })
      .sort((a, b) => a.position - b.position);
  const stylesheet = (entries: ReturnType<typeof ordered>) =>
    entries.map(({ name, css }) => `/* ${name} */\n${css}`).join("\n");

  return {
    base: [stylesOf("baseline"), lightSchemeOnly(stylesOf("default-css-variables")), stylesOf("global")]
      .concat(themeVariables(theme))
      .join("\n"),
    componentStyles: stylesheet(ordered(shared)),
    adminStyles: stylesheet(ordered(staffPageOnly)),
    dashboardStyles: stylesheet(ordered(dashboardOnly)),
    components: ordered([...shared, ...adminOnly]).map(({ name }) => name),
    adminComponents: ordered(staffPageOnly).map(({ name }) => name),
    dashboardComponents: ordered(dashboardOnly).map(({ name }) => name),
  };
}

/** Mantine's default variables without the dark scheme's block: the site is light only (`root.tsx`). */
export function lightSchemeOnly(css: string): string {
  const dark = /:root\[data-mantine-color-scheme='dark'\][^{]*\{[^}]*\}/;
  if (!dark.test(css)) throw new Error("mantine-styles: the dark-scheme variables of default-css-variables.css moved");
  return css.replace(dark, "");
}

/**
 * The CSS variables MantineProvider would write into a `<style>` tag for `theme` (colours, fonts, headings), as static
 * CSS: the marketing pages render no MantineProvider, and the pages that do pass `withCssVariables={false}`. Like the
 * provider, it leaves out what Mantine's default-css-variables.css already says.
 */
export function themeVariables(theme: MantineThemeOverride): string {
  const resolve = (override: MantineThemeOverride) =>
    (defaultCssVariablesResolver as CSSVariablesResolver)(mergeMantineTheme(DEFAULT_THEME, override));
  const ours = resolve(theme);
  const defaults = resolve({});
  const changed = (scope: keyof typeof ours) => {
    const before: Record<string, string> = defaults[scope];
    return Object.fromEntries(Object.entries(ours[scope]).filter(([name, value]) => before[name] !== value));
  };
  return convertCssVariables({ variables: changed("variables"), light: changed("light"), dark: {} }, ":root");
}

const VIRTUAL_ID = "virtual:mantine-styles.css";
const RESOLVED_ID = "/__mantine-styles.css";
const COMPONENTS_VIRTUAL_ID = "virtual:mantine-components.css";
const COMPONENTS_RESOLVED_ID = "/__mantine-components.css";
const ADMIN_VIRTUAL_ID = "virtual:mantine-admin.css";
const ADMIN_RESOLVED_ID = "/__mantine-admin.css";
const DASHBOARD_VIRTUAL_ID = "virtual:mantine-dashboard.css";
const DASHBOARD_RESOLVED_ID = "/__mantine-dashboard.css";

/**
 * Serves {@link mantineStylesheet}: `virtual:mantine-styles.css` (the base, imported by app/root.tsx),
 * `virtual:mantine-components.css` (the components' styles, imported by components/MantineRoot) and
 * `virtual:mantine-admin.css` (what only the staff pages add before sign-in, imported by their routes) and
 * `virtual:mantine-dashboard.css` (what the signed-in dashboard adds, imported by its lazy chunk), so a marketing
 * page's render-blocking CSS holds no form styles, a form page's none of the dashboard's, and sign-in's none of the
 * dashboard's tables and drawers. The build fails if Mantine
 * code it bundles has styles none of them has, so a missing component never ships unstyled.
 */
export function mantineStyles(appDir: string, theme: MantineThemeOverride): Plugin {
  let stylesheet: ReturnType<typeof mantineStylesheet> | undefined;
  const current = () => (stylesheet ??= mantineStylesheet(appDir, theme));
  return {
    name: "mantine-styles",
    enforce: "pre",
    buildStart() {
      stylesheet = undefined;
    },
    resolveId(id) {
      return (
        {
          [VIRTUAL_ID]: RESOLVED_ID,
          [COMPONENTS_VIRTUAL_ID]: COMPONENTS_RESOLVED_ID,
          [ADMIN_VIRTUAL_ID]: ADMIN_RESOLVED_ID,
          [DASHBOARD_VIRTUAL_ID]: DASHBOARD_RESOLVED_ID,
        }[id] ?? null
      );
    },
    load(id) {
      if (id === RESOLVED_ID) return current().base;
      if (id === COMPONENTS_RESOLVED_ID) return current().componentStyles;
      if (id === ADMIN_RESOLVED_ID) return current().adminStyles;
      return id === DASHBOARD_RESOLVED_ID ? current().dashboardStyles : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const component = /@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/.exec(id)?.[1];
          if (component && module.renderedLength > 0 && !current().components.includes(component)) {
            this.error(
              `mantine-styles: ${component} is bundled but its styles are missing from ${COMPONENTS_VIRTUAL_ID}`,
            );
          }
        }
      }
    },
    handleHotUpdate({ file, server, modules }) {
      if (!file.startsWith(appDir) || !/\.tsx?$/.test(file)) return;
      stylesheet = undefined;
      const virtuals = [COMPONENTS_RESOLVED_ID, ADMIN_RESOLVED_ID, DASHBOARD_RESOLVED_ID]
        .map((id) => server.moduleGraph.getModuleById(id))
        .filter((module) => module !== undefined);
      for (const virtual of virtuals) server.moduleGraph.invalidateModule(virtual);
      return [...modules, ...virtuals];
    },
  };
}

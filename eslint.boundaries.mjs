/**
 * One-way imports, checked by ESLint (`boundaries/one-way`), and no import cycle in the functions
 * (`boundaries/no-cycle`); docs/architecture.md draws both.
 *
 *   web:        routes → features → components / lib / config / content → domain
 *   functions:  index.ts, deployed.ts, mails.ts → features (leads, payments, mail, any other folder) → platform → domain
 *
 * A layer imports only from the layers after it (and itself); nothing but the domain is shared between web and
 * functions, and the domain imports only the domain. No web feature imports another, and only a file of `routes/`
 * composes several features (the dashboard's tabs: routes/dashboard.tabs.ts), so each feature keeps its own room. A functions feature uses another
 * only through that feature's `index.ts` (its public surface), never its other files; what two features share
 * otherwise belongs in `platform/` or `domain/`. Deployed functions code never imports `functions/src/testing`, and no
 * product code (web/app, functions/src, tests included) imports `scripts/`: what both use lives in `test-support/`. A CSS
 * module belongs to its component: a file imports only the CSS modules of its own folder (or a parent folder of the
 * same component group, like `sections/sections.module.css`), never another component's or feature's styles.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = import.meta.dirname;
const WEB_APP = path.join(ROOT, "web/app");
const DOMAIN = path.join(ROOT, "functions/src/domain");
const FUNCTIONS = path.join(ROOT, "functions/src");
const SCRIPTS = path.join(ROOT, "scripts");

/** Lower rank = higher layer; a file may import only from its own rank or a larger one. */
const WEB_RANKS = { routes: 0, features: 1, components: 2, lib: 2, config: 2, content: 2, domain: 3 };
const FUNCTIONS_RANKS = { entry: 0, feature: 1, platform: 2, domain: 3 };

/** Where `file` sits: its layer, the unit inside it (a feature's or component's folder) and the unit's root. */
function placeOf(file) {
  if (file.startsWith(DOMAIN + path.sep)) return { side: "both", layer: "domain", unit: "domain", root: DOMAIN };
  if (file.startsWith(WEB_APP + path.sep)) {
    const parts = path.relative(WEB_APP, file).split(path.sep);
    const [first] = parts;
    if ((first === "features" || first === "components") && parts.length > 2) {
      return { side: "web", layer: first, unit: `${first}/${parts[1]}`, root: path.join(WEB_APP, first, parts[1]) };
    }
    if (first === "features" || first === "components") {
      const name = parts[1].replace(/\.tsx?$/, "");
      return { side: "web", layer: first, unit: `${first}/${name}`, root: path.join(WEB_APP, first) };
    }
    if (parts.length > 1 && first in WEB_RANKS) {
      return { side: "web", layer: first, unit: first, root: path.join(WEB_APP, first) };
    }
    // The app's frame (root.tsx, routes.ts) sits with the routes; the page registry and the theme are configuration.
    const layer = /^(root|routes)\.tsx?$/.test(first) ? "routes" : "config";
    return { side: "web", layer, unit: first, root: WEB_APP };
  }
  if (file.startsWith(FUNCTIONS + path.sep)) {
    const parts = path.relative(FUNCTIONS, file).split(path.sep);
    const [first] = parts;
    // A top-level file (index.ts, deployed.ts, mails.ts: what composes features) is the entry; every folder but
    // platform/ and testing/ is a feature.
    const layer = parts.length === 1 ? "entry" : first === "platform" || first === "testing" ? first : "feature";
    return { side: "functions", layer, unit: first, root: path.join(FUNCTIONS, first) };
  }
  return undefined;
}

function resolveTarget(source, fromFile) {
  if (source === "@domain") return path.join(DOMAIN, "index.ts");
  if (source.startsWith("@domain/")) return path.join(DOMAIN, source.slice("@domain/".length));
  if (source.startsWith(".")) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

/** The file an extensionless TypeScript import names: `x.ts`, `x.tsx` or `x/index.ts`, as on disk (`x.ts` if none). */
function resolveFile(target) {
  if (/\.(tsx?|css|m?js)$/.test(target)) return target;
  for (const candidate of [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return `${target}.ts`;
}

function problem(from, to, target) {
  if (to.side !== "both" && from.side !== to.side) return `${from.side} code must not import ${to.side} code`;
  if (target.endsWith(".module.css")) {
    const cssDir = path.dirname(target);
    const own = path.dirname(from.file);
    const inUnit = cssDir === from.root || cssDir.startsWith(from.root + path.sep);
    if (!inUnit || !(own === cssDir || own.startsWith(cssDir + path.sep))) {
      return "a CSS module belongs to its component: import its component (or add a prop), not its styles";
    }
    return undefined;
  }
  if (from.side === "web" && to.side !== "functions") {
    if (from.layer === "features" && to.layer === "features" && from.unit !== to.unit) {
      return `features do not import each other (${from.unit} → ${to.unit}); move what both need to components/ or lib/`;
    }
    if (WEB_RANKS[to.layer] < WEB_RANKS[from.layer]) {
      return `imports go routes → features → components / lib / config / content → domain; ${from.layer} must not import ${to.layer}`;
    }
  }
  if (from.side === "functions" && from.layer !== "testing" && to.side !== "web") {
    if (to.layer === "testing") return "test fixtures and fakes (functions/src/testing) are for tests only";
    const fromRank = FUNCTIONS_RANKS[from.layer];
    const toRank = FUNCTIONS_RANKS[to.side === "both" ? "domain" : to.layer];
    if (toRank < fromRank) {
      return `imports go index.ts → features → platform → domain; ${from.layer === "feature" ? from.unit : from.layer} must not import ${to.unit}`;
    }
    if (from.layer === "feature" && to.layer === "feature" && from.unit !== to.unit) {
      if (target !== path.join(to.root, "index.ts")) {
        return `${from.unit} uses ${to.unit} only through ${to.unit}/index.ts; what both need belongs in platform/ or domain/`;
      }
    }
  }
  if (from.side === "both" && to.side !== "both") return "the domain imports nothing but the domain";
  return undefined;
}

const WEB_ROUTES = path.join(WEB_APP, "routes");

const oneWay = {
  meta: { type: "problem", docs: { description: "One-way imports between the app's layers" }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};
    // A test may import across layers (to render what a route composes); it may not import scripts/ either.
    const isTest = /\.test\.tsx?$/.test(file);
    from.file = file;
    // The web features this file imports (first import of each), for the one-composer rule.
    const features = new Map();
    const composes = from.side === "web" && !file.startsWith(WEB_ROUTES + path.sep);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const resolved = resolveTarget(node.source.value, file);
      if (!resolved) return;
      if (resolved.startsWith(SCRIPTS + path.sep)) {
        const message = "product code does not import scripts/; what tests and scripts share lives in test-support/";
        context.report({ node: node.source, message });
        return;
      }
      if (isTest) return;
      const target = resolveFile(resolved);
      const to = placeOf(target);
      if (!to) return;
      if (to.side === "web" && to.layer === "features" && !features.has(to.unit)) features.set(to.unit, node.source);
      const message = problem(from, to, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      "Program:exit"() {
        if (isTest || !composes || features.size < 2) return;
        const [, second] = [...features.values()];
        context.report({
          node: second,
          message: `only routes/ composes several features (${[...features.keys()].join(", ")}); compose them in a route`,
        });
      },
    };
  },
};

/** Relative import and re-export sources of a module's text, type-only ones included (a cycle of types is one too). */
function importSources(text) {
  const sources = [];
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) sources.push(match[1]);
  return sources.filter((source) => source.startsWith("."));
}

function isModule(file) {
  return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
}

/** Every module of functions/src (tests aside) and the modules it imports, read from disk once per process. */
let functionsGraph;
function graphOfFunctions() {
  if (functionsGraph) return functionsGraph;
  functionsGraph = new Map();
  const files = fs.readdirSync(FUNCTIONS, { recursive: true }).map((name) => path.join(FUNCTIONS, String(name)));
  for (const file of files.filter(isModule)) {
    const text = fs.readFileSync(file, "utf8");
    functionsGraph.set(
      file,
      importSources(text).map((source) => resolveFile(path.resolve(path.dirname(file), source))),
    );
  }
  return functionsGraph;
}

/** The import path from `start` back to `goal` (both included), or undefined when `start` does not reach `goal`. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let step = current; step !== undefined; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: { type: "problem", docs: { description: "No import cycle among the functions' modules" }, schema: [] },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(FUNCTIONS + path.sep) || !isModule(file)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string" || !node.source.value.startsWith(".")) return;
      const target = resolveFile(path.resolve(path.dirname(file), node.source.value));
      // The linted file's own imports are the ones in its text (maybe unsaved); every other module's are on disk.
      const back = pathBetween(graphOfFunctions(), target, file);
      if (!back) return;
      const cycle = [file, ...back].map((step) => path.relative(FUNCTIONS, step)).join(" → ");
      context.report({ node: node.source, message: `import cycle: ${cycle}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { "one-way": oneWay, "no-cycle": noCycle } };

/**
 * One-way imports, checked by ESLint (`boundaries/one-way`):
 *
 *   web:        routes → features → components / lib / config / content → domain
 *   functions:  callables, webhooks, notifications → lib → domain
 *
 * A layer imports only from the layers after it (and itself); no feature imports another feature; nothing but the
 * domain is shared between web and functions. A CSS module belongs to its component: a file imports only the CSS
 * modules of its own folder (or a parent folder of the same component group, like `sections/sections.module.css`),
 * never another component's or feature's styles.
 */
import path from "node:path";

const ROOT = import.meta.dirname;
const WEB_APP = path.join(ROOT, "web/app");
const DOMAIN = path.join(ROOT, "functions/src/domain");
const FUNCTIONS = path.join(ROOT, "functions/src");

/** Lower rank = higher layer; a file may import only from its own rank or a larger one. */
const WEB_RANKS = { routes: 0, features: 1, components: 2, lib: 2, config: 2, content: 2, domain: 3 };
const FUNCTIONS_RANKS = { entry: 0, lib: 1, domain: 2 };

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
    const [first] = path.relative(FUNCTIONS, file).split(path.sep);
    const layer = first === "lib" ? "lib" : first === "testing" ? "testing" : "entry";
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
    if (to.layer === "testing") return "test fixtures (functions/src/testing) are for tests only";
    const fromRank = FUNCTIONS_RANKS[from.layer] ?? FUNCTIONS_RANKS.entry;
    const toRank = to.side === "both" ? FUNCTIONS_RANKS.domain : (FUNCTIONS_RANKS[to.layer] ?? FUNCTIONS_RANKS.entry);
    if (toRank < fromRank)
      return `imports go callables / webhooks → lib → domain; ${from.layer} must not import ${to.unit}`;
    if (fromRank === 0 && toRank === 0 && from.unit !== to.unit && from.unit !== "index.ts") {
      return `${from.unit} must not import ${to.unit}: share it through lib/`;
    }
  }
  if (from.side === "both" && to.side !== "both") return "the domain imports nothing but the domain";
  return undefined;
}

const oneWay = {
  meta: { type: "problem", docs: { description: "One-way imports between the app's layers" }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    from.file = file;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolveTarget(node.source.value, file);
      if (!target) return;
      const to = placeOf(
        target.endsWith(".ts") || target.endsWith(".tsx") || target.endsWith(".css") ? target : `${target}.ts`,
      );
      if (!to) return;
      const message = problem(from, to, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { "one-way": oneWay } };

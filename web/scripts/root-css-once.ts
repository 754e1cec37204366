import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Keeps a lazy chunk from loading the root route's stylesheets a second time.
 *
 * Vite's preload helper adds a lazy chunk's stylesheets before running it, unless the page already has a
 * `<link rel="stylesheet">` with the same address. React Router writes the address of every stylesheet that a lazy chunk
 * also needs with an empty fragment (`shell-….css#`), so that the helper adds its own copy: a route's links go away when
 * the visitor leaves it, and the lazy chunk's styles must not go with them. The root route never goes away, so for its
 * stylesheets the copy is only cost: the booking scheduler and the dashboard fetched the site's largest stylesheet again
 * and restyled the whole page once it arrived, a long task after the first paint (issue 32).
 *
 * So the lazy chunks' dependency lists (`__vite__mapDeps`) name the root's stylesheets as React Router wrote them, with
 * the `#`: the helper finds the page's link and adds none. `rewriteDependencyLists` is the pure part, tested on its own.
 */
export function rootCssOnce(rootModule: RegExp): Plugin {
  return {
    name: "root-css-once",
    apply: "build",
    enforce: "post",
    // After Vite's own generateBundle, which writes the dependency lists.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const rootCss = rootStylesheets(bundle as unknown as OutputBundle, rootModule);
        if (!rootCss.size) return;
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = rewriteDependencyLists(output.code, rootCss);
        }
      },
    },
  };
}

/** The stylesheets of the root route's chunk and of every chunk it imports statically: on every page, always. */
function rootStylesheets(bundle: OutputBundle, rootModule: RegExp): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
  const root = chunks.find((chunk) => chunk.facadeModuleId && rootModule.test(chunk.facadeModuleId));
  const css = new Set<string>();
  if (!root) return css;
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    const imported = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const file of imported ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(root);
  return css;
}

/** The dependency list Vite writes into a chunk with lazy imports: `m.f||(m.f=["assets/a.js","assets/b.css"])`. */
const DEPENDENCY_LIST = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/g;

/** Writes the given stylesheets (`assets/….css`) in a chunk's dependency list with the `#` React Router gives them. */
export function rewriteDependencyLists(code: string, rootCss: ReadonlySet<string>): string {
  return code.replace(DEPENDENCY_LIST, (whole, list: string) => {
    const files = JSON.parse(list) as string[];
    const rewritten = files.map((file) => (rootCss.has(file) ? `${file}#` : file));
    return whole.replace(list, JSON.stringify(rewritten));
  });
}

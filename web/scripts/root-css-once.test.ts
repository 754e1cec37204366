import { describe, expect, it } from "vitest";
import { rewriteDependencyLists } from "./root-css-once";

const list = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;

describe("a lazy chunk's dependency list names the root's stylesheets as React Router writes them", () => {
  const root = new Set(["assets/shell-abc.css", "assets/root-def.css"]);

  it("adds React Router's `#` to the root's stylesheets, so Vite's helper finds the page's link", () => {
    const code = `${list(["assets/BookingScreens-1.js", "assets/shell-abc.css", "assets/BookingFlow-2.css"])}\nrest();`;
    expect(rewriteDependencyLists(code, root)).toBe(
      `${list(["assets/BookingScreens-1.js", "assets/shell-abc.css#", "assets/BookingFlow-2.css"])}\nrest();`,
    );
  });

  it("keeps the order (the chunk refers to its dependencies by index) and every other file as it was", () => {
    const files = ["assets/a.js", "assets/root-def.css", "assets/b.css", "assets/shell-abc.js"];
    expect(rewriteDependencyLists(list(files), root)).toBe(
      list(["assets/a.js", "assets/root-def.css#", "assets/b.css", "assets/shell-abc.js"]),
    );
  });

  it("leaves a chunk without lazy imports alone", () => {
    const code = 'import{a as e}from"./shell-abc.js";export{e as b};';
    expect(rewriteDependencyLists(code, root)).toBe(code);
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mantineStylesheet } from "./mantine-styles";

// jsdom gives test modules an http: import.meta.url, so the folder comes from __dirname.
const app = resolve(__dirname, "../app");
const require = createRequire(resolve(app, "package.json"));

describe("mantineStylesheet", () => {
  const { css, components } = mantineStylesheet(app);

  it("holds the styles of the components the site renders, with the components they are built on", () => {
    // Header: Burger, Collapse; sections: Card, Accordion; Button brings UnstyledButton and Loader.
    expect(components).toEqual(
      expect.arrayContaining(["Burger", "Button", "UnstyledButton", "Loader", "Card", "Accordion"]),
    );
  });

  it("leaves out components nothing imports", () => {
    for (const unused of ["ColorPicker", "Slider", "Stepper", "Timeline", "Tree"])
      expect(components).not.toContain(unused);
  });

  it("starts with the global styles and keeps Mantine's own order, so a component follows the ones it builds on", () => {
    const baseline = readFileSync(require.resolve("@mantine/core/styles/baseline.css"), "utf8");
    expect(css.startsWith(baseline)).toBe(true);
    expect(components.indexOf("UnstyledButton")).toBeLessThan(components.indexOf("Button"));
    expect(components.indexOf("Input")).toBeLessThan(components.indexOf("Combobox"));
    expect(css.indexOf("/* UnstyledButton */")).toBeLessThan(css.indexOf("/* Button */"));
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { mantineStylesheet } from "./mantine-styles";

// jsdom gives test modules an http: import.meta.url, so the folder comes from __dirname.
const app = resolve(__dirname, "../app");
const require = createRequire(resolve(app, "package.json"));

describe("mantineStylesheet", () => {
  const { base, componentStyles, adminStyles, dashboardStyles, components, adminComponents, dashboardComponents } =
    mantineStylesheet(app, theme);

  it("holds the styles of the components the Mantine pages render, with the components they are built on", () => {
    // Checkout: Card, Button, Alert; sign-in: TextInput, PasswordInput; dashboard: Tabs, Table, Drawer. Button brings
    // UnstyledButton and Loader.
    expect(components).toEqual(
      expect.arrayContaining(["Card", "Button", "UnstyledButton", "Loader", "Input", "Tabs", "Table", "Drawer"]),
    );
  });

  it("keeps the components only sign-in and the dashboard use out of the checkout's stylesheet", () => {
    expect([...adminComponents, ...dashboardComponents]).toEqual(
      expect.arrayContaining(["Tabs", "Table", "Drawer", "PasswordInput"]),
    );
    expect(componentStyles).not.toContain("/* Tabs */");
    expect(componentStyles).not.toContain("/* PasswordInput */");
    // Only sign-in and the dashboard render Mantine inputs (the booking details form is plain since issue 32), so the
    // checkout's stylesheet carries none.
    expect(adminStyles).toContain("/* Input */");
    expect(componentStyles).not.toContain("/* Input */");
    // Shared by checkout and admin, so in the stylesheet every Mantine page loads.
    expect(componentStyles).toContain("/* Button */");
    expect(adminStyles).not.toContain("/* Button */");
    expect(dashboardStyles).not.toContain("/* Button */");
  });

  it("blocks the staff pages' first paint only on what they render before sign-in; the dashboard's own come with it", () => {
    // Sign-in and the invitation page: the password field (with its toggle, an ActionIcon) and the inputs.
    expect(adminComponents).toEqual(expect.arrayContaining(["Input", "PasswordInput", "ActionIcon", "Container"]));
    // The signed-in dashboard's tables, tabs, drawers and menus, in the stylesheet its lazy chunk imports.
    expect(dashboardComponents).toEqual(expect.arrayContaining(["Tabs", "Table", "Drawer", "Modal", "Combobox"]));
    expect(dashboardStyles).toContain("/* Tabs */");
    expect(adminStyles).not.toContain("/* Tabs */");
    expect(adminStyles).toContain("/* PasswordInput */");
    expect(dashboardStyles).not.toContain("/* PasswordInput */");
    // Each component once, in one of them.
    expect(adminComponents.filter((name) => dashboardComponents.includes(name))).toEqual([]);
  });

  it("writes only the light scheme's variables: the site is light only", () => {
    expect(base).toContain("--mantine-color-body: #fff");
    expect(base).not.toContain("--mantine-color-body: var(--mantine-color-dark-7)");
  });

  it("keeps component styles out of the base that every page loads, and the theme's colours in it", () => {
    expect(base).not.toContain("/* Button */");
    expect(componentStyles).toContain("/* Button */");
    // The theme's primary blue (sky 7), written as a variable because marketing pages render no MantineProvider.
    expect(base).toMatch(/--mantine-color-sky-7:\s*#0d4ec6/);
    expect(base).toMatch(/--mantine-primary-color-filled:\s*var\(--mantine-color-sky-filled\)/);
  });

  it("leaves out components nothing imports", () => {
    for (const unused of ["ColorPicker", "Slider", "Stepper", "Timeline", "Tree"])
      expect(components).not.toContain(unused);
  });

  it("starts with the global styles and keeps Mantine's own order, so a component follows the ones it builds on", () => {
    const baseline = readFileSync(require.resolve("@mantine/core/styles/baseline.css"), "utf8");
    expect(base.startsWith(baseline)).toBe(true);
    expect(components.indexOf("UnstyledButton")).toBeLessThan(components.indexOf("Button"));
    expect(components.indexOf("Input")).toBeLessThan(components.indexOf("PasswordInput"));
    expect(componentStyles.indexOf("/* UnstyledButton */")).toBeLessThan(componentStyles.indexOf("/* Button */"));
  });
});

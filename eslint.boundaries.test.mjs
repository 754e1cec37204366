import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The boundary messages ESLint reports for `code` placed at `file` (repository-relative). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((message) => message.ruleId === "boundaries/one-way").map((m) => m.message);
}

describe("one-way imports (npm run lint)", () => {
  it.each([
    ["a feature importing another feature", "web/app/features/admin/X.tsx", 'import { a } from "../checkout/api";'],
    [
      "a component importing a feature",
      "web/app/components/Header/X.tsx",
      'import { a } from "../../features/admin/api";',
    ],
    ["lib importing a route", "web/app/lib/x.ts", 'import a from "../routes/home.page";'],
    ["a feature importing a route", "web/app/features/checkout/X.tsx", 'import a from "../../routes/home.page";'],
    [
      "a feature reaching into a component's CSS module",
      "web/app/features/checkout/X.tsx",
      'import c from "../../components/ActionButton/ActionButton.module.css";',
    ],
    [
      "a route reaching into a feature's CSS module",
      "web/app/routes/x.page.tsx",
      'import c from "../features/checkout/x.module.css";',
    ],
    ["the domain importing functions code", "functions/src/domain/x.ts", 'import { db } from "../lib/firebase";'],
    ["functions lib importing a callable", "functions/src/lib/x.ts", 'import { a } from "../callables/submitContact";'],
    [
      "a callable importing another callable's file",
      "functions/src/callables/x.ts",
      'import { a } from "../webhooks/stripeWebhook";',
    ],
    ["deployed code importing test fixtures", "functions/src/lib/x.ts", 'import { a } from "../testing/fixtures";'],
  ])("refuses %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a route importing a feature", "web/app/routes/x.page.tsx", 'import { a } from "../features/checkout/api";'],
    [
      "a feature importing components, lib and the domain",
      "web/app/features/admin/X.tsx",
      'import { a } from "../../components/ui";\nimport { b } from "../../lib/firebase";\nimport { c } from "@domain";',
    ],
    [
      "a feature importing its own files",
      "web/app/features/admin/X.tsx",
      'import { a } from "./api";\nimport c from "./X.module.css";',
    ],
    [
      "a section importing its group's shared styles",
      "web/app/components/sections/Hero/Hero.tsx",
      'import s from "../sections.module.css";',
    ],
    [
      "a callable importing lib and the domain",
      "functions/src/callables/x.ts",
      'import { a } from "../lib/firebase";\nimport { b } from "../domain/callables";',
    ],
    [
      "the functions index re-exporting callables",
      "functions/src/index.ts",
      'export { a } from "./callables/submitContact";',
    ],
  ])("allows %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

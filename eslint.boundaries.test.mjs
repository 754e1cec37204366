import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The messages of `rule` that ESLint reports for `code` placed at `file` (repository-relative). */
async function ruleErrors(rule, file, code) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((message) => message.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file, code) => ruleErrors("boundaries/one-way", file, code);

describe("one-way imports (npm run lint)", () => {
  it.each([
    ["a feature importing another feature", "web/app/features/leads/X.tsx", 'import { a } from "../payments/api";'],
    [
      "a component importing a feature",
      "web/app/components/Header/X.tsx",
      'import { a } from "../../features/leads/staff/api";',
    ],
    ["lib importing a route", "web/app/lib/x.ts", 'import a from "../routes/home.page";'],
    ["a feature importing a route", "web/app/features/payments/X.tsx", 'import a from "../../routes/home.page";'],
    [
      "a feature reaching into a component's CSS module",
      "web/app/features/payments/X.tsx",
      'import c from "../../components/ActionButton/ActionButton.module.css";',
    ],
    [
      "a route reaching into a feature's CSS module",
      "web/app/routes/x.page.tsx",
      'import c from "../features/payments/x.module.css";',
    ],
    ["the domain importing functions code", "functions/src/domain/x.ts", 'import { db } from "../platform/firebase";'],
    ["platform importing a feature", "functions/src/platform/x.ts", 'import { a } from "../leads";'],
    [
      "platform importing a feature's file",
      "functions/src/platform/x.ts",
      'import { a } from "../leads/submitContact";',
    ],
    [
      "a feature reaching into another feature's file",
      "functions/src/leads/x.ts",
      'import { a } from "../mail/queue";',
    ],
    [
      "a feature reaching into a feature folder that does not exist yet",
      "functions/src/bookings/x.ts",
      'import { a } from "../payments/stripe";',
    ],
    ["a feature importing the entry", "functions/src/payments/x.ts", 'import { a } from "../index";'],
    [
      "deployed code importing test fixtures",
      "functions/src/platform/x.ts",
      'import { a } from "../testing/fixtures";',
    ],
    ["a feature importing test fakes", "functions/src/payments/x.ts", 'import { a } from "../testing/fakes";'],
    [
      "functions test support reaching into scripts/",
      "functions/src/testing/x.ts",
      'import { a } from "../../../scripts/lib/ports.mjs";',
    ],
    [
      "a functions test reaching into scripts/",
      "functions/src/leads/x.test.ts",
      'import { a } from "../../../scripts/lib/ports.mjs";',
    ],
    [
      "a file outside routes/ composing several features",
      "web/app/root.tsx",
      'import { a } from "./features/bookings/staff";\nimport { b } from "./features/payments/staff";',
    ],
    [
      "a feature's staff side reaching into another feature",
      "web/app/features/bookings/staff/X.tsx",
      'import { a } from "../../leads/staff/SubmissionsTab";',
    ],
    [
      "the calendars' screens reaching into the bookings' staff side",
      "web/app/features/calendars/X.tsx",
      'import { a } from "../bookings/staff/AvailabilityPanel";',
    ],
    [
      "the audit log reaching into the team feature",
      "web/app/features/audit/X.tsx",
      'import { a } from "../team/api";',
    ],
    [
      "the dashboard's sign-in importing the leads' staff side",
      "web/app/features/dashboard/X.tsx",
      'import { a } from "../leads/staff";',
    ],
    [
      "a feature's mails reaching into the mail room's renderer",
      "functions/src/leads/mails.ts",
      'import { a } from "../mail/render";',
    ],
    [
      "the mail room importing the list of every kind's mails",
      "functions/src/mail/x.ts",
      'import { a } from "../mails";',
    ],
  ])("refuses %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a route importing a feature", "web/app/routes/x.page.tsx", 'import { a } from "../features/payments/api";'],
    [
      "a route composing several features' staff sides",
      "web/app/routes/dashboard.tabs.ts",
      'import { a } from "../features/bookings/staff";\nimport { b } from "../features/payments/staff";\nimport { c } from "../features/traffic/staff";',
    ],
    [
      "a feature's staff side importing its own feature and lib/staff",
      "web/app/features/payments/staff/X.tsx",
      'import { a } from "../api";\nimport { b } from "../../../lib/staff/staffTab";',
    ],
    [
      "a route composing one tab from two features",
      "web/app/routes/dashboard.team.tsx",
      'import { a } from "../features/audit/AuditLog";\nimport { b } from "../features/team/TeamTab";',
    ],
    [
      "the functions' list of mails naming each feature's mails and the mail room",
      "functions/src/mails.ts",
      'import { a } from "./leads/mails";\nimport { b } from "./payments/mails";\nimport { c } from "./mail/deliver";',
    ],
    [
      "a feature importing components, lib and the domain",
      "web/app/features/leads/X.tsx",
      'import { a } from "../../components/ui";\nimport { b } from "../../lib/firebase";\nimport { c } from "@domain";',
    ],
    [
      "a feature importing its own files",
      "web/app/features/leads/X.tsx",
      'import { a } from "./api";\nimport c from "./X.module.css";',
    ],
    [
      "a section importing its group's shared styles",
      "web/app/components/sections/Hero/Hero.tsx",
      'import s from "../sections.module.css";',
    ],
    [
      "a feature importing its own files, platform and the domain",
      "functions/src/leads/x.ts",
      'import { a } from "./queries";\nimport { b } from "../platform/firebase";\nimport { c } from "../domain/contract";',
    ],
    [
      "a feature importing another feature's index",
      "functions/src/payments/x.ts",
      'import { a } from "../mail";\nimport { b } from "../mail/index";',
    ],
    ["platform importing the domain", "functions/src/platform/x.ts", 'import { a } from "../domain/collections";'],
    [
      "the functions index re-exporting features",
      "functions/src/index.ts",
      'export { a } from "./leads";\nexport { b } from "./payments/createPayment";',
    ],
  ])("allows %s", async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe("no import cycle in the functions (npm run lint)", () => {
  const cycleErrors = (file, code) => ruleErrors("boundaries/no-cycle", file, code);

  it.each([
    // leads/submission.ts imports platform/rateLimit.ts: the platform file importing it back closes a cycle.
    ["platform importing a feature file that imports it", "functions/src/platform/rateLimit.ts", "../leads/submission"],
    // leads/detail.ts imports leads/queries.ts.
    ["two files of one feature importing each other", "functions/src/leads/queries.ts", "./detail"],
    ["a domain module importing one that imports it", "functions/src/domain/collections.ts", "./leads"],
  ])("refuses %s", async (_case, file, source) => {
    const errors = await cycleErrors(file, `import { a } from "${source}";`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import cycle: /);
  });

  it("allows an import of a module that does not lead back", async () => {
    expect(await cycleErrors("functions/src/leads/queries.ts", 'import { a } from "../platform/firebase";')).toEqual(
      [],
    );
  });
});

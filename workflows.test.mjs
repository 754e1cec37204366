import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/*
 * GitHub's hardening rules for the workflows in .github/workflows (npm test's static step also runs
 * `@action-validator/cli` on each: `npm run lint:workflows`):
 *
 * - every action from another repository is pinned to a full commit SHA (a tag or branch can be moved under us);
 * - the workflow and every job set `permissions:`, and grant no more than reading (a job that needs to write names
 *   the scope in WRITES_ALLOWED, with its reason);
 * - no secret reaches a shell command by expression (`${{ secrets.X }}` inside `run:` is expanded into the script
 *   text, logs and process list) and no command echoes a secret's variable;
 * - no `pull_request_target` (it runs with the base repository's secrets on a fork's code);
 * - checkout leaves no credentials behind (`persist-credentials: false`).
 */

const WORKFLOWS = path.join(import.meta.dirname, ".github/workflows");

/** Write scopes a job may hold, by "workflow file/job id": none today. */
const WRITES_ALLOWED = {};

const SHA_PINNED = /^[^@\s]+@[0-9a-f]{40}$/;
const PRINTS = /\b(echo|printf|cat|tee|print)\b/;

/**
 * Every breach of the rules in one workflow's text.
 * @param {string} file its name, for the messages
 * @param {string} text
 * @returns {string[]}
 */
export function hardeningProblems(file, text) {
  const workflow = parse(text) ?? {};
  const problems = [];
  const jobs = Object.entries(workflow.jobs ?? {});
  const on = workflow.on ?? workflow[true];
  const triggers = typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
  if (triggers.includes("pull_request_target"))
    problems.push(`${file}: pull_request_target runs a fork's code with secrets`);

  const secretVariables = new Set();
  const noteSecrets = (env) => {
    for (const [name, value] of Object.entries(env ?? {})) {
      if (/\$\{\{[^}]*secrets\./.test(String(value))) secretVariables.add(name);
    }
  };
  noteSecrets(workflow.env);
  for (const [, job] of jobs) {
    noteSecrets(job.env);
    for (const step of job.steps ?? []) noteSecrets(step.env);
  }

  const checkPermissions = (where, permissions, allowed = []) => {
    if (permissions === undefined) return problems.push(`${where}: no permissions: (set the least it needs)`);
    if (typeof permissions === "string") {
      if (permissions !== "read-all" && permissions !== "{}") problems.push(`${where}: permissions: ${permissions}`);
      return;
    }
    for (const [scope, level] of Object.entries(permissions)) {
      if (level === "write" && !allowed.includes(scope))
        problems.push(`${where}: ${scope}: write is more than it needs`);
      if (!["read", "write", "none"].includes(level)) problems.push(`${where}: ${scope}: ${level}`);
    }
  };
  checkPermissions(file, workflow.permissions);

  for (const [id, job] of jobs) {
    const where = `${file}/${id}`;
    checkPermissions(where, job.permissions, WRITES_ALLOWED[where]);
    if (job.uses && !job.uses.startsWith("./") && !SHA_PINNED.test(job.uses)) {
      problems.push(`${where}: ${job.uses} is not pinned to a full commit SHA`);
    }
    for (const [index, step] of (job.steps ?? []).entries()) {
      const at = `${where} step ${step.name ?? index + 1}`;
      if (step.uses && !step.uses.startsWith("./") && !step.uses.startsWith("docker://")) {
        if (!SHA_PINNED.test(step.uses)) problems.push(`${at}: ${step.uses} is not pinned to a full commit SHA`);
        if (step.uses.startsWith("actions/checkout@") && step.with?.["persist-credentials"] !== false) {
          problems.push(`${at}: checkout without persist-credentials: false`);
        }
      }
      if (typeof step.run !== "string") continue;
      if (/\$\{\{[^}]*\bsecrets\b/.test(step.run)) problems.push(`${at}: a secret expanded into a run script`);
      for (const line of step.run.split("\n")) {
        if (!PRINTS.test(line)) continue;
        for (const name of secretVariables) {
          if (new RegExp(`\\$\\{?${name}\\b`).test(line)) problems.push(`${at}: prints the secret variable ${name}`);
        }
      }
    }
  }
  return problems;
}

const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe("the GitHub Actions workflows (.github/workflows)", () => {
  it("are there: CI and the deploy", () => {
    expect(files.sort()).toEqual(["ci.yml", "deploy.yml"]);
  });

  it.each(files)("%s keeps the hardening rules", (file) => {
    expect(hardeningProblems(file, readFileSync(path.join(WORKFLOWS, file), "utf8"))).toEqual([]);
  });

  it("CI runs the README's test command on every push and pull request, with Java 21", () => {
    const ci = parse(readFileSync(path.join(WORKFLOWS, "ci.yml"), "utf8"));
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    const steps = ci.jobs.test.steps;
    expect(steps.some((step) => step.run === "npm test")).toBe(true);
    expect(steps.find((step) => step.uses?.startsWith("actions/setup-java@"))?.with).toMatchObject({
      distribution: "temurin",
      "java-version": "21",
    });
  });

  it("refuse a workflow that breaks them (an inline bad sample)", () => {
    const bad = `
name: Bad
on: [push, pull_request_target]
permissions: write-all
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      TOKEN: \${{ secrets.DEPLOY_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@1a4442cacd436585916779262731d5b162bc6ec7
      - run: echo "\${{ secrets.DEPLOY_TOKEN }}"
      - run: |
          npm ci
          echo "token is $TOKEN"
  deploy:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - uses: some/action@main
`;
    expect(hardeningProblems("bad.yml", bad)).toEqual([
      "bad.yml: pull_request_target runs a fork's code with secrets",
      "bad.yml: permissions: write-all",
      "bad.yml/build: no permissions: (set the least it needs)",
      "bad.yml/build step 1: actions/checkout@v4 is not pinned to a full commit SHA",
      "bad.yml/build step 1: checkout without persist-credentials: false",
      "bad.yml/build step 3: a secret expanded into a run script",
      "bad.yml/build step 4: prints the secret variable TOKEN",
      "bad.yml/deploy: contents: write is more than it needs",
      "bad.yml/deploy step 1: some/action@main is not pinned to a full commit SHA",
    ]);
  });
});

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../domain/collections";
import { DIRECT_ACCESS } from "../domain/permissions";
import { ROLES, type Role } from "../domain/roles";

/**
 * firestore.rules agrees with the one permission table (issue 42): roles may narrow the `admin` claim, never widen
 * it, and the browser reads and writes nothing directly (decision 0001). For every collection the rules name, the
 * roles any `allow` could admit must be roles that domain/permissions.ts `DIRECT_ACCESS` gives that collection — today
 * none, for every role. A condition this reader cannot prove refuses is taken to admit every role, so a new rule
 * fails here until the table says so. The rules emulator then proves the refusals (tests/rules, every role of
 * domain/roles.ts against every collection).
 */

const RULES = readFileSync(resolve(__dirname, "../../../firestore.rules"), "utf8");

interface Allow {
  /** The collection path the `allow` sits under, e.g. `contact_submissions/activity`; `**` for the catch-all. */
  collection: string;
  operations: string[];
  condition: string;
}

/** Every `allow` of a rules file with the collection path of the `match` blocks around it. */
function allowsOf(rules: string): Allow[] {
  const withoutComments = rules.replace(/\/\/.*$/gm, "");
  const allows: Allow[] = [];
  const stack: (string | null)[] = [];
  const token = /match\s+(\/\S+)\s*\{|allow\s+([a-z,\s]+?)\s*:\s*if\s+([^;]+);|\{|\}/g;
  for (const match of withoutComments.matchAll(token)) {
    if (match[1] !== undefined) {
      stack.push(match[1]);
    } else if (match[2] !== undefined) {
      const collection = stack
        .filter((segment): segment is string => segment !== null)
        .flatMap((segment) => segment.split("/").filter(Boolean))
        .filter((part) => !part.startsWith("{") || part === "{document=**}")
        .filter((part) => part !== "databases" && part !== "documents")
        .map((part) => (part === "{document=**}" ? "**" : part))
        .join("/");
      allows.push({
        collection,
        operations: match[2].split(",").map((operation) => operation.trim()),
        condition: (match[3] ?? "").trim(),
      });
    } else if (match[0] === "{") {
      stack.push(null);
    } else {
      stack.pop();
    }
  }
  return allows;
}

/** The roles a condition may admit: none for `false`; otherwise, unproven, every role. */
function rolesAdmittedBy(condition: string): readonly Role[] {
  return condition === "false" ? [] : ROLES;
}

describe("firestore.rules agrees with the permission table", () => {
  const allows = allowsOf(RULES);

  it("reads every allow of the file, each under its collection", () => {
    expect(allows.length).toBeGreaterThanOrEqual(9);
    expect(allows.map((allow) => allow.collection)).toEqual(
      expect.arrayContaining(["contact_submissions", "contact_submissions/activity", "staff", "audit_log", "**"]),
    );
  });

  it("names only collections the product has", () => {
    const known = new Set<string>([...Object.values(COLLECTIONS), "**"]);
    for (const { collection } of allows) {
      for (const part of collection.split("/")) expect(known, `${collection} in firestore.rules`).toContain(part);
    }
  });

  it.each(ROLES)("admits the %s role to no collection the table does not give it", (role) => {
    for (const { collection, condition } of allows) {
      if (!rolesAdmittedBy(condition).includes(role)) continue;
      expect(
        DIRECT_ACCESS[role],
        `firestore.rules may admit ${role} to ${collection} ("if ${condition}"), which domain/permissions.ts ` +
          `DIRECT_ACCESS does not allow`,
      ).toContain(collection);
    }
  });

  it("can fail: a rule that lets an admin read a collection is caught", () => {
    const widened = RULES.replace(
      "match /payments/{id} {\n      allow read, write: if false;",
      "match /payments/{id} {\n      allow read: if request.auth.token.admin == true;",
    );
    expect(widened).not.toBe(RULES);
    const opened = allowsOf(widened).filter((allow) => rolesAdmittedBy(allow.condition).length > 0);
    expect(opened).toEqual([
      { collection: "payments", operations: ["read"], condition: "request.auth.token.admin == true" },
    ]);
  });
});

#!/usr/bin/env node
// `node scripts/migrate-status.mjs [--dry-run] [--project <id> --production]`: the one-off migration for records
// stored before the lead pipeline existed. In `contact_submissions` and `ai_coach_applications` it writes, only where
// missing: `status: "new"` (what such a record already reads as; without the field, a "Status: New" filter and the
// New counts on a real project do not find it), `notes_count: 0` and the search index `search_terms`. It never
// changes a field that is set, so running it twice is harmless. See docs/lead-capture.md.
//
// Same targets as admin:grant: the local Firestore (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080) by default, a
// real project with `--project <id> --production` (Application Default Credentials). Needs the functions build
// (`npm run build -w functions`) for the search index function.
import { createRequire } from "node:module";
import { getFirestore } from "firebase-admin/firestore";
import { adminTarget } from "./lib/admin-target.mjs";
import { answerHelp } from "./lib/cli.mjs";

const USAGE = "Usage: node scripts/migrate-status.mjs [--dry-run] [--project <id> --production]";
answerHelp(`
${USAGE}

The one-off migration for submissions stored before statuses existed: writes, only where missing, the status (New),
the notes count and the search index of every contact message and coach application. Never changes a field that is
set, so running it twice is harmless. Needs the functions build (\`npm run build -w functions\`). By default on the
local Firestore (start the stack with \`npm start\` first).

Options:
  --dry-run        count what would change, write nothing
  --project <id>   the project (a real one only with --production)
  --production     a real project, through Application Default Credentials
  -h, --help       this text

Environment:
  FIRESTORE_EMULATOR_HOST   the local Firestore (default 127.0.0.1:<firestore port of firebase.json>)
  GCLOUD_PROJECT            the local project (default: .firebaserc's)
`);
const dryRun = process.argv.includes("--dry-run");
if (dryRun) process.argv.splice(process.argv.indexOf("--dry-run"), 1);
const admin = await adminTarget({
  name: "migrate-status",
  usage: USAGE,
  emulators: ["firestore"],
});
const { positionals, target } = admin;
/** @type {(message: string) => never} */
const fail = admin.fail;
if (positionals.length > 0) fail(USAGE);

/** The domain, from the functions build: what a stored lead lacks is its `missingLeadFields`. */
/** @type {typeof import("../functions/src/domain/index.ts")} */
let domain;
try {
  domain = createRequire(import.meta.url)("../functions/lib/domain/index.js");
} catch {
  fail("the functions are not built: run `npm run build -w functions` first (the record builders come from there).");
}

const COLLECTIONS = domain.LEAD_KINDS.map((kind) => domain.COLLECTION_OF_KIND[kind]);
const BATCH = 400;
const db = getFirestore();

for (const collection of COLLECTIONS) {
  let seen = 0;
  let changed = 0;
  let batch = db.batch();
  let pending = 0;
  // A streamed query holds one document at a time, however large the collection.
  for await (const streamed of db.collection(collection).stream()) {
    // The stream's items are the query's documents (firebase-admin types the stream as bytes).
    const doc = /** @type {import("firebase-admin/firestore").QueryDocumentSnapshot} */ (
      /** @type {unknown} */ (streamed)
    );
    seen += 1;
    const data = doc.data();
    const missing = domain.missingLeadFields(data);
    if (Object.keys(missing).length === 0) continue;
    changed += 1;
    if (dryRun) continue;
    batch.update(doc.ref, missing);
    pending += 1;
    if (pending === BATCH) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();
  console.log(
    `${collection}: ${seen} record${seen === 1 ? "" : "s"}, ${changed} ${dryRun ? "would be" : ""} migrated`.replace(
      "  ",
      " ",
    ),
  );
}
console.log(`${dryRun ? "Dry run on" : "Migrated"} ${target}.`);

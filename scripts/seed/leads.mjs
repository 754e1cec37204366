import SEED_JSON from "../../emulator-data/seed.json" with { type: "json" };
import { Timestamp } from "firebase-admin/firestore";

/**
 * What staff have done with a sample lead since it came: how long ago it came, a status changed and notes added; and
 * what its visitor's browser sent as `source` (the visit's campaign fields, referrer, landing and form page).
 * @typedef {{
 *   hoursAgo: number,
 *   status?: string,
 *   statusHoursAgo?: number,
 *   notes?: Array<{ hoursAgo: number, text: string }>,
 *   source?: { [K in keyof import("../../functions/src/domain/index.ts").SourceInput]?: string | undefined },
 * }} SeedHistory
 */
/**
 * The form a visitor sent, as the seed holds it: every field of the form's schema under its own name (JSON widens
 * the values to strings; the seed validates them with the schema before storing). A field renamed or added in the
 * schema and not in emulator-data/seed.json fails this typecheck.
 * @template T
 * @typedef {{ [K in keyof T]: unknown }} SeedForm
 */
/**
 * The sample leads: what each visitor sent (`form`) and its history. The seed validates `form` with the form's
 * schema and stores it with the domain's builders, exactly as the submit and admin callables do.
 * @type {{
 *   admin: { email: string, password: string, displayName: string },
 *   contact: Array<SeedHistory & { form: SeedForm<import("../../functions/src/domain/index.ts").ContactMessage> }>,
 *   applications: Array<SeedHistory & { form: SeedForm<import("../../functions/src/domain/index.ts").CoachApplicationInput> }>,
 * }}
 */
export const SEED = SEED_JSON;

/**
 * A visit's source as the visitor's browser sends it, validated by the schema and its channel derived as the
 * callables derive it.
 * @param {import("./index.mjs").SeedContext} context
 * @param {unknown} source none: an empty one (Direct)
 * @param {string} where
 */
export function seedSource({ domain, site }, source, where) {
  const visit = domain.validate(domain.SourceSchema, source ?? {});
  if (!visit.success) throw new Error(`${where} has an invalid source: ${JSON.stringify(visit.errors)}`);
  return domain.leadSource(visit.output, new URL(site).host);
}

/**
 * A sample lead validated by its form's schema and built as the submit callable stores it (without `created_at`).
 * @template {"contact" | "applications"} K
 * @param {import("./index.mjs").SeedContext} context
 * @param {K} kind
 * @param {unknown} form
 * @param {unknown} source what the visitor's browser sent as `source` (none: an empty one)
 * @param {string} where
 */
function newSeedLead(context, kind, form, source, where) {
  const { domain } = context;
  const schema = kind === "contact" ? domain.ContactSchema : domain.CoachApplicationSchema;
  const parsed = domain.validate(schema, form);
  if (!parsed.success) throw new Error(`${where} is not a valid ${kind}: ${JSON.stringify(parsed.errors)}`);
  return domain.newLeadRecord(
    kind,
    /** @type {import("../../functions/src/domain/index.ts").LeadInputByKind[K]} */ (parsed.output),
    seedSource(context, source, where),
  );
}

/**
 * The sample contact messages and applications (emulator-data/seed.json), as the submit callables store them (the
 * form's schema, then the domain's builder), and for a few of them a status already changed and a note by the demo
 * admin, built as the admin callables build them, so the dashboard has a history to show.
 * @type {import("./index.mjs").Seeder}
 */
export async function seedLeads(context) {
  const { db, domain, now, admin, log } = context;
  const hoursAgoStamp = (/** @type {number} */ hours) => Timestamp.fromMillis(now.getTime() - hours * 3_600_000);
  let seeded = 0;
  for (const kind of /** @type {const} */ (["contact", "applications"])) {
    const collection = db.collection(domain.COLLECTION_OF_KIND[kind]);
    if (!(await collection.limit(1).get()).empty) continue;
    for (const [index, sample] of SEED[kind].entries()) {
      const where = `emulator-data/seed.json ${kind}[${index}]`;
      const record = newSeedLead(context, kind, sample.form, sample.source, where);
      const status = sample.status ?? domain.INITIAL_STATUS;
      if (!domain.isStatusOf(kind, status)) throw new Error(`${where}: "${status}" is not a status of ${kind}`);
      const notes = sample.notes ?? [];
      const changedHoursAgo = [sample.statusHoursAgo ?? Infinity, ...notes.map((note) => note.hoursAgo)];
      const ref = collection.doc();
      const batch = db.batch();
      batch.set(ref, {
        ...record,
        status,
        notes_count: notes.length,
        ...(status !== domain.INITIAL_STATUS || notes.length
          ? { updated_at: hoursAgoStamp(Math.min(...changedHoursAgo)) }
          : {}),
        created_at: hoursAgoStamp(sample.hoursAgo),
      });
      const activity = ref.collection(domain.COLLECTIONS.activity);
      if (status !== domain.INITIAL_STATUS) {
        const at = hoursAgoStamp(sample.statusHoursAgo ?? sample.hoursAgo);
        batch.set(activity.doc(), domain.statusChangeEntry(domain.INITIAL_STATUS, status, admin, at));
      }
      for (const note of notes) {
        batch.set(activity.doc(), domain.noteEntry(note.text, admin, hoursAgoStamp(note.hoursAgo)));
      }
      await batch.commit();
      seeded++;
    }
  }
  log(`• Seeded ${seeded} sample contact messages and applications`);
}

/**
 * The demo company's content (issue 43): the site's pages are served as built (their copy is the page model's
 * defaults, nothing to store), and one page has a pending draft, so the Content tab shows the whole flow at once: the
 * Events page's heading reworded by the demo Editor an hour before the start. Built with the content feature's own
 * builder (`draftSaved`) from the page model's copy, and checked against the page schema, as a save would be.
 */
import { Timestamp } from "firebase-admin/firestore";
import { DEMO_TEAM } from "./team.mjs";

/** The page with the pending draft, and what its draft changes. */
export const DRAFT_PAGE = "events";
export const DRAFT_HEADING = "Statewide AI events, spring 2027";

/** @type {import("./index.mjs").Seeder} */
export async function seedContent({ db, auth, product, now, log, admin }) {
  const { contentModel, contentStore } = product;
  const model = contentModel.SITE_CONTENT_MODEL;
  const data = structuredClone(model.defaults(DRAFT_PAGE));
  const hero = /** @type {{ sections: { title: string }[] }} */ (data).sections[0];
  if (!hero) throw new Error(`the ${DRAFT_PAGE} page has no hero`);
  hero.title = DRAFT_HEADING;
  const parsed = model.parse(DRAFT_PAGE, data);
  if (!parsed.success) throw new Error(`the seeded draft is not a valid page: ${JSON.stringify(parsed.errors)}`);
  // The demo Editor (seeded by ./team.mjs before this) wrote it; without that account, the demo admin.
  const editor = DEMO_TEAM.find((member) => member.role === "editor");
  const account = editor ? await auth.getUserByEmail(editor.email).catch(() => undefined) : undefined;
  const by = account && editor ? { uid: account.uid, email: editor.email } : admin;
  const record = contentStore.draftSaved(
    contentStore.emptyContentPage(DRAFT_PAGE),
    parsed.output,
    by,
    Timestamp.fromDate(new Date(now.getTime() - 60 * 60 * 1000)),
  );
  await contentStore.contentPageRef(db, DRAFT_PAGE).set(record);
  log(`• Seeded the content: every page as built, a pending draft of /${DRAFT_PAGE} by ${by.email}`);
}

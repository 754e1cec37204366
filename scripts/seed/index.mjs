/**
 * The local stack's sample company (issue 36): every `npm start` seeds it afresh (the emulators keep nothing between
 * starts), with the product's own builders, never records spelled by hand, and dates relative to the start (`now`), so
 * the demo never goes stale. One module per feature; each is a seeder `(context) => Promise<void>` and they run in the
 * order of {@link DEMO_SEEDERS}. A feature adds its sample data by adding its module to the list.
 *
 * The test stack (`npm test`, with-stack) seeds only {@link TEST_SEEDERS}: the tests make their own data, and a
 * booking host or payments they did not make would change what they count.
 */
import { seedLeads } from "./leads.mjs";
import { seedBookings } from "./bookings.mjs";
import { seedPayments } from "./payments.mjs";
import { seedInvoices, seedQuotes } from "./invoices.mjs";
import { seedTraffic } from "./traffic.mjs";
import { seedTeam } from "./team.mjs";
import { seedCalendars } from "./calendars.mjs";
import { seedConversations, seedMessageTemplates } from "./conversations.mjs";
import { seedContent } from "./content.mjs";

/**
 * The product's modules the seeders build with: the domain (schemas, record builders) and the few feature modules
 * that compose what a booking or a payment stores besides (its mails, locks, hashes; the payment store). The stack
 * loads them from the functions build (./product.mjs); the seed's test from functions/src.
 * @typedef {{
 *   domain: typeof import("../../functions/src/domain/index.ts"),
 *   slots: typeof import("../../functions/src/domain/slots.ts"),
 *   mails: typeof import("../../functions/src/bookings/mails.ts"),
 *   shared: typeof import("../../functions/src/bookings/shared.ts"),
 *   locks: typeof import("../../functions/src/bookings/locks.ts"),
 *   reminders: typeof import("../../functions/src/bookings/reminders.ts"),
 *   payments: typeof import("../../functions/src/payments/payments.ts"),
 *   installments: typeof import("../../functions/src/payments/installments.ts"),
 *   conversations: typeof import("../../functions/src/domain/conversations.ts"),
 *   conversationMail: typeof import("../../functions/src/conversations/outgoing.ts"),
 *   contentModel: typeof import("../../functions/src/content/model.ts"),
 *   contentStore: typeof import("../../functions/src/content/store.ts"),
 * }} Product
 */

/**
 * What every seeder gets: the database and Auth, the product's modules, the start's instant (`now`: every sample date
 * is relative to it), the demo admin, the site's origin, the functions' HASH_KEY (tokens and mailboxes are stored as
 * keyed hashes), the domain of the reply addresses (INBOUND_MAIL_DOMAIN) and the local Stripe stand-in (none in the
 * seed's test).
 * @typedef {{
 *   db: import("firebase-admin/firestore").Firestore,
 *   auth: Pick<import("firebase-admin/auth").Auth, "getUserByEmail" | "createUser" | "setCustomUserClaims">,
 *   domain: Product["domain"],
 *   product: Product,
 *   now: Date,
 *   log: (line: string) => void,
 *   admin: { uid: string, email: string },
 *   site: string,
 *   hashKey: string,
 *   inboundDomain: string,
 *   stripe?: { origin: string, key: string },
 * }} SeedContext
 */

/** @typedef {(context: SeedContext) => Promise<void>} Seeder */

/**
 * What the test stack seeds: the sample contact messages and applications, as before bookings existed, and the
 * message templates (configuration the staff pick from, as a new company's dashboard would hold).
 * @type {readonly Seeder[]}
 */
export const TEST_SEEDERS = [seedLeads, seedMessageTemplates];

/**
 * What `npm start` seeds: the whole company. Conversations follow the leads they are with; traffic goes last: it counts
 * the leads and payments seeded before it.
 * @type {readonly Seeder[]}
 */
export const DEMO_SEEDERS = [
  seedLeads,
  seedBookings,
  seedMessageTemplates,
  seedConversations,
  seedTeam,
  seedContent,
  seedPayments,
  seedInvoices,
  seedQuotes,
  seedTraffic,
];

/**
 * What `npm start` seeds after the company that needs the stack's own servers (Radicale): the demo admin's sample
 * calendar (`./calendars.mjs`), connected and synced by the product's code. Not in the seed's test, which has no
 * Radicale; the calendars' integration tests cover it.
 * @type {readonly Seeder[]}
 */
export const STACK_SEEDERS = [
  ({ db, admin, log }) => seedCalendars({ db, uid: admin.uid, email: admin.email, log, takeBookings: false }),
];

/**
 * Runs `seeders` in order.
 * @param {readonly Seeder[]} seeders
 * @param {SeedContext} context
 */
export async function runSeeders(seeders, context) {
  for (const seeder of seeders) await seeder(context);
}

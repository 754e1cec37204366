import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/**
 * The product's modules from the functions build the stack has just made (functions/lib): the seed stores records
 * with their schemas and builders, so a change to a stored record cannot leave the seed behind (its typecheck
 * follows functions/src, `tsc -p scripts`).
 * @returns {import("./index.mjs").Product}
 */
export function builtProduct() {
  try {
    return {
      domain: load("../../functions/lib/domain/index.js"),
      slots: load("../../functions/lib/domain/slots.js"),
      mails: load("../../functions/lib/bookings/mails.js"),
      shared: load("../../functions/lib/bookings/shared.js"),
      locks: load("../../functions/lib/bookings/locks.js"),
      reminders: load("../../functions/lib/bookings/reminders.js"),
      payments: load("../../functions/lib/payments/payments.js"),
      installments: load("../../functions/lib/payments/installments.js"),
      conversations: load("../../functions/lib/domain/conversations.js"),
      conversationMail: load("../../functions/lib/conversations/outgoing.js"),
      contentModel: load("../../functions/lib/content/model.js"),
      contentStore: load("../../functions/lib/content/store.js"),
    };
  } catch (error) {
    throw new Error(`the functions are not built: run \`npm run build -w functions\` before seeding (${error})`);
  }
}

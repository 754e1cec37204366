import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as domain from "../../functions/src/domain/index.ts";
import * as slots from "../../functions/src/domain/slots.ts";
import * as mails from "../../functions/src/bookings/mails.ts";
import * as shared from "../../functions/src/bookings/shared.ts";
import * as locks from "../../functions/src/bookings/locks.ts";
import * as reminders from "../../functions/src/bookings/reminders.ts";
import * as payments from "../../functions/src/payments/payments.ts";
import * as installments from "../../functions/src/payments/installments.ts";
import * as conversations from "../../functions/src/domain/conversations.ts";
import * as conversationMail from "../../functions/src/conversations/outgoing.ts";
import * as contentModel from "../../functions/src/content/model.ts";
import * as contentStore from "../../functions/src/content/store.ts";
import { startFirestoreStandin } from "../../test-support/firestore-standin.mjs";
import { startStripeLocal } from "../stripe-local/server.mjs";
import { DEMO_SEEDERS, TEST_SEEDERS, runSeeders } from "./index.mjs";
import { TRAFFIC_DAYS } from "./traffic.mjs";
import { DRAFT_HEADING, DRAFT_PAGE, seedContent } from "./content.mjs";

/*
 * The sample company (issue 36) checked record by record against the product's schemas and builders: every stored
 * field of a seeded lead, booking or payment is what the builder makes of the record's own inputs (but the fields its
 * later history changes), so a record spelled by hand — a field added, misnamed or left out — fails here. And the
 * agenda moves with the day of the start: upcoming bookings stay upcoming whatever day the stack starts.
 */

const product = {
  domain,
  slots,
  mails,
  shared,
  locks,
  reminders,
  payments,
  installments,
  conversations,
  conversationMail,
  contentModel,
  contentStore,
};
const HASH_KEY = "seed-test-key-of-32-characters!!";
const SITE = "http://127.0.0.1:5000";
const INBOUND_DOMAIN = "reply.example.test";
const ADMIN = { uid: "demo-admin", email: "admin@idahoaicoaches.test" };
/** A Wednesday afternoon and a Saturday morning, Boise time. */
const WEDNESDAY = new Date("2027-03-10T21:00:00Z");
const SATURDAY = new Date("2027-03-13T16:00:00Z");

/** @type {{ port: number, stop: () => Promise<void> }} */
let server;
/** @type {import("firebase-admin/app").App[]} */
const apps = [];

beforeAll(async () => {
  server = await startFirestoreStandin();
  vi.stubEnv("FIRESTORE_EMULATOR_HOST", `127.0.0.1:${server.port}`);
});
afterAll(async () => {
  for (const app of apps) await deleteApp(app);
  await server?.stop();
  vi.unstubAllEnvs();
});

/**
 * A fresh database seeded by `seeders` as the stack seeds it at `now`.
 * @param {string} name
 * @param {Date} now
 * @param {readonly import("./index.mjs").Seeder[]} [seeders]
 * @param {import("./index.mjs").SeedContext["stripe"]} [stripe] the local Stripe stand-in the stack gives the seed
 */
async function seeded(name, now, seeders = DEMO_SEEDERS, stripe = undefined) {
  const app = initializeApp({ projectId: `demo-seed-${name}-${server.port}` }, `seed-${name}`);
  apps.push(app);
  const db = getFirestore(app);
  // The Auth the team seeder uses: no account exists yet; each created one gets the next uid.
  let uids = 0;
  const auth = /** @type {import("./index.mjs").SeedContext["auth"]} */ (
    /** @type {unknown} */ ({
      getUserByEmail: async () => Promise.reject(new Error("auth/user-not-found")),
      createUser: async () => ({ uid: `seed-user-${++uids}`, customClaims: {} }),
      setCustomUserClaims: async () => {},
    })
  );
  const lines = /** @type {string[]} */ ([]);
  await runSeeders(seeders, {
    db,
    auth,
    domain,
    product,
    now,
    log: (line) => lines.push(line),
    admin: ADMIN,
    site: SITE,
    hashKey: HASH_KEY,
    inboundDomain: INBOUND_DOMAIN,
    stripe,
  });
  return { db, lines };
}

/**
 * @param {Pick<import("firebase-admin/firestore").Firestore, "collection">} db
 * @param {string} collection
 */
async function all(db, collection) {
  return (await db.collection(collection).get()).docs;
}

/**
 * The stored fields a builder made, compared with what it makes again; `later` are the fields the record's history
 * changes afterwards and `extra` the ones it adds.
 * @param {Record<string, unknown>} stored
 * @param {Record<string, unknown>} built
 * @param {{ later?: string[], extra?: string[], where: string }} options
 */
function expectBuiltBy(stored, built, { later = [], extra = [], where }) {
  const allowed = new Set([...Object.keys(built), ...extra]);
  expect(
    Object.keys(stored).filter((key) => !allowed.has(key)),
    `${where}: fields no builder makes`,
  ).toEqual([]);
  for (const [key, value] of Object.entries(built)) {
    if (later.includes(key)) continue;
    expect(stored[key], `${where}.${key}`).toEqual(value);
  }
}

/** A stored record's form fields under the form's own names (the inverse of the builder's renaming). */
function formOf(/** @type {Record<string, string>} */ names, /** @type {Record<string, unknown>} */ stored) {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, stored[name]]));
}

const toDate = (/** @type {import("firebase-admin/firestore").Timestamp} */ time) => time.toDate();

describe("the demo seed", () => {
  /** @type {import("firebase-admin/firestore").Firestore} */
  let db;
  beforeAll(async () => {
    ({ db } = await seeded("wednesday", WEDNESDAY));
  }, 60_000);

  it("stores every lead as newLeadRecord makes it from its form, validated by the form's schema", async () => {
    for (const kind of /** @type {const} */ (["contact", "applications"])) {
      const docs = await all(db, domain.COLLECTION_OF_KIND[kind]);
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        const stored = doc.data();
        const schema = kind === "contact" ? domain.ContactSchema : domain.CoachApplicationSchema;
        const form = domain.validate(schema, formOf(domain.RECORD_NAMES_OF_KIND[kind], stored));
        expect(form.success, `${kind}/${doc.id} is a valid form`).toBe(true);
        if (!form.success) continue;
        const built = domain.newLeadRecord(kind, /** @type {never} */ (form.output), stored.source);
        expectBuiltBy(stored, built, {
          later: ["status", "notes_count"],
          extra: [
            "created_at",
            "updated_at",
            "messages_count",
            "last_reply_at",
            "new_reply",
            conversations.REPLY_TOKEN_HASH_FIELD,
          ],
          where: `${kind}/${doc.id}`,
        });
        expect(domain.isStatusOf(kind, stored.status)).toBe(true);
      }
    }
  });

  it("stores every booking as newBookingRecord makes it, with its locks, history and mail events", async () => {
    const docs = await all(db, domain.COLLECTIONS.bookings);
    expect(docs.length).toBeGreaterThanOrEqual(8);
    for (const doc of docs) {
      const stored = doc.data();
      const where = `bookings/${doc.id}`;
      const details = domain.validate(domain.BookingDetailsSchema, formOf(domain.BOOKING_RECORD_NAMES, stored));
      expect(details.success, `${where} has a valid form`).toBe(true);
      if (!details.success) continue;
      const built = domain.newBookingRecord({
        details: details.output,
        source: stored.source,
        meetingType: stored.meeting_type,
        timeZone: stored.time_zone,
        start: stored.start_at,
        end: stored.end_at,
        hostUid: stored.host_uid,
        icsUid: stored.ics_uid,
        tokenHash: stored.token_hash,
        mailboxHash: shared.mailboxHash(HASH_KEY, details.output.email),
        lockIds: slots.lockIds(ADMIN.uid, toDate(stored.start_at), toDate(stored.end_at), 10),
        scheduledAt: stored.scheduled_at,
      });
      const cancelled = stored.status === domain.BOOKING_STATUS.cancelled;
      expectBuiltBy(stored, built, {
        later: ["status", "notes_count", "sequence", ...(cancelled ? ["lock_ids"] : [])],
        extra: ["created_at", "updated_at", "cancel_reason"],
        where,
      });
      expect(domain.BOOKING_STATUSES).toContain(stored.status);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.email).toMatch(/\.example$/);
      expect(stored.created_at.toMillis()).toBeLessThan(stored.start_at.toMillis());
      for (const id of stored.lock_ids) {
        expect((await db.collection(domain.COLLECTIONS.bookingLocks).doc(id).get()).get("booking_id")).toBe(doc.id);
      }
      const events = await all(doc.ref, domain.COLLECTIONS.mailEvents);
      expect(events.map((event) => event.id)).toContain("booked-0");
      for (const event of events) {
        expect(event.id).toMatch(domain.MAIL_EVENT_ID);
        expect(event.get("to")).toBe(stored.email);
        if (event.id.startsWith("reminder-")) {
          const [, kind, sequence] = event.id.split("-");
          const remindAt = toDate(event.get("created_at"));
          expect(reminders.dueReminder(toDate(stored.start_at), toDate(stored.scheduled_at), remindAt)).toBe(kind);
          expect(Number(sequence)).toBe(stored.sequence);
        }
      }
      const history = await all(doc.ref, domain.COLLECTIONS.activity);
      expect(history.length).toBeGreaterThan(0);
      expect(history.filter((entry) => entry.get("type") === "note").length).toBe(stored.notes_count);
    }
    const statuses = docs.map((doc) => doc.get("status"));
    for (const status of domain.BOOKING_STATUSES) expect(statuses, status).toContain(status);
    expect(docs.some((doc) => doc.get("sequence") === 1 && doc.get("status") === "scheduled")).toBe(true);
  });

  it("writes to the two newest contact messages as sendLeadMessage does, one with a reply still unread", async () => {
    const leads = await db.collection(domain.COLLECTION_OF_KIND.contact).orderBy("created_at", "desc").limit(2).get();
    expect(leads.docs.map((lead) => lead.get("new_reply"))).toEqual([true, false]);
    for (const lead of leads.docs) {
      const where = `contact/${lead.id}`;
      const timeline = await db.collection(domain.COLLECTIONS.messages).where("lead", "==", `contact/${lead.id}`).get();
      const sent = timeline.docs.find((doc) => doc.get("type") === "sent");
      const reply = timeline.docs.find((doc) => doc.get("type") === "reply");
      expect(timeline.size, where).toBe(lead.get("messages_count"));
      if (!sent || !reply) throw new Error(`${where} has no sent mail and reply`);
      const built = conversationMail.leadMessage({
        key: HASH_KEY,
        domain: INBOUND_DOMAIN,
        kind: "contact",
        id: lead.id,
        to: lead.get("email"),
        subject: sent.get("subject"),
        text: sent.get("text"),
        staffName: "Demo Admin",
        by: ADMIN,
        messageId: `<seed-sent-${lead.id}@${INBOUND_DOMAIN}>`,
        at: sent.get("at"),
      });
      expect(sent.id).toBe(built.docId);
      expect(sent.data()).toEqual(built.message);
      const event = (await lead.ref.collection(domain.COLLECTIONS.mailEvents).doc(built.event).get()).data();
      expectBuiltBy(
        event ?? {},
        { ...built.mailEvent },
        { extra: ["delivery"], where: `${where}/mails/${built.event}` },
      );
      expect(event?.delivery.confirmation.state).toBe("sent");
      expect(lead.get(conversations.REPLY_TOKEN_HASH_FIELD)).toBe(built.tokenHash);
      expect(reply.get("to")).toEqual([built.replyTo]);
      expect(lead.get("last_reply_at")).toEqual(reply.get("at"));
      expect(reply.get("at").toMillis()).toBeGreaterThan(sent.get("at").toMillis());
    }
    const templates = await all(db, domain.COLLECTIONS.messageTemplates);
    for (const template of templates) {
      expect(domain.validate(conversations.CreateTemplateSchema, template.data()).success, template.id).toBe(true);
    }
    expect(templates.map((template) => template.get("name")).sort()).toEqual(["First reply", "Meeting reminder"]);
  });

  it("leaves no reminder due that the sweep would mail now", async () => {
    const swept = await reminders.sweepReminders(WEDNESDAY, {
      db,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    expect(swept.queued).toEqual([]);
  });

  it("makes the demo admin a host of the public meeting types with weekday hours", async () => {
    const host = (await db.collection(domain.COLLECTIONS.bookingHosts).doc(ADMIN.uid).get()).data();
    expect(domain.validate(domain.AvailabilitySchema, host?.availability).success).toBe(true);
    expect(host).toMatchObject({ active: true, email: ADMIN.email });
    expect(host?.availability.meetingTypes).toEqual(domain.PUBLIC_MEETING_TYPE_IDS);
    expect(host?.availability.weekly.mon.length).toBeGreaterThan(0);
  });

  it("stores every payment as newCheckoutPayment (or the installment charge) makes it, in every state", async () => {
    const docs = await all(db, domain.COLLECTIONS.payments);
    const byId = new Map(docs.map((doc) => [doc.id, doc.data()]));
    for (const doc of docs) {
      const stored = doc.data();
      if (stored.installment === domain.INSTALLMENT_LABELS.second) {
        expect(byId.get(stored.first_payment_id)?.installment_2_payment_id).toBe(doc.id);
        continue;
      }
      const built = domain.newCheckoutPayment({
        metadata: { program: stored.program, package_type: stored.package_type ?? undefined, ...stored },
        amountTotal: stored.amount_total,
        currency: stored.currency,
        customerEmail: stored.customer_email,
        sessionId: stored.session_id,
        eventId: stored.event_id,
        paymentIntentId: stored.payment_intent_id,
        customerId: stored.customer_id,
        paymentMethodId: stored.payment_method_id,
        source: stored.source,
      });
      expectBuiltBy(stored, built, {
        extra: [
          "created_at",
          "installment_2_status",
          "installment_2_payment_id",
          "installment_2_intent_id",
          "installment_2_attempt",
          "installment_2_error",
          "refunded_amount",
          "refunds",
        ],
        where: `payments/${doc.id}`,
      });
    }
    const states = docs.map((doc) => doc.data());
    expect(states.some((p) => p.installment === "full" && p.program === domain.PATENT_PROGRAM.id)).toBe(true);
    expect(states.some((p) => p.installment === "1 of 2" && !p.installment_2_status)).toBe(true);
    expect(states.some((p) => p.installment_2_status === "paid")).toBe(true);
    expect(states.some((p) => p.installment_2_status === "failed")).toBe(true);
    expect(states.some((p) => p.amount_mismatch === true)).toBe(true);
    expect(states.some((p) => p.program === domain.LAUNCH_PROGRAM.id && !p.amount_mismatch)).toBe(true);
  });

  it("stores invoices as newInvoiceRecord makes them, in every state, and a refunded payment", async () => {
    const docs = (await all(db, domain.COLLECTIONS.invoices)).filter((doc) => !doc.get("quote_id"));
    for (const doc of docs) {
      const stored = doc.data();
      const built = domain.newInvoiceRecord(
        {
          lead: stored.lead,
          organization: stored.organization,
          billingEmail: stored.billing_email,
          poNumber: stored.po_number,
          memo: stored.memo,
          taxExempt: stored.tax_exempt,
          eventDate: stored.event_date,
          dueDays: stored.due_days,
          items: stored.items,
        },
        stored.source,
        stored.created_by,
      );
      expectBuiltBy(stored, built, {
        later: ["status"],
        extra: [
          "created_at",
          "updated_at",
          "stripe_invoice_id",
          "stripe_customer_id",
          "number",
          "sent_at",
          "due_date",
          "hosted_invoice_url",
          "invoice_pdf",
          "payment_intent_id",
          "amount_paid",
          "paid_at",
          "paid_via",
          "void_reason",
          "voided_at",
        ],
        where: `invoices/${doc.id}`,
      });
      expect(stored.total).toBe(domain.invoiceTotalCents(stored.items));
    }
    expect(docs.map((doc) => doc.get("status")).sort()).toEqual(["draft", "open", "overdue", "paid", "void"]);
    expect(docs.find((doc) => doc.get("status") === "paid")?.get("paid_via")).toBe("bank_transfer");
    const payments = await all(db, domain.COLLECTIONS.payments);
    expect(payments.some((doc) => Number(doc.get("refunded_amount")) > 0)).toBe(true);
  });

  it("stores a sent quote and an accepted one whose invoice was sent, as newQuoteRecord and invoiceFromQuote make them", async () => {
    const quotes = await all(db, domain.COLLECTIONS.quotes);
    for (const doc of quotes) {
      const stored = doc.data();
      const built = domain.newQuoteRecord(
        {
          lead: stored.lead,
          organization: stored.organization,
          billingEmail: stored.billing_email,
          poNumber: stored.po_number,
          memo: stored.memo,
          taxExempt: stored.tax_exempt,
          eventDate: stored.event_date,
          dueDays: stored.due_days,
          expiresDays: stored.expires_days,
          items: stored.items,
        },
        stored.source,
        stored.created_by,
      );
      expectBuiltBy(stored, built, {
        later: ["status"],
        extra: [
          "created_at",
          "updated_at",
          "stripe_quote_id",
          "stripe_customer_id",
          "number",
          "valid_until",
          "sent_at",
          "accepted_at",
          "accepted_by",
          "invoice_id",
          "stripe_invoice_id",
        ],
        where: `quotes/${doc.id}`,
      });
      expect(stored.total).toBe(domain.invoiceTotalCents(stored.items));
    }
    expect(quotes.map((doc) => doc.get("status")).sort()).toEqual(["accepted", "open"]);
    const accepted = quotes.find((doc) => doc.get("status") === "accepted");
    const invoice = (await db.collection(domain.COLLECTIONS.invoices).doc(String(accepted?.id)).get()).data();
    expect(accepted?.get("invoice_id")).toBe(accepted?.id);
    expectBuiltBy(
      invoice ?? {},
      domain.invoiceFromQuote(
        /** @type {any} */ (accepted?.data()),
        String(accepted?.id),
        String(accepted?.get("stripe_invoice_id")),
      ),
      {
        later: ["status"],
        extra: ["created_at", "updated_at", "number", "sent_at", "due_date"],
        where: `invoices/${accepted?.id}`,
      },
    );
    expect(invoice?.status).toBe("open");
  });

  it("rolls up 60 days of traffic with the roll-up's own shape, whose funnel counts the seeded leads", async () => {
    const days = await all(db, domain.COLLECTIONS.trafficDaily);
    expect(days.length).toBe(TRAFFIC_DAYS);
    const empty = Object.keys(domain.emptyDay("2027-01-01")).sort();
    let sent = 0;
    for (const doc of days) {
      const day = doc.data();
      expect(Object.keys(day).sort(), doc.id).toEqual(empty);
      expect(day.day).toBe(doc.id);
      expect(day.funnel.visits).toBe(day.visits);
      expect(Object.values(day.channels).reduce((a, b) => a + b, 0)).toBe(day.visits);
      expect(day.pageviews).toBeGreaterThanOrEqual(day.visits);
      for (const channel of Object.keys(day.channels)) expect(domain.CHANNELS).toContain(channel);
      sent += day.funnel.sent;
    }
    const leads = (
      await Promise.all(
        [domain.COLLECTIONS.contactSubmissions, domain.COLLECTIONS.coachApplications, domain.COLLECTIONS.bookings].map(
          (collection) => all(db, collection),
        ),
      )
    ).flat();
    expect(sent).toBe(leads.length);
    const report = domain.trafficReport(
      domain.daysBetween(domain.dayOf(new Date(WEDNESDAY.getTime() - 29 * 86_400_000)), domain.dayOf(WEDNESDAY)),
      new Map(
        days.map((doc) => [
          doc.id,
          /** @type {import("../../functions/src/domain/index.ts").DailyTraffic} */ (doc.data()),
        ]),
      ),
      days.length,
      false,
    );
    expect(report.totals.visits).toBeGreaterThan(500);
  });
});

describe("the demo seed with the local Stripe stand-in", () => {
  it("pays each checkout in the stand-in (an owner's Refund finds its charge) and makes the sent quote there", async () => {
    // Webhooks go nowhere here: the stand-in logs a delivery it could not make and carries on.
    const stripeLocal = await startStripeLocal({ port: 0, webhookUrl: "http://127.0.0.1:9/", log: () => {} });
    try {
      const stripe = { origin: stripeLocal.url, key: "sk_test_seed" };
      const { db } = await seeded("stripe", WEDNESDAY, DEMO_SEEDERS, stripe);
      const paid = (await all(db, domain.COLLECTIONS.payments)).filter(
        (doc) => doc.get("installment") !== domain.INSTALLMENT_LABELS.second,
      );
      expect(paid.length).toBeGreaterThan(0);
      for (const doc of paid) {
        const answer = await fetch(`${stripeLocal.url}/v1/refunds`, {
          method: "POST",
          headers: { authorization: `Bearer ${stripe.key}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ payment_intent: doc.get("payment_intent_id"), amount: "100" }),
        });
        expect(answer.status, `${doc.id}: ${await answer.clone().text()}`).toBe(200);
      }
      // The sent quote is the stand-in's own, open: the dashboard's "Buyer accepted" can accept it there.
      const open = (await all(db, domain.COLLECTIONS.quotes)).find((doc) => doc.get("status") === "open");
      const accepted = await fetch(`${stripeLocal.url}/v1/quotes/${open?.get("stripe_quote_id")}/accept`, {
        method: "POST",
        headers: { authorization: `Bearer ${stripe.key}` },
      });
      expect(accepted.status, await accepted.clone().text()).toBe(200);
      expect(await accepted.json()).toMatchObject({
        amount_total: open?.get("total"),
        metadata: { quote_id: open?.id },
      });
    } finally {
      await stripeLocal.close();
    }
  }, 60_000);
});

describe("the seed's dates follow the day of the start", () => {
  it.each([
    ["a Wednesday afternoon", WEDNESDAY, "2027-03-11"],
    ["a Saturday morning", SATURDAY, "2027-03-15"],
  ])("started on %s, five bookings are upcoming, the first on the next working day", async (_, now, next) => {
    const { db } = await seeded(`days-${now.getTime()}`, now, DEMO_SEEDERS.slice(0, 2));
    const docs = await all(db, domain.COLLECTIONS.bookings);
    const upcoming = docs
      .filter((doc) => doc.get("status") === "scheduled" && toDate(doc.get("start_at")) > now)
      .map((doc) => toDate(doc.get("start_at")))
      .sort((a, b) => a.getTime() - b.getTime());
    expect(upcoming.length).toBe(5);
    expect(slots.instantToZoned(/** @type {Date} */ (upcoming[0]), domain.HOST_TIME_ZONE).date).toBe(next);
    const past = docs.filter((doc) => toDate(doc.get("start_at")) < now);
    expect(past.map((doc) => doc.get("status")).sort()).toEqual(["cancelled", "completed", "completed", "no_show"]);
  });

  it("seeds only the sample leads and the message templates on a test stack", async () => {
    const { db } = await seeded("test-mode", WEDNESDAY, TEST_SEEDERS);
    expect((await all(db, domain.COLLECTIONS.messageTemplates)).length).toBe(2);
    expect(await all(db, domain.COLLECTIONS.messages)).toEqual([]);
    expect(await all(db, domain.COLLECTIONS.bookings)).toEqual([]);
    expect(await all(db, domain.COLLECTIONS.payments)).toEqual([]);
    expect(await all(db, domain.COLLECTIONS.trafficDaily)).toEqual([]);
    expect((await all(db, domain.COLLECTIONS.contactSubmissions)).length).toBeGreaterThan(0);
  });
});

describe("the seeded content", () => {
  it("is one pending draft of the Events page, built by the content feature's builder, valid for the page schema", async () => {
    const { db } = await seeded("content", WEDNESDAY, [seedContent]);
    const docs = await all(db, domain.COLLECTIONS.contentPages);
    expect(docs.map((doc) => doc.id)).toEqual([DRAFT_PAGE]);
    const stored = /** @type {Record<string, unknown>} */ (docs[0]?.data());
    const draft = /** @type {{ sections: { title: string }[] }} */ (JSON.parse(String(stored.draft)));
    expect(draft.sections[0]?.title).toBe(DRAFT_HEADING);
    expect(contentModel.SITE_CONTENT_MODEL.parse(DRAFT_PAGE, draft).success).toBe(true);
    const built = contentStore.draftSaved(
      contentStore.emptyContentPage(DRAFT_PAGE),
      draft,
      ADMIN,
      /** @type {import("firebase-admin/firestore").Timestamp} */ (/** @type {unknown} */ (stored.draft_at)),
    );
    expectBuiltBy(stored, /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (built)), {
      where: "content_pages/events",
    });
    const at = /** @type {import("firebase-admin/firestore").Timestamp} */ (stored.draft_at);
    expect(toDate(at).getTime()).toBe(WEDNESDAY.getTime() - 60 * 60 * 1000);
  });
});

/**
 * `npm run bench:conversations [-- --skip-build]`: the conversations on the local stack (issue 35).
 *   1. the timeline's first page (`leadConversation`, 50 messages) of a lead with 1,000 messages against one with
 *      10: p50 of each and the ratio (budget ≤ 1.5: the page reads its index range, not the lead's whole history);
 *   2. the inbound webhook's p50 for a 100 KB reply, posted signed as the provider posts it;
 *   3. 200 replies arriving together, 4 requests in flight at a time (the Functions emulator starts a worker process
 *      per request in flight: 200, 40 or 10 at once exhausted this 2-core machine), 20 of them posted twice at the same moment
 *      (a provider's retries racing): every reply stored exactly once (budget: 0 lost, 0 duplicated).
 * Prints the tables, writes docs/benchmarks/conversations.md, exits 1 when a budget is missed. Starts (and stops) the
 * stack itself: run it alone.
 */
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import {
  budgetTable,
  commitOf,
  firestoreUsed,
  fmt,
  machineLine,
  measure,
  measureAlternately,
  writeReport,
} from "./lib/bench.mjs";
import { answerHelp, BENCH_OPTIONS_HELP } from "./lib/cli.mjs";
import { signedForm } from "./lib/inbound-smtp.mjs";
import { adminSdk, createAdmin, webClient } from "./lib/bench-clients.mjs";
import { emulatedFunctionUrl } from "./lib/ports.mjs";
import { exit, exitOnSignals, failed, isStopping } from "./lib/processes.mjs";
import { Timestamp } from "firebase-admin/firestore";
import { LOCAL_INBOUND_DOMAIN, PROJECT_ID, ROOT, TEST_FUNCTIONS_ENV, localSecret, startStack } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:conversations [-- --skip-build]   (node scripts/bench-conversations.mjs)

Starts the local stack (test mode) and measures the conversations: the timeline's first page of a lead with 1,000
messages against one with 10 (ratio, budget ≤ 1.5), the inbound webhook's p50 for a 100 KB reply, and 200 replies
arriving together (4 requests in flight on the emulator), 20 of them twice (budget: all stored exactly once). Prints the tables, writes
docs/benchmarks/conversations.md, exits 1 when a budget is missed. Needs the stack's ports free (stop \`npm start\`
first). Ctrl-C (or SIGTERM) stops the stack and frees every port (exit 130 / 143).

${BENCH_OPTIONS_HELP}`);
exitOnSignals();

const RUNS = 40;
const WARM_UP = 10;
const WEBHOOK_RUNS = 10;
const BURST = 200;
const RETRIED = 20;
/** Requests in flight at once in the burst (see bench()). */
const IN_FLIGHT = 4;
const BUDGETS = { ratio: 1.5 };
const PASSWORD = "bench-conversations-pw";
const load = createRequire(import.meta.url);

async function setUp() {
  const sdk = await adminSdk("bench-conversations");
  const account = { email: "bench-conversations@example.test", password: PASSWORD };
  const user = await createAdmin(sdk, account);
  const { call } = await webClient("bench-conversations", account, 120_000);
  /** @param {string} id */
  const page = (id) => call("leadConversation", { kind: "contact", id });
  return { db: sdk.db, page, by: { uid: user.uid, email: account.email } };
}

/**
 * A contact lead with `count` messages (alternately sent and received), built by the domain's builders as the
 * callable and the webhook store them, with ids from the functions build's keys.
 * @param {Awaited<ReturnType<typeof setUp>>} env
 * @param {string} id
 * @param {number} count
 */
async function seedLead({ db, by }, id, count) {
  const keys = /** @type {typeof import("../functions/src/conversations/keys.ts")} */ (
    load("../functions/lib/conversations/keys.js")
  );
  const domain = /** @type {typeof import("../functions/src/domain/index.ts")} */ (
    load("../functions/lib/domain/index.js")
  );
  const conversations = /** @type {typeof import("../functions/src/domain/conversations.ts")} */ (
    load("../functions/lib/domain/conversations.js")
  );
  const key = localSecret("HASH_KEY");
  const form = { name: `Bench Lead ${id}`, email: `${id}@example.test`, subject: "Bench", message: "Bench" };
  await db
    .collection(domain.COLLECTION_OF_KIND.contact)
    .doc(id)
    .set({
      ...domain.newLeadRecord("contact", form, domain.UNKNOWN_SOURCE),
      messages_count: count,
      created_at: Timestamp.now(),
    });
  /** @type {string[]} */
  const messageIds = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let n = start; n < Math.min(count, start + 400); n++) {
      const messageId = `<bench-${id}-${n}@${LOCAL_INBOUND_DOMAIN}>`;
      messageIds.push(messageId);
      const fields = {
        kind: /** @type {const} */ ("contact"),
        id,
        subject: `Message ${n}`,
        text: `Text of message ${n}. `.repeat(20),
        at: Timestamp.fromMillis(Date.now() - (count - n) * 60_000),
      };
      const record =
        n % 2 === 0
          ? conversations.sentMessageRecord({
              ...fields,
              to: form.email,
              fromName: "Bench Staff",
              by,
              event: `msg-bench-${n}`,
            })
          : conversations.receivedMessageRecord({
              ...fields,
              type: "reply",
              from: { name: form.name, address: form.email },
              to: [`reply@${LOCAL_INBOUND_DOMAIN}`],
              cc: [],
              attachments: [],
              matchedBy: "token",
              senderVerified: true,
            });
      batch.set(db.collection(domain.COLLECTIONS.messages).doc(keys.messageDocId(key, messageId)), record);
    }
    await batch.commit();
  }
  return messageIds;
}

/**
 * A raw reply to `inReplyTo` with a text of about `bytes`.
 * @param {string} inReplyTo
 * @param {number} bytes
 */
function rawReply(inReplyTo, bytes = 2_000) {
  const line = "This is a line of the reply's text, long enough to look like a real paragraph.\r\n";
  return [
    "From: Bench Lead <bench-burst@example.test>",
    `To: reply@${LOCAL_INBOUND_DOMAIN}`,
    "Subject: Re: Bench",
    `Message-ID: <${randomUUID()}@example.test>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    line.repeat(Math.ceil(bytes / line.length)),
  ].join("\r\n");
}

async function bench() {
  const env = await setUp();
  const small = `bench-small-${randomUUID().slice(0, 6)}`;
  const large = `bench-large-${randomUUID().slice(0, 6)}`;
  const burst = `bench-burst-${randomUUID().slice(0, 6)}`;
  const seedStarted = performance.now();
  await seedLead(env, small, 10);
  const [firstOfLarge] = await seedLead(env, large, 1000);
  const [firstOfBurst] = await seedLead(env, burst, 1);
  const seedMs = performance.now() - seedStarted;

  // Alternately, so a change in the shared machine's load falls on both leads alike.
  const [pageSmall, pageLarge] = await measureAlternately([() => env.page(small), () => env.page(large)], {
    warmUp: WARM_UP,
    runs: RUNS,
  });

  const url = emulatedFunctionUrl(PROJECT_ID, "inboundMail");
  const signingKey = localSecret("INBOUND_SIGNING_KEY");
  /** @param {string} raw */
  const post = async (raw) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        body: signedForm({ raw, recipient: `reply@${LOCAL_INBOUND_DOMAIN}`, sender: "bench@example.test", signingKey }),
        signal: AbortSignal.timeout(240_000),
      });
      return { status: response.status, outcome: /** @type {{ outcome?: string }} */ (await response.json()).outcome };
    } catch (error) {
      // Counted, not thrown: a request that never answered is a lost reply in the report.
      return { status: 0, outcome: error instanceof Error ? error.name : "failed" };
    }
  };
  const webhook = await measure(
    async () => {
      const answer = await post(rawReply(String(firstOfLarge), 100 * 1024));
      if (answer.status !== 200) throw new Error(`webhook answered ${answer.status} ${answer.outcome}`);
    },
    { warmUp: 2, runs: WEBHOOK_RUNS },
  );

  const mails = Array.from({ length: BURST }, () => rawReply(String(firstOfBurst)));
  // In waves of IN_FLIGHT requests: the Functions emulator starts one worker process per request in flight (and
  // reuses it once idle); 200, 40 or 10 at once exhausted this machine (2 cores, shared) before the first answered. The retried copies race their originals in
  // the first wave.
  const requests = [...mails.slice(0, RETRIED), ...mails.slice(0, RETRIED), ...mails.slice(RETRIED)];
  const burstStarted = performance.now();
  /** @type {{ status: number, outcome: string | undefined }[]} */
  const answers = [];
  for (let start = 0; start < requests.length; start += IN_FLIGHT) {
    answers.push(...(await Promise.all(requests.slice(start, start + IN_FLIGHT).map((raw) => post(raw)))));
    if (start % 50 === 0) console.log(`  burst: ${answers.length} of ${requests.length} answered`);
  }
  const burstMs = performance.now() - burstStarted;
  const stored = await env.db.collection("messages").where("lead", "==", `contact/${burst}`).get();
  const received = stored.docs.filter((doc) => doc.get("type") === "reply");
  const outcomes = answers.reduce(
    (counts, answer) =>
      counts.set(`${answer.status} ${answer.outcome}`, (counts.get(`${answer.status} ${answer.outcome}`) ?? 0) + 1),
    /** @type {Map<string, number>} */ (new Map()),
  );
  const lead = (await env.db.doc(`contact_submissions/${burst}`).get()).data() ?? {};
  return {
    pageSmall,
    pageLarge,
    webhook,
    burstMs,
    received: received.length,
    outcomes,
    counted: lead.messages_count,
    seedMs,
  };
}

/**
 * @param {Awaited<ReturnType<typeof bench>>} r
 * @param {import("./lib/firestore.mjs").FirestoreChoice} firestore the stack's
 */
function report(r, firestore) {
  const ratio = r.pageLarge.p50 / r.pageSmall.p50;
  const lost = Math.max(0, BURST - r.received);
  const duplicated = Math.max(0, r.received - BURST);
  /** @type {import("./lib/bench.mjs").BudgetCheck[]} */
  const checks = [
    [
      "First page, 1,000 messages vs 10 (p50 ratio)",
      `${ratio.toFixed(2)}×`,
      `≤ ${BUDGETS.ratio}×`,
      ratio <= BUDGETS.ratio,
    ],
    [`${BURST} replies at once (+${RETRIED} retried): lost`, String(lost), "0", lost === 0],
    [`${BURST} replies at once (+${RETRIED} retried): duplicated`, String(duplicated), "0", duplicated === 0],
  ];
  const lines = [
    "# Benchmark: conversations",
    "",
    `Run by \`npm run bench:conversations\` on the local stack (test mode), commit ${commitOf(ROOT)}, ${new Date().toISOString().slice(0, 10)}.`,
    `Firestore: ${firestoreUsed(firestore)}.`,
    machineLine(),
    "",
    "| Measure | p50 | p95 |",
    "|---|--:|--:|",
    `| \`leadConversation\` first page (50), a lead with 10 messages | ${fmt(r.pageSmall.p50)} | ${fmt(r.pageSmall.p95)} |`,
    `| \`leadConversation\` first page (50), a lead with 1,000 messages | ${fmt(r.pageLarge.p50)} | ${fmt(r.pageLarge.p95)} |`,
    `| \`inboundMail\` webhook, a 100 KB reply threaded by In-Reply-To, ${WEBHOOK_RUNS} one after another | ${fmt(r.webhook.p50)} | ${fmt(r.webhook.p95)} |`,
    "",
    `The burst: ${BURST} distinct replies to one lead, ${IN_FLIGHT} requests in flight at a time, with ${RETRIED} of them posted a`,
    `second time at the same moment as the first (a provider's retries racing), ${BURST + RETRIED} requests in`,
    `${(r.burstMs / 1000).toFixed(1)} s. Stored replies: ${r.received};`,
    `the lead's message count: ${r.counted} (1 seeded + the replies). Answers: ${[...r.outcomes].map(([k, v]) => `${v} × ${k}`).join(", ")}.`,
    "",
    ...budgetTable(checks),
    "",
    `Seeding the 1,011 messages (Admin SDK, batches of 400) took ${(r.seedMs / 1000).toFixed(1)} s.`,
    "",
    "What the figures mean:",
    "",
    "- The first page is one query on the `(lead, at desc, __name__ desc)` index (firestore.indexes.json) limited to",
    "  51 documents, and one `getAll` of the page's sent mails' delivery records: the same reads whatever the lead's",
    "  history.",
    ...(firestore.kind === "official"
      ? [
          "  The official emulator runs the query without checking that firestore.indexes.json declares its index (it does",
          "  not enforce the file; functions/src/leads/indexes.test.ts checks each callable's query against it), so the",
          "  ratio is what its in-memory query engine costs on this machine. On the stand-in, which has no indexes and",
          "  collects and sorts every message of the lead before it applies the limit, the ratio was 1.52× (135bf05,",
          "  2026-11-27).",
        ]
      : [
          "  This run's stand-in has no indexes: it collects and sorts every message of the lead before it applies the",
          "  limit (timed in-process on the stand-in, the query alone: 11 ms for the lead with 10, 30 ms for the one with",
          "  1,000), so the ratio here is an upper bound of what Firestore, which reads the index range, shows.",
        ]),
    `- The two leads' pages are timed alternately (${RUNS} each after ${WARM_UP} warm-up calls), so the shared machine's load`,
    "  falls on both alike.",
    "- Each stored reply is one all-or-nothing batch, no transaction: the request's token (`inbound_tokens`, a replay",
    "  is refused), the message (`create()` on the keyed hash of its Message-ID: a retry fails it and answers",
    "  `duplicate`) and the lead's count (`increment`). Both emulators commit a batch atomically; the stored-once",
    "  guarantee rests on `create()`, not on isolation.",
    `- The burst keeps ${IN_FLIGHT} requests in flight, not 200: the Functions emulator runs one worker process per request`,
    "  in flight, and 200, 40 or 10 Node processes at once on this shared 2-core machine did not answer within 3 to 5",
    "  minutes (tried). The stored-once guarantee does not depend on it: functions/src/conversations/conversations.test.ts",
    "  posts 25 at once (5 of them twice) straight to the handler. Deployed, Cloud Functions scales instances instead.",
    "- The webhook's time includes the Functions emulator's per-request overhead and mailparser on a 100 KB body.",
    "",
  ];
  return { text: lines.join("\n"), checks };
}

const skipBuild = process.argv.includes("--skip-build");
const stack = await startStack({ mode: "test", skipBuild, functionsEnv: { ...TEST_FUNCTIONS_ENV } }).catch(failed);
let code = 1;
try {
  const results = await bench();
  const { text, checks } = report(results, stack.firestore);
  code = writeReport("conversations.md", text, checks) ? 0 : 1;
} catch (error) {
  if (!isStopping()) console.error(`✖ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await stack.stop();
}
await exit(code);

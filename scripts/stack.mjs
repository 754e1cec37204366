/**
 * The local stack: the official Firebase emulators (Auth, Functions, Hosting), Firestore (the official emulator with
 * the rules in force wherever it is installed, the stand-in elsewhere: scripts/lib/firestore.mjs), the local Stripe
 * and Hosting API stand-ins, Radicale, maildev (catches the mails), the inbound mail stand-in, the seed data and the
 * local schedules (scripts/lib/local-schedules.mjs: the scheduled functions on a short tick). `npm start`, `npm run dev`
 * and `npm test` all start it through `startStack()`; `stop()` ends every process it started.
 */
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { cp, mkdir, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import SEED from "../emulator-data/seed.json" with { type: "json" };
import { writeEmulatorConfig } from "./hosting-config.mjs";
import { chooseFirestore, startOfficialFirestore } from "./lib/firestore.mjs";
import { startFirestoreStandin } from "../test-support/firestore-standin.mjs";
import { LOCAL_SMTP_PASSWORD, MAIL_FUNCTIONS_ENV, mailUrls, startMaildev } from "./lib/maildev.mjs";
import { startInboundSmtp } from "./lib/inbound-smtp.mjs";
import {
  HOST,
  MAIL_CONTROL_PORT,
  PORTS,
  PORT_NAMES,
  VITE_PORT,
  emulatedFunctionUrl,
  firstBusyPort,
  functionsRegion,
  waitForHttp,
} from "./lib/ports.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { LOCAL_SCHEDULES, startLocalSchedules } from "./lib/local-schedules.mjs";
import { onStop, runCaptured, startGroup } from "./lib/processes.mjs";
import { grantStaffRecord } from "./lib/staff.mjs";
import { RADICALE_URL, startRadicaleIfInstalled } from "./lib/radicale.mjs";
import { startStripeLocal } from "./stripe-local/server.mjs";
import { startHostingLocal } from "./hosting-local/server.mjs";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const PROJECT_ID = JSON.parse(readFileSync(new URL("../.firebaserc", import.meta.url), "utf8")).projects.default;
const FIREBASE_BIN = fileURLToPath(new URL("../node_modules/.bin/firebase", import.meta.url));
export const STRIPE_STANDIN_KEY = "sk_test_local_standin";
/**
 * What the Hosting emulator serves: a copy of the production build (web/build/client) made at every start, which
 * content publishes change through the Hosting API stand-in. Like the emulators' data, it starts afresh each time, and
 * the build itself stays as built.
 */
const SERVED_SITE_DIR = ".runtime/site";
const SERVED_SITE = fileURLToPath(new URL(`../${SERVED_SITE_DIR}`, import.meta.url));
const BUILT_SITE = fileURLToPath(new URL("../web/build/client", import.meta.url));
export const STRIPE_STANDIN_WEBHOOK_SECRET = "whsec_local_standin";

/**
 * The functions' configuration of a test stack (`npm test`, with-stack): the integration tests send many
 * submissions from one machine, so the rate limits and the hourly mail budget are raised; each is tested on its own
 * (functions/src/platform/rateLimit.test.ts, functions/src/mail/digest.test.ts).
 * @type {Record<string, string>}
 */
export const TEST_FUNCTIONS_ENV = {
  RATE_LIMIT_MAX: "1000",
  // Every local browser is one client to the visit collector too (the emulator passes no address).
  TRAFFIC_RATE_LIMIT_MAX: "1000",
  MAIL_CONFIRMATIONS_PER_HOUR: "100000",
  MAIL_STAFF_NOTICES_PER_HOUR: "100000",
};

/** The demo admin: emulator-data/seed.json, overridable by DEMO_ADMIN_EMAIL / DEMO_ADMIN_PASSWORD. */
export const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL || SEED.admin.email,
  password: process.env.DEMO_ADMIN_PASSWORD || SEED.admin.password,
};

export const urls = {
  site: `http://${HOST}:${PORTS.hosting}`,
  functions: `http://${HOST}:${PORTS.functions}`,
  auth: `${HOST}:${PORTS.auth}`,
  firestore: `${HOST}:${PORTS.firestore}`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  hostingApi: `http://${HOST}:${PORTS.hostingApi}`,
  mailInbox: mailUrls.inbox,
};

/** Environment for anything that talks to the stack (integration tests, admin:grant, Playwright). */
export function stackEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: urls.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: urls.auth,
    FUNCTIONS_ORIGIN: urls.functions,
    HOSTING_ORIGIN: urls.site,
    STRIPE_STANDIN_ORIGIN: urls.stripe,
    HOSTING_API_ORIGIN: urls.hostingApi,
    MAIL_INBOX_ORIGIN: mailUrls.inbox,
    // Answers in test mode only (scripts/lib/maildev.mjs).
    MAIL_CONTROL_ORIGIN: mailUrls.control,
  };
}

/**
 * Runs one build step in a process group of its own (stopped with the script on a signal); its output is shown only
 * when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ log: (line: string) => void, label: string }} options
 */
async function run(command, args, { log, label }) {
  const { code, output } = await runCaptured(command, args, ROOT);
  if (code === 0) return;
  log(output.trim());
  throw new Error(`${label} failed (exit ${code})`);
}

/**
 * Builds functions and (unless `web` is false) the production web app.
 * @param {{ log: (line: string) => void, web?: boolean }} options
 */
export async function build({ log, web = true }) {
  log("• Building functions…");
  await run("npm", ["run", "build", "-w", "functions", "--silent"], { log, label: "functions build" });
  if (web) {
    log("• Building the web app for production…");
    await run("npm", ["run", "build", "-w", "web", "--silent"], { log, label: "web build" });
  }
}

/** Writes the functions' emulator-only configuration (functions/.env.local, functions/.secret.local). */
/** @param {{ siteOrigin: string, extraEnv: Record<string, string> }} options */
function writeFunctionsConfig({ siteOrigin, extraEnv }) {
  const secretFile = new URL("../functions/.secret.local", import.meta.url);
  if (!existsSync(secretFile)) {
    writeFileSync(
      secretFile,
      `STRIPE_SECRET_KEY=${STRIPE_STANDIN_KEY}\nSTRIPE_WEBHOOK_SECRET=${STRIPE_STANDIN_WEBHOOK_SECRET}\n`,
    );
  }
  // A clone made before mail existed has no SMTP_PASSWORD line yet.
  if (!/^SMTP_PASSWORD=/m.test(readFileSync(secretFile, "utf8"))) {
    appendFileSync(secretFile, `SMTP_PASSWORD=${LOCAL_SMTP_PASSWORD}\n`);
  }
  // The key of the rate-limit and mail-cap hashes (functions/src/platform/keyedHash.ts): random per clone, kept
  // across starts so the counters stay valid; integration tests read it back from this file
  // (tests/integration/emulators.ts).
  if (!/^HASH_KEY=/m.test(readFileSync(secretFile, "utf8"))) {
    appendFileSync(secretFile, `HASH_KEY=${randomBytes(32).toString("hex")}\n`);
  }
  // The key the hosts' calendar addresses and passwords are sealed with (functions/src/calendars/secretBox.ts); the
  // seed (scripts/seed/calendars.mjs) reads it back to connect the demo admin's sample calendar.
  if (!/^CALENDAR_KEY=/m.test(readFileSync(secretFile, "utf8"))) {
    appendFileSync(secretFile, `CALENDAR_KEY=${randomBytes(32).toString("hex")}\n`);
  }
  // The inbound webhook's signing key, shared with the local inbound stand-in (scripts/lib/inbound-smtp.mjs).
  if (!/^INBOUND_SIGNING_KEY=/m.test(readFileSync(secretFile, "utf8"))) {
    appendFileSync(secretFile, `INBOUND_SIGNING_KEY=${randomBytes(32).toString("hex")}\n`);
  }
  const env = {
    SITE_ORIGIN: siteOrigin,
    // The reply addresses' domain (reply+<token>@…): locally, mail to it reaches the inbound stand-in by SMTP.
    INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_DOMAIN,
    // Browsers may call the callables from the Hosting emulator and Vite (functions/src/platform/params.ts).
    CORS_EXTRA_ORIGINS: [urls.site, `http://${HOST}:${VITE_PORT}`].join(","),
    // The deliberate local exception to App Check (enforced by default): local browsers carry no attestation.
    APP_CHECK_ENFORCED: "false",
    STRIPE_API_BASE: urls.stripe,
    // Content publishing releases to the local Hosting API stand-in (functions/src/content/live.ts: only under the
    // emulators), for the emulator's project's site.
    HOSTING_API_ORIGIN: urls.hostingApi,
    HOSTING_SITE: PROJECT_ID,
    // The build's render kit (web/scripts/render-kit.ts), which a publish renders the page with.
    CONTENT_RENDER_KIT: fileURLToPath(new URL("../web/build/render/index.js", import.meta.url)),
    ...MAIL_FUNCTIONS_ENV,
    ...extraEnv,
  };
  writeFileSync(
    new URL("../functions/.env.local", import.meta.url),
    `# Written by scripts/stack.mjs on every start; emulator only.\n${Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join("\n")}\n`,
  );
}

/** The reply domain of the local stack (functions' INBOUND_MAIL_DOMAIN). */
export const LOCAL_INBOUND_DOMAIN = "reply.idahoaicoaches.test";

/**
 * A value of functions/.secret.local (written by writeFunctionsConfig).
 * @param {string} name
 */
export function localSecret(name) {
  const text = readFileSync(new URL("../functions/.secret.local", import.meta.url), "utf8");
  const value = new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1];
  if (!value) throw new Error(`functions/.secret.local has no ${name}: start the stack once (npm start)`);
  return value.trim();
}

/**
 * The Firestore emulator of the stack on HOST:PORTS.firestore: the official one with firestore.rules in force wherever
 * it can run (scripts/lib/firestore.mjs), the stand-in (test-support/firestore-standin.mjs, no rules) elsewhere.
 * Says in one line which runs and why.
 * @param {(line: string) => void} log
 */
async function startFirestore(log) {
  const choice = chooseFirestore();
  if (choice.kind === "official") {
    const official = await startOfficialFirestore({
      jar: choice.jar,
      java: choice.java,
      host: HOST,
      port: PORTS.firestore,
      projectId: PROJECT_ID,
      rules: fileURLToPath(new URL("../firestore.rules", import.meta.url)),
      log,
    });
    log(`• Firestore: the official emulator on ${urls.firestore}, firestore.rules in force (${choice.reason})`);
    return { choice, stop: official.stop };
  }
  const local = await startFirestoreStandin({ host: HOST, port: PORTS.firestore });
  log(`• Firestore: @firestore-emulator/server on ${urls.firestore}, no rules (${choice.reason})`);
  return { choice, stop: local.stop };
}

/** @param {(line: string) => void} log */
async function startStripeStandIn(log) {
  const stripe = await startStripeLocal({
    port: PORTS.stripe,
    webhookUrl: emulatedFunctionUrl(PROJECT_ID, "stripeWebhook"),
    webhookSecret: STRIPE_STANDIN_WEBHOOK_SECRET,
  });
  log(`• Local Stripe stand-in on ${urls.stripe}`);
  return stripe;
}

/**
 * The local Hosting API stand-in: content publishes release to it, and it writes the released files into the folder
 * the Hosting emulator serves ({@link SERVED_SITE}), so the emulator serves them at once.
 * @param {(line: string) => void} log
 */
async function startHostingApiStandIn(log) {
  const hosting = await startHostingLocal({
    port: PORTS.hostingApi,
    site: PROJECT_ID,
    publicDir: SERVED_SITE,
    log: (line) => process.env.STACK_VERBOSE && log(`  [hosting-local] ${line}`),
  });
  log(`• Local Hosting API stand-in on ${urls.hostingApi} (content publishing → .runtime/site)`);
  return hosting;
}

/**
 * A staff member's first dashboard visit, as the dashboard makes its calls: the session, then at once the tabs' counts,
 * the overview and the four lead tabs' first pages (docs/decisions/0013-functions-load-what-they-use.md).
 * @type {ReadonlyArray<ReadonlyArray<[name: string, data: Record<string, unknown>]>>}
 */
const DASHBOARD_FIRST_VISIT = [
  [["dashboardSession", {}]],
  [
    ["submissionCounts", {}],
    ["submissionOverview", {}],
    ...["contact", "applications", "payments", "bookings"].map(
      (kind) => /** @type {[string, Record<string, unknown>]} */ (["listSubmissions", { kind }]),
    ),
  ],
];

/**
 * Makes the demo admin's first dashboard visit before the stack says it is ready, so a newcomer's meets warm workers:
 * the Functions emulator starts a worker process per request in flight (a new Node process, the emulator's runtime,
 * the function, then its first Firestore and Auth calls: seconds on a busy machine) and keeps it for the next request.
 * @param {(line: string) => void} log
 */
async function warmDashboardWorkers(log) {
  const started = performance.now();
  const signIn = await fetch(
    `http://${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...demoAdmin, returnSecureToken: true }),
    },
  );
  const { idToken } = /** @type {{ idToken?: string }} */ (await signIn.json());
  if (!idToken) throw new Error(`Warming the dashboard: the demo admin's sign-in answered ${signIn.status}`);
  for (const calls of DASHBOARD_FIRST_VISIT) {
    await Promise.all(
      calls.map(async ([name, data]) => {
        const response = await fetch(emulatedFunctionUrl(PROJECT_ID, name), {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
          body: JSON.stringify({ data }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`Warming the dashboard: ${name} answered ${response.status}`);
      }),
    );
  }
  const workers = DASHBOARD_FIRST_VISIT.flat().length;
  log(`• Warmed the dashboard's ${workers} first workers (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The demo admin (with its staff record, as admin:grant writes it: the rules admit an admin only with one), then the
 * sample data (scripts/seed/): the whole company for `npm start` and `npm run dev`, only the sample leads for a test
 * stack (the tests make their own data). `SEED_NOW` (an ISO instant) seeds as if the stack started then.
 * @param {(line: string) => void} log
 * @param {"start" | "test" | "dev"} mode
 * @param {{ calendars: boolean }} servers `calendars`: Radicale runs, so the sample calendar is seeded (else it steps aside)
 */
async function seed(log, mode, { calendars }) {
  Object.assign(process.env, stackEnv());
  const { initializeApp, getApps } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app = getApps().find((a) => a.name === "seed") ?? initializeApp({ projectId: PROJECT_ID }, "seed");
  const auth = getAuth(app);
  const db = getFirestore(app);
  const existing = await auth.getUserByEmail(demoAdmin.email).catch(() => undefined);
  const user =
    existing ?? (await auth.createUser({ ...demoAdmin, displayName: SEED.admin.displayName, emailVerified: true }));
  await auth.setCustomUserClaims(user.uid, { admin: true });
  await grantStaffRecord(db, user.uid, user.email ?? demoAdmin.email);
  log(`• Seeded the demo admin ${user.email ?? demoAdmin.email}`);

  // Loaded here, not at the top: every script that imports this module (and answers --help) would load Firestore.
  const { DEMO_SEEDERS, STACK_SEEDERS, TEST_SEEDERS, runSeeders } = await import("./seed/index.mjs");
  const product = (await import("./seed/product.mjs")).builtProduct();
  const now = process.env.SEED_NOW ? new Date(process.env.SEED_NOW) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`SEED_NOW is not an instant: ${process.env.SEED_NOW}`);
  await runSeeders(mode === "test" ? TEST_SEEDERS : [...DEMO_SEEDERS, ...(calendars ? STACK_SEEDERS : [])], {
    db,
    auth,
    domain: product.domain,
    product,
    now,
    log,
    admin: { uid: user.uid, email: user.email ?? demoAdmin.email },
    site: urls.site,
    hashKey: localSecret("HASH_KEY"),
    inboundDomain: LOCAL_INBOUND_DOMAIN,
    stripe: { origin: urls.stripe, key: STRIPE_STANDIN_KEY },
  });
}

/**
 * Starts the stack. `mode`: "start" (production build on Hosting), "test" (the same, with test settings for the
 * functions) or "dev" (no web build; the Vite dev server is started by the caller).
 * @param {{
 *   mode?: "start" | "test" | "dev",
 *   log?: (line: string) => void,
 *   functionsEnv?: Record<string, string>,
 *   skipBuild?: boolean,
 * }} [options]
 */
export async function startStack({ mode = "start", log = console.log, functionsEnv = {}, skipBuild = false } = {}) {
  /** @type {Array<[name: string, port: number]>} */
  const ports = Object.entries(PORTS).map(([name, port]) => [PORT_NAMES[/** @type {keyof PORTS} */ (name)], port]);
  if (mode === "test") ports.push([PORT_NAMES.mailControl, MAIL_CONTROL_PORT]);
  const busy = await firstBusyPort(ports);
  if (busy) {
    throw new Error(
      `Port ${busy.port} (${busy.name}) is already in use. Stop whatever holds it (a running \`npm start\`? see \`lsof -i :${busy.port}\`) and try again.`,
    );
  }

  if (!skipBuild) await build({ log, web: mode !== "dev" });

  /** This stack's stoppers, newest last; each is also registered to run if the script ends first (a signal). */
  /** @type {Array<() => Promise<void>>} */
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
    stoppers.length = 0;
  };

  try {
    const started = await startFirestore(log);
    stoppers.push(onStop(started.stop));
    const firestore = started.choice;
    // Firestore runs beside the Firebase CLI (above), which the functions reach through FIRESTORE_EMULATOR_HOST.
    const only = ["auth", "functions", "hosting"];

    const siteOrigin = mode === "dev" ? `http://${HOST}:${VITE_PORT}` : urls.site;
    writeFunctionsConfig({ siteOrigin, extraEnv: functionsEnv });

    const stripe = await startStripeStandIn(log);
    stoppers.push(onStop(() => stripe.close()));

    await rm(SERVED_SITE, { recursive: true, force: true });
    if (existsSync(BUILT_SITE)) await cp(BUILT_SITE, SERVED_SITE, { recursive: true });
    else await mkdir(SERVED_SITE, { recursive: true });
    const hostingApi = await startHostingApiStandIn(log);
    stoppers.push(onStop(() => hostingApi.close()));

    // Optional for `npm start` and `npm run dev` (one line says how to have it); the tests connect hosts to it.
    const radicale = await startRadicaleIfInstalled({ required: mode === "test", log });
    if (radicale) {
      stoppers.push(onStop(radicale.stop));
      log(`• Radicale (CalDAV) on ${RADICALE_URL}`);
    }

    const maildev = await startMaildev({ control: mode === "test" });
    stoppers.push(onStop(maildev.stop));
    log(`• maildev: SMTP on ${HOST}:${PORTS.mailSmtp}, inbox on ${mailUrls.inbox}`);

    const inbound = await startInboundSmtp({
      webhookUrl: emulatedFunctionUrl(PROJECT_ID, "inboundMail"),
      signingKey: localSecret("INBOUND_SIGNING_KEY"),
      log: (line) => process.env.STACK_VERBOSE && log(`  ${line}`),
    });
    stoppers.push(onStop(inbound.stop));
    log(`• Inbound mail stand-in: SMTP on ${HOST}:${PORTS.mailInbound} → the inboundMail webhook, signed`);

    log(`• Starting the Firebase emulators (${only.join(", ")})…`);
    // firebase.json with the emulators' addresses in the CSP (scripts/hosting-config.mjs); the deployed one has none.
    const config = writeEmulatorConfig({ publicDir: SERVED_SITE_DIR });
    const args = ["emulators:start", "--config", config, "--only", only.join(","), "--project", PROJECT_ID];
    // The CLI shuts the emulators down cleanly on SIGINT; the functions emulator's workers share its group.
    const emulators = startGroup(
      FIREBASE_BIN,
      args,
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: urls.firestore, NO_UPDATE_NOTIFIER: "1" },
      },
      { stopSignal: "SIGINT", graceMs: 15_000 },
    );
    stoppers.push(emulators.stop);
    let exited = false;
    let emulatorLog = "";
    /** @param {Buffer} chunk */
    const onOutput = (chunk) => {
      emulatorLog += chunk;
      if (process.env.STACK_VERBOSE) process.stdout.write(chunk);
    };
    emulators.child.stdout?.on("data", onOutput);
    emulators.child.stderr?.on("data", onOutput);
    void emulators.exited.then(() => (exited = true));

    const ready = async () => {
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline && !exited) {
        if (emulatorLog.includes("All emulators ready")) return true;
        await new Promise((r) => setTimeout(r, 300));
      }
      return false;
    };
    if (!(await ready()) || !(await waitForHttp(urls.site, 10_000, () => !exited))) {
      throw new Error(`The Firebase emulators did not start:\n${emulatorLog.split("\n").slice(-30).join("\n")}`);
    }
    if (/Failed to load function definition|functions: Failed/.test(emulatorLog)) {
      throw new Error(`The functions did not load:\n${emulatorLog.split("\n").slice(-30).join("\n")}`);
    }

    await seed(log, mode, { calendars: Boolean(radicale) });
    if (mode !== "test") await warmDashboardWorkers(log);

    // Scheduled functions never fire under the emulators: the stack runs them on a short tick (the reminder sweep).
    const schedules = startLocalSchedules({
      functionsOrigin: urls.functions,
      projectId: PROJECT_ID,
      region: functionsRegion(),
      log,
    });
    stoppers.push(onStop(schedules.stop));
    log(`• Local schedules: ${LOCAL_SCHEDULES.map((s) => `${s.name} every ${s.everySeconds} s`).join(", ")}`);
    return { stop, emulatorLog: () => emulatorLog, firestore };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage = `
Usage: node scripts/stack.mjs --help

The local stack as a module, not a command: \`npm start\`, \`npm run dev\`, \`npm test\`, scripts/with-stack.mjs and
the benchmarks start it through startStack(). To run it, use \`npm start\`; to run one command against it,
\`node scripts/with-stack.mjs -- <command…>\`.

Options:
  -h, --help   this text
`;
  answerHelp(usage);
  console.error(usage.trim());
  process.exit(2);
}

/**
 * The Firebase web SDK, loaded on demand: only pages that send a form, sign in or start a checkout import
 * this module, and it pulls the SDK in with dynamic imports, so no marketing page's first load carries it.
 * The browser never touches Firestore (docs/decisions/0001-browser-does-not-talk-to-firestore.md).
 */
import { REGION } from "@domain/region";
import type {
  CallableChunk,
  CallableInput,
  CallableName,
  CallableOutput,
  StreamingCallableName,
} from "@domain/contract";
import type { FirebaseApp } from "firebase/app";
import type { Auth } from "firebase/auth";
import type { Functions } from "firebase/functions";
import { writeSessionFlag } from "./sessionFlag";

const env = import.meta.env;

/** Public web config. Under the emulators a `demo-` project needs no real values. */
const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? "demo-idaho-ai-coaches.firebaseapp.com",
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? "demo-idaho-ai-coaches",
  appId: env.VITE_FIREBASE_APP_ID ?? "demo-app-id",
};

/** Emulators are used when the site itself is served from this machine (Hosting emulator or Vite dev server). */
function usesEmulators(hostname = typeof window === "undefined" ? "" : window.location.hostname): boolean {
  if (env.VITE_USE_EMULATORS === "true") return true;
  if (env.VITE_USE_EMULATORS === "false") return false;
  return hostname === "127.0.0.1" || hostname === "localhost";
}

const EMULATOR_HOST = "127.0.0.1";

interface Client {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

type Core = Omit<Client, "auth">;

let core: Promise<Core> | undefined;
let client: Promise<Client> | undefined;

/**
 * The app (with App Check in production) and its Functions, without Auth: what a visitor's callable needs. Each SDK
 * module is imported on its own, so the browser evaluates them in separate tasks rather than one long one (the booking
 * pages' Total Blocking Time, docs/decisions/0005).
 */
async function createCore(): Promise<Core> {
  const { initializeApp } = await import("firebase/app");
  const app = initializeApp(firebaseConfig);
  // App Check (docs/app-check.md): attach attestation tokens in production when a site key is configured. Before
  // Functions, so every call carries its token.
  const appCheckSiteKey = env.VITE_APP_CHECK_SITE_KEY;
  if (appCheckSiteKey && !usesEmulators()) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const functionsSdk = await import("firebase/functions");
  const functions = functionsSdk.getFunctions(app, REGION);
  if (usesEmulators()) functionsSdk.connectFunctionsEmulator(functions, EMULATOR_HOST, 5001);
  return { app, functions };
}

function firebaseCore(): Promise<Core> {
  core ??= createCore();
  return core;
}

/**
 * Auth on top of the core. Functions picks Auth up whenever it starts (the SDK's components wait for it), so a page
 * that first called a visitor's callable and then signs someone in sends their ID token from then on.
 */
async function createClient(): Promise<Client> {
  const [{ app, functions }, authSdk] = await Promise.all([firebaseCore(), import("firebase/auth")]);
  // initializeAuth without a popup/redirect resolver: getAuth() would load Google's iframe helpers we never use.
  const auth = authSdk.initializeAuth(app, { persistence: [authSdk.browserLocalPersistence] });
  if (usesEmulators()) authSdk.connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
  // Keeps the header's signed-in flag (lib/sessionFlag.ts) in step with the session: sign-in, sign-out, expiry.
  authSdk.onAuthStateChanged(auth, (user) => writeSessionFlag(user !== null));
  return { app, auth, functions };
}

/** The one Firebase client of the page, created on first use. */
export function firebaseClient(): Promise<Client> {
  client ??= createClient();
  return client;
}

/** Signs the visitor out (the header's Sign Out); loads the SDK if the page has not yet. */
export async function signOutOfSite(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([firebaseClient(), import("firebase/auth")]);
  await signOut(auth);
  writeSessionFlag(false);
}

async function call<TName extends CallableName>(
  client: Promise<Core>,
  name: TName,
  data: CallableInput<TName>,
): Promise<CallableOutput<TName>> {
  const [{ functions }, { httpsCallable }] = await Promise.all([client, import("firebase/functions")]);
  const result = await httpsCallable<CallableInput<TName>, CallableOutput<TName>>(functions, name)(data);
  return result.data;
}

/**
 * Calls the callable `name` of the contract (`CONTRACT` in the domain) with what its request schema takes, and returns
 * its answer's data, typed as the contract says.
 */
export function callFunction<TName extends CallableName>(
  name: TName,
  data: CallableInput<TName>,
): Promise<CallableOutput<TName>> {
  return call(firebaseClient(), name, data);
}

/**
 * Calls a callable a visitor calls without signing in (the booking callables: `publicCallable` on the server) as
 * {@link callFunction} does, but without loading Firebase Auth (~36 KB gzip of the SDK's ~52): the app, App Check in
 * production and Functions only.
 */
export function callPublicFunction<TName extends CallableName>(
  name: TName,
  data: CallableInput<TName>,
): Promise<CallableOutput<TName>> {
  return call(firebaseCore(), name, data);
}

/**
 * Calls a streaming callable of the contract: `onChunk` hears each piece as it arrives, then the answer's data is
 * returned.
 * One HTTP request, however many pieces.
 */
export async function streamFunction<TName extends StreamingCallableName>(
  name: TName,
  data: CallableInput<TName>,
  onChunk: (chunk: CallableChunk<TName>) => void,
): Promise<CallableOutput<TName>> {
  const [{ functions }, { httpsCallable }] = await Promise.all([firebaseClient(), import("firebase/functions")]);
  const result = await httpsCallable<CallableInput<TName>, CallableOutput<TName>, CallableChunk<TName>>(
    functions,
    name,
  ).stream(data);
  // A failed call rejects both the stream and the answer: the stream's error is the one thrown, the answer's handled.
  result.data.catch(() => undefined);
  for await (const chunk of result.stream) onChunk(chunk);
  return result.data;
}

/** The error a callable refused with: its code (`invalid-argument`, `resource-exhausted`…), message and details. */
export interface CallableError {
  code: string;
  message: string;
  details?: unknown;
}

export function asCallableError(error: unknown): CallableError {
  if (error && typeof error === "object" && "code" in error) {
    const { code, message, details } = error as { code: unknown; message?: unknown; details?: unknown };
    return { code: String(code).replace(/^functions\//, ""), message: String(message ?? ""), details };
  }
  return { code: "unknown", message: error instanceof Error ? error.message : String(error) };
}

/**
 * What integration tests need to reach the emulator stack that scripts/test.mjs starts. The stack's
 * addresses come from the environment it sets (see scripts/stack.mjs); nothing here starts a process.
 */
import { readFileSync } from "node:fs";
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { getAuth as getAdminAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { REGION } from "../../functions/src/domain/contract";

/**
 * The HASH_KEY the stack gives the functions (scripts/stack.mjs writes it to functions/.secret.local): the key of
 * the rate-limit counters' ids, which a test needs to find a counter.
 */
export function localHashKey(): string {
  const file = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  const key = /^HASH_KEY=(.+)$/m.exec(file)?.[1]?.trim();
  if (!key) throw new Error("functions/.secret.local has no HASH_KEY: start the stack (scripts/stack.mjs) first.");
  return key;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through \`npm test\` (scripts/test.mjs).`);
  return value;
}

export const projectId = required("GCLOUD_PROJECT");
export const functionsOrigin = required("FUNCTIONS_ORIGIN"); // http://127.0.0.1:5001
export const hostingOrigin = required("HOSTING_ORIGIN"); // http://127.0.0.1:5000
export const region = REGION;

/** The Admin SDK, pointed at the emulators by FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST. */
export function admin() {
  const app = getAdminApps()[0] ?? initializeAdminApp({ projectId });
  return { db: getFirestore(app), auth: getAdminAuth(app) };
}

let clientCount = 0;

/** A fresh web-SDK client, as the browser has: callables go through httpsCallable, exactly as the site calls them. */
export function webClient(): {
  app: FirebaseApp;
  call: <T = unknown>(name: string, data?: unknown) => Promise<T>;
  /** A streaming call, as the dashboard's export makes it: every chunk received, then the answer. */
  stream: <TChunk, T = unknown>(name: string, data?: unknown) => Promise<{ chunks: TChunk[]; data: T }>;
  signIn: (email: string, password: string) => Promise<void>;
} {
  const app = initializeApp(
    { apiKey: "demo-api-key", projectId, authDomain: `${projectId}.firebaseapp.com` },
    `client-${++clientCount}`,
  );
  const functionsUrl = new URL(functionsOrigin);
  const functions = getFunctions(app, region);
  connectFunctionsEmulator(functions, functionsUrl.hostname, Number(functionsUrl.port));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${required("FIREBASE_AUTH_EMULATOR_HOST")}`, { disableWarnings: true });
  return {
    app,
    call: async <T>(name: string, data?: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    stream: async <TChunk, T>(name: string, data?: unknown) => {
      const result = await httpsCallable<unknown, T, TChunk>(functions, name).stream(data);
      const chunks: TChunk[] = [];
      for await (const chunk of result.stream) chunks.push(chunk);
      return { chunks, data: await result.data };
    },
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
  };
}

/** POSTs a raw body at a callable's URL, as a hostile client would (no SDK). */
export async function postRaw(name: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${functionsOrigin}/${projectId}/${region}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

/** Deletes every document of `collection` (test isolation). */
export async function clearCollection(collection: string) {
  const { db } = admin();
  const snapshot = await db.collection(collection).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

/**
 * Creates (or recreates) a user in the Auth emulator, optionally with custom claims. An `admin` claim comes with the
 * staff record the admin callables and the rules require (`role`: owner unless given, active), as `admin:grant` or
 * an accepted invitation leaves it.
 */
export async function createUser(
  email: string,
  password: string,
  claims?: Record<string, unknown>,
  role: "owner" | "staff" | "host" = "owner",
) {
  const { auth, db } = admin();
  const existing = await auth.getUserByEmail(email).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email, password });
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  if (claims?.admin === true) {
    await db.collection("staff").doc(user.uid).set({ email, role, active: true, granted_at: new Date() });
  }
  return user;
}

/** Polls `probe` every 250 ms until it answers something, or fails naming `what` after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

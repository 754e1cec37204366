/**
 * The benchmarks' clients of the local stack (bench-admin, bench-booking, bench-traffic): the Admin SDK on the
 * emulators, a verified admin account, and a web-SDK client that calls the callables as the site does, typed by the
 * domain's contract (a renamed callable or field fails the scripts' typecheck).
 */
import { PROJECT_ID, stackEnv, urls } from "../stack.mjs";
import { functionsRegion } from "./ports.mjs";
import { grantStaffRecord } from "./staff.mjs";

/**
 * @typedef {import("../../functions/src/domain/index.ts").CallableName} CallableName
 * @typedef {import("../../functions/src/domain/index.ts").StreamingCallableName} StreamingCallableName
 */

/**
 * The Admin SDK's Auth and Firestore on the stack's emulators, as the app `name` (created once).
 * @param {string} name
 */
export async function adminSdk(name) {
  Object.assign(process.env, stackEnv());
  const { initializeApp, getApps } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
  return { auth: getAuth(app), db: getFirestore(app) };
}

/**
 * A new verified account with the `admin` claim and an owner's staff record, as `admin:grant` makes one (an earlier
 * account of that e-mail is deleted first): the admin callables read the role in it (functions/src/platform/roles.ts).
 * @param {{ auth: import("firebase-admin/auth").Auth, db: import("firebase-admin/firestore").Firestore }} sdk
 * @param {{ email: string, password: string }} account
 */
export async function createAdmin({ auth, db }, { email, password }) {
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  await grantStaffRecord(db, user.uid, email);
  return user;
}

/**
 * A web-SDK client named `name`, signed in with `account` when given: `call` and `stream` a callable of the contract.
 * @param {string} name
 * @param {{ email: string, password: string }} [account]
 * @param {number} [timeout] a call's timeout in ms
 */
export async function webClient(name, account, timeout = 180_000) {
  const { initializeApp } = await import("firebase/app");
  const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } = await import("firebase/auth");
  const { connectFunctionsEmulator, getFunctions, httpsCallable } = await import("firebase/functions");
  const app = initializeApp({ apiKey: "demo-api-key", projectId: PROJECT_ID }, name);
  const functions = getFunctions(app, functionsRegion());
  const origin = new URL(urls.functions);
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  if (account) {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${urls.auth}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, account.email, account.password);
  }
  /**
   * @template {CallableName} TName
   * @param {TName} callable
   * @param {import("../../functions/src/domain/index.ts").CallableInput<TName>} data
   * @returns {Promise<import("../../functions/src/domain/index.ts").CallableOutput<TName>>}
   */
  const call = async (callable, data) => {
    const send = httpsCallable(functions, callable, { timeout });
    return /** @type {import("../../functions/src/domain/index.ts").CallableOutput<TName>} */ ((await send(data)).data);
  };
  /**
   * A streaming call, as the dashboard's export makes it: `onChunk` hears each piece, then the answer.
   * @template {StreamingCallableName} TName
   * @param {TName} callable
   * @param {import("../../functions/src/domain/index.ts").CallableInput<TName>} data
   * @param {(chunk: import("../../functions/src/domain/index.ts").CallableChunk<TName>) => void} onChunk
   * @returns {Promise<import("../../functions/src/domain/index.ts").CallableOutput<TName>>}
   */
  const stream = async (callable, data, onChunk) => {
    /** @type {import("firebase/functions").HttpsCallable<unknown, import("../../functions/src/domain/index.ts").CallableOutput<TName>, import("../../functions/src/domain/index.ts").CallableChunk<TName>>} */
    const send = httpsCallable(functions, callable);
    const result = await send.stream(data);
    for await (const chunk of result.stream) onChunk(chunk);
    return result.data;
  };
  return { call, stream };
}

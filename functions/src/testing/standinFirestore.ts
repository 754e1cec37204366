import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { CallableRequest } from "firebase-functions/https";
import { vi } from "vitest";
import { COLLECTIONS } from "../domain/callables";
import type { AdminDeps } from "../lib/adminCallable";

/**
 * The local Firestore stand-in (@firestore-emulator/server, as the local stack runs it) on a port of its own, for
 * unit tests of the admin callables: real queries, counts, transactions and batches, no stack needed. Each test file
 * starts one in `beforeAll` and stops it in `afterAll`. Not deployed (tsconfig.build.json leaves `src/testing` out).
 */
export async function startStandinFirestore(): Promise<{
  db: Firestore;
  clear(): Promise<void>;
  stop(): Promise<void>;
}> {
  const { FirestoreServer } = await import("@firestore-emulator/server");
  const server = new FirestoreServer();
  let port = 0;
  for (let attempt = 0; ; attempt += 1) {
    port = 20_000 + Math.floor(Math.random() * 20_000);
    try {
      await server.start(port);
      break;
    } catch (error) {
      if (attempt > 5) throw error;
    }
  }
  vi.stubEnv("FIRESTORE_EMULATOR_HOST", `127.0.0.1:${port}`);
  const projectId = `demo-unit-${port}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  return {
    db,
    clear: async () => {
      // The stand-in has no "delete everything" endpoint and no collection listing: delete what the callables write.
      const collections = [...Object.values(COLLECTIONS)].filter((name) => name !== COLLECTIONS.activity);
      for (const name of collections) {
        for (const doc of (await db.collection(name).get()).docs) {
          const activity = await doc.ref.collection(COLLECTIONS.activity).get();
          await Promise.all(activity.docs.map((entry) => entry.ref.delete()));
          await doc.ref.delete();
        }
      }
    },
    stop: async () => {
      await deleteApp(app);
      await server.stop();
      vi.unstubAllEnvs();
    },
  };
}

/** A request of a signed-in caller whose token carries `claims` (an admin with a verified e-mail by default). */
export function adminRequest(
  data: unknown,
  claims: Record<string, unknown> = {},
  uid = "admin-uid",
): Pick<CallableRequest, "auth" | "data"> {
  const token = { uid, email: "staff@example.com", email_verified: true, admin: true, ...claims };
  return { data, auth: { uid, rawToken: `token-of-${uid}`, token: token as unknown as DecodedIdToken } };
}

/** Deps for an admin handler: the stand-in, a verifier that accepts the token as issued, a silent log. */
export function adminDeps(db: Firestore, overrides: Partial<AdminDeps> = {}): AdminDeps & { lines: unknown[][] } {
  const lines: unknown[][] = [];
  return {
    db,
    verify: async (rawToken) => {
      const uid = rawToken.replace(/^token-of-/, "");
      return { uid, email: "staff@example.com", email_verified: true, admin: true } as unknown as DecodedIdToken;
    },
    log: { info: (...args: unknown[]) => void lines.push(args), warn: (...args: unknown[]) => void lines.push(args) },
    lines,
    ...overrides,
  };
}

import { createRequire } from "node:module";
import { createServer } from "node:net";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { CallableRequest } from "firebase-functions/https";
import { vi } from "vitest";
import { COLLECTIONS } from "../domain/callables";
import type { AdminDeps } from "../lib/adminCallable";

interface GrpcServer {
  bindAsync(address: string, credentials: unknown, done: (error: Error | null) => void): void;
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/**
 * The local Firestore stand-in (@firestore-emulator/server, as the local stack runs it) on a port of its own, for
 * unit tests of the handlers: real queries, counts, transactions and batches, no stack needed (and no emulator
 * worker processes in the way of a concurrency test). Each test file
 * starts one in `beforeAll` and stops it in `afterAll`. Not deployed (tsconfig.build.json leaves `src/testing` out).
 */
export async function startStandinFirestore(): Promise<{
  db: Firestore;
  clear(): Promise<void>;
  stop(): Promise<void>;
}> {
  const { FirestoreServer } = await import("@firestore-emulator/server");
  const server = new FirestoreServer();
  // Its own start() binds every interface; a test binds loopback only, with the stand-in's own grpc-js.
  const grpcJs = createRequire(require.resolve("@firestore-emulator/server"))("@grpc/grpc-js") as {
    ServerCredentials: { createInsecure(): unknown };
  };
  const grpc = (server as unknown as { server: GrpcServer }).server;
  const port = await freePort();
  await new Promise<void>((resolve, reject) =>
    grpc.bindAsync(`127.0.0.1:${port}`, grpcJs.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
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

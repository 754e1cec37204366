import { createRequire } from "node:module";
import { createServer } from "node:net";
import { FirestoreServer } from "@firestore-emulator/server";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

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
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The local Firestore stand-in (`@firestore-emulator/server`, the gRPC API firebase-admin speaks) started inside a
 * test on a free loopback port, with an Admin SDK Firestore pointed at it. For tests that measure the handlers
 * against a real Firestore protocol without the Functions emulator's process start-up in the way.
 */
export async function startFirestoreStandIn(): Promise<{ db: Firestore; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = new FirestoreServer();
  // Its own start() binds every interface; a test binds loopback only, with the stand-in's own grpc-js.
  const grpcJs = createRequire(require.resolve("@firestore-emulator/server"))("@grpc/grpc-js") as {
    ServerCredentials: { createInsecure(): unknown };
  };
  const grpc = (server as unknown as { server: GrpcServer }).server;
  await new Promise<void>((resolve, reject) =>
    grpc.bindAsync(`127.0.0.1:${port}`, grpcJs.ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: "demo-stand-in" }, `stand-in-${port}`);
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  if (previous === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previous;
  return {
    db,
    stop: async () => {
      await deleteApp(app);
      server.stop();
    },
  };
}

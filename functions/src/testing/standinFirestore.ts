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

/** A query as the stand-in received it over the wire (a listing, a count, an export chunk…), in Firestore's terms. */
export interface RecordedQuery {
  collection: string;
  /** `op`: the wire name (EQUAL, ARRAY_CONTAINS, LESS_THAN…). */
  filters: { field: string; op: string }[];
  orderBy: { field: string; direction: "ASCENDING" | "DESCENDING" }[];
}

/** The wire's StructuredQuery, the parts read here (field names as @firestore-emulator/proto has them). */
interface WireFieldFilter {
  field: { field_path: string };
  op: number;
}
interface WireQuery {
  from: { collection_id: string }[];
  has_where: boolean;
  where: {
    has_field_filter: boolean;
    field_filter: WireFieldFilter;
    has_composite_filter: boolean;
    composite_filter: { filters: { has_field_filter: boolean; field_filter: WireFieldFilter }[] };
  };
  order_by: { field: { field_path: string }; direction: number }[];
}

/** google.firestore.v1.StructuredQuery.FieldFilter.Operator. */
const FILTER_OPS = ["", "LESS_THAN", "LESS_THAN_OR_EQUAL", "GREATER_THAN", "GREATER_THAN_OR_EQUAL", "EQUAL"];
const MORE_FILTER_OPS = ["NOT_EQUAL", "ARRAY_CONTAINS", "IN", "ARRAY_CONTAINS_ANY", "NOT_IN"];

function recorded(query: WireQuery): RecordedQuery {
  const filters: WireFieldFilter[] = [];
  if (query.has_where && query.where.has_field_filter) filters.push(query.where.field_filter);
  if (query.has_where && query.where.has_composite_filter) {
    for (const filter of query.where.composite_filter.filters)
      if (filter.has_field_filter) filters.push(filter.field_filter);
  }
  return {
    collection: query.from[0]?.collection_id ?? "",
    filters: filters.map((filter) => ({
      field: filter.field.field_path,
      op: [...FILTER_OPS, ...MORE_FILTER_OPS][filter.op] ?? String(filter.op),
    })),
    orderBy: query.order_by.map((order) => ({
      field: order.field.field_path,
      direction: order.direction === 2 ? "DESCENDING" : "ASCENDING",
    })),
  };
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
  /** Every query and aggregation the stand-in has answered since it started, oldest first. */
  queries: RecordedQuery[];
  clear(): Promise<void>;
  stop(): Promise<void>;
}> {
  const { FirestoreServer } = await import("@firestore-emulator/server");
  const server = new FirestoreServer();
  const queries: RecordedQuery[] = [];
  // Queries and aggregations both go through the state's v1Query: record each as it arrives.
  const state = server.state as unknown as { v1Query(parent: string, query: WireQuery): unknown };
  const answer = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    queries.push(recorded(query));
    return answer(parent, query);
  };
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
    queries,
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

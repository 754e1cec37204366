import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { CallableRequest } from "firebase-functions/https";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { COLLECTIONS } from "../domain/collections";
import type { Role } from "../domain/roles";
import type { AdminDeps } from "../platform/adminCallable";
import type { StaffLookup } from "../platform/roles";

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

/** google.firestore.v1.StructuredQuery.FieldFilter.Operator, by number. */
const FILTER_OPS = [
  "OPERATOR_UNSPECIFIED",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN",
  "GREATER_THAN_OR_EQUAL",
  "EQUAL",
  "NOT_EQUAL",
  "ARRAY_CONTAINS",
  "IN",
  "ARRAY_CONTAINS_ANY",
  "NOT_IN",
];

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
      op: FILTER_OPS[filter.op] ?? String(filter.op),
    })),
    orderBy: query.order_by.map((order) => ({
      field: order.field.field_path,
      direction: order.direction === 2 ? "DESCENDING" : "ASCENDING",
    })),
  };
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
  const queries: RecordedQuery[] = [];
  const { startFirestoreStandin } = await import("../../../test-support/firestore-standin.mjs");
  const server = await startFirestoreStandin({ onQuery: (query) => queries.push(recorded(query as WireQuery)) });
  const port = server.port;
  vi.stubEnv("FIRESTORE_EMULATOR_HOST", `127.0.0.1:${port}`);
  const projectId = `demo-unit-${port}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  return {
    db,
    queries,
    clear: async () => {
      // The stand-in has no "delete everything" endpoint and no collection listing: delete what the callables write.
      const subcollections: string[] = [COLLECTIONS.activity, COLLECTIONS.mailEvents, COLLECTIONS.contentVersions];
      const collections = [...Object.values(COLLECTIONS)].filter((name) => !subcollections.includes(name));
      for (const name of collections) {
        for (const doc of (await db.collection(name).get()).docs) {
          for (const subcollection of subcollections) {
            const entries = await doc.ref.collection(subcollection).get();
            await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
          }
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

type Standin = Awaited<ReturnType<typeof startStandinFirestore>>;

/**
 * The stand-in for one test file: started before its tests, emptied before each one (unless `clearEach` is false)
 * and stopped after them. Read `db` and `queries` inside tests and hooks, once it has started.
 */
export function useStandinFirestore({ clearEach = true } = {}): {
  readonly db: Firestore;
  readonly queries: RecordedQuery[];
} {
  let standin: Standin | undefined;
  const started = () => {
    if (!standin) throw new Error("The Firestore stand-in has not started yet: read it inside a test or a hook");
    return standin;
  };
  beforeAll(async () => {
    standin = await startStandinFirestore();
  });
  afterAll(async () => standin?.stop());
  if (clearEach) beforeEach(async () => started().clear());
  return {
    get db() {
      return started().db;
    },
    get queries() {
      return started().queries;
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

/** A staff record lookup that answers every uid as an active member with `role` (platform/roles.ts). */
export function staffAs(role: Role): StaffLookup {
  return async () => ({ email: "staff@example.com", role, active: true });
}

/**
 * Deps for an admin handler: the stand-in, a verifier that accepts the token as issued, an owner's staff record (pass
 * `staff: undefined` to read the stand-in's `staff/{uid}` instead), a silent log.
 */
export function adminDeps(db: Firestore, overrides: Partial<AdminDeps> = {}): AdminDeps & { lines: unknown[][] } {
  const lines: unknown[][] = [];
  return {
    db,
    verify: async (rawToken) => {
      const uid = rawToken.replace(/^token-of-/, "");
      return { uid, email: "staff@example.com", email_verified: true, admin: true } as unknown as DecodedIdToken;
    },
    staff: staffAs("owner"),
    log: { info: (...args: unknown[]) => void lines.push(args), warn: (...args: unknown[]) => void lines.push(args) },
    lines,
    ...overrides,
  };
}

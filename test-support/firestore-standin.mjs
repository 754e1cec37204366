/**
 * The local Firestore stand-in, `@firestore-emulator/server`, as the stack (scripts/stack.mjs) and the functions' unit
 * tests (functions/src/testing/standinFirestore.ts) run it, where the official emulator cannot (decision 0002):
 *
 * - bound to one host only (its own `start(port)` binds every interface), with the insecure credentials it would use;
 * - with query projections (`select`), which the real Firestore honours and the stand-in ignores: the dashboard's
 *   listing and export read only the fields they show, not each record's search index, and on the stand-in the
 *   unselected fields would otherwise still be encoded, sent and decoded for every row;
 * - with Firestore's order and cursors: the stand-in sorts only on the fields it finds in a document (never on
 *   `__name__`, so equal values come back in insertion order), keeps documents that lack an ordered field and
 *   ignores `startAt` / `startAfter` / `endAt` / `endBefore` and `offset`. Here every query is ordered as Firestore
 *   orders it — the given orders, then the document name in the direction of the last one — and its cursors, offset
 *   and limit apply to that order, so a page after a cursor is the same page a real Firestore returns, even when
 *   thousands of rows share one `created_at` (a batch's server time);
 * - with filters and orders on a field of a map (`source.channel`): the stand-in reads only top-level fields (it
 *   throws "Not implemented" for a dotted path); here a dotted path walks the document's maps, as Firestore does;
 * - `onQuery` hears every query and aggregation as it arrives over the wire (the indexes test records them);
 * - with all-or-nothing commits: the stand-in applies a commit's writes one by one and stops at the first whose
 *   precondition fails, keeping the writes before it (a booking's commit that created two of its locks and then met
 *   a taken third would leave those two behind, blocking the time forever). Here every precondition of the commit
 *   — `create()`'s "must not exist", `update()`'s "must exist", a last update time — is checked against the
 *   documents before any write applies, and a write that fails anyway rolls the commit's earlier writes back.
 *
 * The query patches sit on the stand-in's query entry point (`state.v1Query`), which its RunQuery and
 * RunAggregationQuery handlers call; the commit patch wraps its gRPC Commit handler. Nothing else of it changes.
 */
import { createRequire } from "node:module";

/**
 * @param {{ host?: string, port?: number, onQuery?: (query: any) => void }} [options] port 0 or none: a free one.
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startFirestoreStandin({ host = "127.0.0.1", port = 0, onQuery } = {}) {
  const { FirestoreServer, FirestoreStateDocument } = await import("@firestore-emulator/server");
  readsMapFields(FirestoreStateDocument);
  // grpc-js as the stand-in itself resolves it (a dependency of the stand-in, not of this project).
  const { ServerCredentials } = createRequire(import.meta.resolve("@firestore-emulator/server"))("@grpc/grpc-js");
  const server = new FirestoreServer();
  const state = server.state;
  const answer = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    onQuery?.(query);
    // The stand-in filters; the order, the cursors, the offset and the limit are applied here, as Firestore does.
    const docs = inFirestoreOrder(answer(parent, filtersOnly(query)), query);
    const selected = query.has_select ? query.select.fields.map((field) => field.field_path) : [];
    return query.has_select ? docs.map((doc) => projected(doc, selected)) : docs;
  };
  allOrNothingCommits(server);
  const bound = await new Promise((resolve, reject) =>
    server.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    ),
  );
  return { port: bound, stop: async () => server.stop() };
}

/** google.firestore.v1.Firestore/Commit: what both `batch.commit()` and a transaction's commit send. */
const COMMIT = "/google.firestore.v1.Firestore/Commit";
/** gRPC status codes, as Firestore answers a failed precondition. */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/**
 * Makes the server's Commit apply all of a commit's writes or none. The stand-in's handler runs synchronously (no
 * other request runs between the check and the writes), so checking every precondition first, in the order of the
 * writes and with what the earlier writes of the same commit do to a document, is enough to make it atomic for
 * preconditions; any other failure part-way restores the documents the commit touched.
 * @param {any} server the stand-in's FirestoreServer
 */
function allOrNothingCommits(server) {
  /** grpc-js keeps each method's handler in `handlers` (the service implementation's methods, bound). */
  const handler = server.server.handlers.get(COMMIT);
  if (!handler) throw new Error(`The Firestore stand-in has no ${COMMIT} handler to patch`);
  const state = server.state;
  const commit = handler.func;
  handler.func = (/** @type {any} */ call, /** @type {(error: any, value?: any) => void} */ callback) => {
    /** @type {any[]} */
    const writes = call.request.writes;
    let documents;
    try {
      documents = writes.map((write) => state.getDocument(documentName(write)));
    } catch {
      commit(call, callback);
      return;
    }
    const refusal = firstRefusal(writes, documents);
    if (refusal) {
      callback({ code: refusal.code, details: refusal.message, message: refusal.message, name: "Error" }, null);
      return;
    }
    const before = documents.map((document) => ({ document, fields: document.fields, metadata: document.metadata }));
    commit(call, (/** @type {any} */ error, /** @type {any} */ value) => {
      if (error) {
        for (const { document, fields, metadata } of before.reverse()) {
          document.fields = fields;
          document.metadata = metadata;
        }
      }
      callback(error, value);
    });
  };
}

/** The document a write (a delete or an update: set, create, update) names; a transform-only write throws. */
function documentName(write) {
  if (write.has_delete) return write.delete;
  if (write.has_update) return write.update.name;
  throw new Error("A write without a document");
}

/**
 * The first write of a commit whose precondition does not hold, with Firestore's code and message, or undefined.
 * Existence is followed through the commit: a document the commit deletes no longer exists for its later writes.
 */
function firstRefusal(writes, documents) {
  /** @type {Map<any, { exists: boolean, updated: number | null }>} */
  const seen = new Map();
  for (const [index, write] of writes.entries()) {
    const document = documents[index];
    const now = seen.get(document) ?? {
      exists: document.metadata.hasExist,
      updated: document.metadata.hasExist ? document.metadata.updatedAt.getTime() : null,
    };
    const path = documentName(write).split("/documents/")[1];
    if (write.has_current_document) {
      const condition = write.current_document;
      if (condition.has_exists && condition.exists && !now.exists)
        return { code: NOT_FOUND, message: `No document to update: ${path}` };
      if (condition.has_exists && !condition.exists && now.exists)
        return { code: ALREADY_EXISTS, message: `Document already exists: ${path}` };
      if (condition.has_update_time) {
        const { seconds, nanos } = condition.update_time;
        const wanted = Number(seconds ?? 0) * 1000 + Number(nanos ?? 0) / 1e6;
        if (!now.exists || now.updated !== wanted)
          return { code: FAILED_PRECONDITION, message: `The document was updated since: ${path}` };
      }
    }
    // After this write: deleted, or written at the commit's time (no earlier write's time can match a precondition).
    seen.set(document, { exists: !write.has_delete, updated: write.has_delete ? null : NaN });
  }
  return undefined;
}

/**
 * Lets the stand-in's documents read a dotted field path (`source.channel`) through their map fields, once per
 * process. A path whose segment is missing or not a map reads as a missing field, as in Firestore.
 * @param {any} Document the stand-in's document class
 */
function readsMapFields(Document) {
  if (Document.prototype.readsMapFields) return;
  const topLevel = Document.prototype.getField;
  Document.prototype.readsMapFields = true;
  Document.prototype.getField = function getField(/** @type {string} */ path) {
    if (!path.includes(".")) return topLevel.call(this, path);
    const [first = "", ...rest] = path.split(".");
    let field = topLevel.call(this, first);
    for (const key of rest) {
      const map = field?.value;
      if (!map || typeof map !== "object" || Array.isArray(map) || !(key in map)) return undefined;
      field = map[key];
    }
    return field;
  };
}

/** The stored document as a projection shows it: only the selected top-level fields (none for `__name__` alone). */
function projected(doc, selected) {
  const view = Object.create(doc);
  view.fields = Object.fromEntries(Object.entries(doc.fields).filter(([name]) => selected.includes(name)));
  return view;
}

/** The query as the stand-in should run it: its filters only (order, cursors and limit are applied here). */
function filtersOnly(query) {
  const filtering = Object.create(query);
  Object.defineProperty(filtering, "has_limit", { value: false });
  Object.defineProperty(filtering, "order_by", { value: [] });
  return filtering;
}

/** google.firestore.v1.StructuredQuery.Direction */
const DESCENDING = 2;
const ASCENDING = 1;
const NAME = "__name__";

/**
 * `docs` (every match of the query's filters) as a real Firestore answers `query`: without the documents that lack an
 * ordered field, sorted by the orders and then by name, from its start cursor to its end cursor, past its offset, at
 * most its limit. Each document's sort key is built once; the cursors cut before the sort, and a limited query keeps
 * only its first `offset + limit` rows as it goes (a page of 50 from 10,000 documents compares each about once).
 */
function inFirestoreOrder(docs, query) {
  const orders = query.order_by.map((order) => ({ field: order.field.field_path, direction: order.direction }));
  if (orders.at(-1)?.field !== NAME) orders.push({ field: NAME, direction: orders.at(-1)?.direction ?? ASCENDING });
  const order = (key, other) => {
    for (let index = 0; index < orders.length && index < other.length; index++) {
      const compared = compareValues(key[index], other[index]);
      if (compared !== 0) return orders[index].direction === DESCENDING ? -compared : compared;
    }
    return 0;
  };
  const start = query.has_start_at ? query.start_at.values.map(normalValue) : undefined;
  const end = query.has_end_at ? query.end_at.values.map(normalValue) : undefined;
  const offset = Number(query.offset ?? 0);
  const keep = query.has_limit ? offset + Number(query.limit.value) : Infinity;
  if (orders.length === 1 && !start && !end && keep === Infinity) {
    // Unordered and uncut (a count, a whole collection): by name alone.
    return docs.filter(() => true).sort((a, b) => (orders[0].direction === DESCENDING ? -1 : 1) * cmp(a.name, b.name));
  }
  const rows = [];
  for (const doc of docs) {
    const key = [];
    for (const { field } of orders) {
      const value = valueOf(doc, field);
      if (value === undefined) break;
      key.push(value);
    }
    if (key.length < orders.length) continue;
    // startAt (before): from the cursor on; startAfter: after it. endBefore (before): up to the cursor; endAt: to it.
    if (start && (query.start_at.before ? order(key, start) < 0 : order(key, start) <= 0)) continue;
    if (end && (query.end_at.before ? order(key, end) >= 0 : order(key, end) > 0)) continue;
    if (keep === Infinity) {
      rows.push({ doc, key });
      continue;
    }
    if (rows.length >= keep && order(key, rows[rows.length - 1].key) >= 0) continue;
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(rows[middle].key, key) <= 0) low = middle + 1;
      else high = middle;
    }
    rows.splice(low, 0, { doc, key });
    if (rows.length > keep) rows.pop();
  }
  if (keep === Infinity) rows.sort((a, b) => order(a.key, b.key));
  return rows.slice(offset).map(({ doc }) => doc);
}

/**
 * A document's value for an ordered field, comparable (see {@link normalValue}). For `__name__`, its id: a query
 * reads one collection (the stand-in has no collection-group queries), so names differ only in their last segment.
 */
function valueOf(doc, field) {
  if (field === NAME) return { rank: TYPE_RANK.reference_value, value: [doc.name] };
  const stored = doc.getField(field);
  if (stored === undefined) return undefined;
  let value = comparable.get(stored);
  if (!value) comparable.set(stored, (value = normalValue(stored.toV1ValueObject())));
  return value;
}

/** Each stored field's comparable value, built once: a write replaces the field object, so nothing goes stale. */
const comparable = new WeakMap();

const VALUE_KINDS = [
  "null_value",
  "boolean_value",
  "integer_value",
  "double_value",
  "timestamp_value",
  "string_value",
  "bytes_value",
  "reference_value",
  "geo_point_value",
  "array_value",
  "map_value",
];

/** Firestore's type order: null, booleans, numbers, timestamps, strings, bytes, references, points, arrays, maps. */
const TYPE_RANK = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
};

/** A reference's path, compared from its last segments: a cursor's full name against a document's id (valueOf). */
const referenceOf = (path) => ({ rank: TYPE_RANK.reference_value, value: path.split("/").slice(-1) });

/**
 * A wire Value (a decoded message with `has_…` flags, or the stand-in's plain object) as `{ rank, value }`, its
 * value ready to compare: a number, a string, seconds and nanos, a path's segments, a list of such values.
 */
function normalValue(wire) {
  const kind = VALUE_KINDS.find((name) => (`has_${name}` in wire ? wire[`has_${name}`] : name in wire));
  if (!kind) throw new Error("A cursor or field value of an unknown kind");
  const rank = TYPE_RANK[kind];
  const value = wire[kind];
  switch (kind) {
    case "null_value":
      return { rank, value: 0 };
    case "boolean_value":
      return { rank, value: value ? 1 : 0 };
    case "integer_value":
    case "double_value":
      return { rank, value: Number(value) };
    case "timestamp_value":
      return { rank, value: [Number(value.seconds ?? 0), Number(value.nanos ?? 0)] };
    case "reference_value":
      return referenceOf(value);
    case "geo_point_value":
      return { rank, value: [value.latitude, value.longitude] };
    case "array_value":
      return { rank, value: (value.values ?? []).map(normalValue) };
    case "map_value": {
      const entries = value.fields instanceof Map ? [...value.fields] : Object.entries(value.fields ?? {});
      const sorted = entries.sort(([a], [b]) => cmp(a, b));
      return {
        rank,
        value: sorted.flatMap(([name, item]) => [{ rank: TYPE_RANK.string_value, value: name }, normalValue(item)]),
      };
    }
    default:
      return { rank, value: typeof value === "string" ? value : Buffer.from(value).toString("latin1") };
  }
}

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Firestore's order of two values (see {@link TYPE_RANK}): numbers by value (NaN first), timestamps by seconds then
 * nanos, strings and path segments by code unit (UTF-8 byte order but for characters outside the BMP), lists item
 * by item.
 */
function compareValues(a, b) {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const [x, y] = [a.value, b.value];
  if (typeof x === "number") {
    if (Number.isNaN(x) || Number.isNaN(y)) return cmp(Number.isNaN(x) ? 0 : 1, Number.isNaN(y) ? 0 : 1);
    return cmp(x, y);
  }
  if (typeof x === "string") return cmp(x, y);
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    const compared = typeof x[index] === "object" ? compareValues(x[index], y[index]) : cmp(x[index], y[index]);
    if (compared !== 0) return compared;
  }
  return cmp(x.length, y.length);
}

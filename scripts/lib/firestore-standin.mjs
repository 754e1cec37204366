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
 * - `onQuery` hears every query and aggregation as it arrives over the wire (the indexes test records them).
 *
 * All of it sits on the stand-in's query entry point (`state.v1Query`), which its RunQuery and
 * RunAggregationQuery handlers call; nothing else of it changes.
 */
import { createRequire } from "node:module";

/**
 * @param {{ host?: string, port?: number, onQuery?: (query: any) => void }} [options] port 0 or none: a free one.
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startFirestoreStandin({ host = "127.0.0.1", port = 0, onQuery } = {}) {
  const { FirestoreServer } = await import("@firestore-emulator/server");
  // grpc-js as the stand-in itself resolves it (a dependency of the stand-in, not of this project).
  const { ServerCredentials } = createRequire(import.meta.resolve("@firestore-emulator/server"))("@grpc/grpc-js");
  const server = new FirestoreServer();
  const state = server.state;
  const answer = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    onQuery?.(query);
    // The stand-in filters; the order, the cursors, the offset and the limit are applied here, as Firestore does.
    const docs = inFirestoreOrder(answer(parent, withoutLimit(query)), query);
    const selected = query.has_select ? query.select.fields.map((field) => field.field_path) : [];
    return query.has_select ? docs.map((doc) => projected(doc, selected)) : docs;
  };
  const bound = await new Promise((resolve, reject) =>
    server.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    ),
  );
  return { port: bound, stop: async () => server.stop() };
}

/** The stored document as a projection shows it: only the selected top-level fields (none for `__name__` alone). */
function projected(doc, selected) {
  const view = Object.create(doc);
  view.fields = Object.fromEntries(Object.entries(doc.fields).filter(([name]) => selected.includes(name)));
  return view;
}

/** The query as the stand-in should run it: its filters and order, no limit (applied after the cursors). */
function withoutLimit(query) {
  const unlimited = Object.create(query);
  Object.defineProperty(unlimited, "has_limit", { value: false });
  return unlimited;
}

/** google.firestore.v1.StructuredQuery.Direction */
const ASCENDING = 1;
const DESCENDING = 2;
const NAME = "__name__";

/**
 * `docs` (every match of the query's filters) as a real Firestore answers `query`: without the documents that lack an
 * ordered field, sorted by the orders and then by name, from its start cursor to its end cursor, past its offset, at
 * most its limit.
 */
function inFirestoreOrder(docs, query) {
  const orders = query.order_by.map((order) => ({ field: order.field.field_path, direction: order.direction }));
  if (orders.at(-1)?.field !== NAME) orders.push({ field: NAME, direction: orders.at(-1)?.direction ?? ASCENDING });
  const keyed = docs
    .map((doc) => ({ doc, key: orders.map(({ field }) => valueOf(doc, field)) }))
    .filter(({ key }) => key.every((value) => value !== undefined));
  const order = (key, other) => {
    for (const [index, { direction }] of orders.entries()) {
      if (index >= other.length) return 0;
      const compared = compareValues(key[index], other[index]);
      if (compared !== 0) return direction === DESCENDING ? -compared : compared;
    }
    return 0;
  };
  keyed.sort((a, b) => order(a.key, b.key));
  let rows = keyed;
  if (query.has_start_at) {
    const cursor = query.start_at.values.map(normalValue);
    // startAt (before): from the cursor on; startAfter: after it.
    rows = rows.filter(({ key }) => (query.start_at.before ? order(key, cursor) >= 0 : order(key, cursor) > 0));
  }
  if (query.has_end_at) {
    const cursor = query.end_at.values.map(normalValue);
    // endBefore (before): up to the cursor, excluded; endAt: up to it, included.
    rows = rows.filter(({ key }) => (query.end_at.before ? order(key, cursor) < 0 : order(key, cursor) <= 0));
  }
  const offset = Number(query.offset ?? 0);
  const end = query.has_limit ? offset + Number(query.limit.value) : undefined;
  return rows.slice(offset, end).map(({ doc }) => doc);
}

/** A document's value for an ordered field, as a plain wire value; its full name for `__name__`. */
function valueOf(doc, field) {
  if (field === NAME) return { kind: "reference_value", value: doc.getPath() };
  const stored = doc.getField(field);
  return stored === undefined ? undefined : normalValue(stored.toV1ValueObject());
}

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

/** A wire Value (a decoded message with `has_…` flags, or the stand-in's plain object) as `{ kind, value }`. */
function normalValue(wire) {
  const kind = VALUE_KINDS.find((name) => (`has_${name}` in wire ? wire[`has_${name}`] : name in wire));
  if (!kind) throw new Error("A cursor or field value of an unknown kind");
  const value = wire[kind];
  if (kind === "array_value") return { kind, value: (value.values ?? []).map(normalValue) };
  if (kind === "map_value") {
    const entries = value.fields instanceof Map ? [...value.fields] : Object.entries(value.fields ?? {});
    return { kind, value: entries.map(([name, item]) => [name, normalValue(item)]).sort(([a], [b]) => cmp(a, b)) };
  }
  return { kind, value };
}

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

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Firestore's order of two values (see {@link TYPE_RANK}); a reference orders by its path's segments. */
function compareValues(a, b) {
  const rank = cmp(TYPE_RANK[a.kind], TYPE_RANK[b.kind]);
  if (rank !== 0) return rank;
  switch (a.kind) {
    case "null_value":
      return 0;
    case "boolean_value":
      return cmp(Number(a.value), Number(b.value));
    case "integer_value":
    case "double_value": {
      const [x, y] = [Number(a.value), Number(b.value)];
      if (Number.isNaN(x) || Number.isNaN(y)) return cmp(Number.isNaN(x) ? 0 : 1, Number.isNaN(y) ? 0 : 1);
      return cmp(x, y);
    }
    case "timestamp_value":
      return cmp(Number(a.value.seconds), Number(b.value.seconds)) || cmp(Number(a.value.nanos), Number(b.value.nanos));
    case "string_value":
      return Buffer.compare(Buffer.from(a.value, "utf8"), Buffer.from(b.value, "utf8"));
    case "bytes_value":
      return Buffer.compare(Buffer.from(a.value), Buffer.from(b.value));
    case "reference_value":
      return compareSegments(a.value.split("/"), b.value.split("/"));
    case "geo_point_value":
      return cmp(a.value.latitude, b.value.latitude) || cmp(a.value.longitude, b.value.longitude);
    case "array_value":
      return compareLists(a.value, b.value, compareValues);
    case "map_value":
      return compareLists(a.value, b.value, ([k1, v1], [k2, v2]) => cmp(k1, k2) || compareValues(v1, v2));
    default:
      return 0;
  }
}

function compareSegments(a, b) {
  return compareLists(a, b, (x, y) => Buffer.compare(Buffer.from(x, "utf8"), Buffer.from(y, "utf8")));
}

function compareLists(a, b, compare) {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const compared = compare(a[index], b[index]);
    if (compared !== 0) return compared;
  }
  return cmp(a.length, b.length);
}

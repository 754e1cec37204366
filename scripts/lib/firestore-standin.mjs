/**
 * The local Firestore stand-in, `@firestore-emulator/server`, as the stack (scripts/stack.mjs) and the functions' unit
 * tests (functions/src/testing/standinFirestore.ts) run it, where the official emulator cannot (decision 0002):
 *
 * - bound to one host only (its own `start(port)` binds every interface), with the insecure credentials it would use;
 * - with query projections (`select`), which the real Firestore honours and the stand-in ignores: the dashboard's
 *   listing and export read only the fields they show, not each record's search index, and on the stand-in the
 *   unselected fields would otherwise still be encoded, sent and decoded for every row;
 * - `onQuery` hears every query and aggregation as it arrives over the wire (the indexes test records them).
 *
 * Both additions sit on the stand-in's query entry point (`state.v1Query`), which its RunQuery and
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
    const docs = answer(parent, query);
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

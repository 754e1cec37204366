import { logger } from "firebase-functions";
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/https";
import {
  ListSubmissionsSchema,
  type ListSubmissionsResponse,
  type SubmissionKind,
  type SubmissionRowsByKind,
} from "../domain/admin";
import { COLLECTIONS } from "../domain/callables";
import { db } from "../lib/firebase";
import { parseOrThrow } from "../lib/validation";

/** The part of Firestore the listing reads; the Admin SDK's `Firestore` fits it, and so does a test's fake. */
export interface SubmissionSource {
  collection(path: string): {
    orderBy(
      field: string,
      direction: "desc",
    ): { get(): Promise<{ docs: { id: string; data(): Record<string, unknown> }[] }> };
  };
}

const COLLECTION_OF: Record<SubmissionKind, string> = {
  contact: COLLECTIONS.contactSubmissions,
  applications: COLLECTIONS.coachApplications,
  payments: COLLECTIONS.payments,
};

/** The fields a search looks in; `"*"` means every text field of the document. */
const SEARCHED_FIELDS: Record<SubmissionKind, readonly string[] | "*"> = {
  contact: ["name", "email", "subject", "message"],
  applications: "*",
  payments: ["customer_email", "program"],
};

/** Firestore timestamps (anything with `toDate()`) and dates become ISO strings; the rest is kept as stored. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    if ("toDate" in value && typeof value.toDate === "function") return (value.toDate() as Date).toISOString();
    if (Array.isArray(value)) return value.map(plain);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

function matches(row: Record<string, unknown>, fields: readonly string[] | "*", needle: string): boolean {
  const values = fields === "*" ? Object.values(row) : fields.map((field) => row[field]);
  return values.some((value) => typeof value === "string" && value.toLowerCase().includes(needle));
}

/**
 * Lists one collection for the admin dashboard, newest first, one page at a time. Only callers whose ID token
 * carries the `admin` custom claim get an answer.
 */
export async function listSubmissionsHandler(
  request: Pick<CallableRequest, "auth" | "data">,
  source: SubmissionSource,
): Promise<ListSubmissionsResponse> {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to read submissions.");
  if (request.auth.token.admin !== true) {
    throw new HttpsError("permission-denied", "This account does not have admin access.");
  }
  const { kind, page, pageSize, search } = parseOrThrow(ListSubmissionsSchema, request.data);

  // The whole collection is read and then searched and paged here: the collections hold at most a few
  // thousand small documents, and Firestore has no case-insensitive substring query.
  const snapshot = await source.collection(COLLECTION_OF[kind]).orderBy("created_at", "desc").get();
  const all = snapshot.docs.map((doc) => ({ ...(plain(doc.data()) as Record<string, unknown>), id: doc.id }));
  const needle = search.toLowerCase();
  const found = needle ? all.filter((row) => matches(row, SEARCHED_FIELDS[kind], needle)) : all;
  const rows = found.slice((page - 1) * pageSize, page * pageSize) as unknown as SubmissionRowsByKind[typeof kind][];

  logger.info("listSubmissions", { uid: request.auth.uid, kind, page, total: found.length, searched: !!needle });
  return { total: found.length, page, pageSize, rows };
}

export const listSubmissions = onCall((request) => listSubmissionsHandler(request, db()));

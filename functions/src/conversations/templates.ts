import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import {
  CreateTemplateSchema,
  DeleteTemplateSchema,
  TEMPLATES_MAX,
  UpdateTemplateSchema,
  type MessageTemplate,
  type TemplatesResponse,
} from "../domain/conversations";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { MAX_REQUEST_CHARS, SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";

export const TEMPLATE_NOT_FOUND_MESSAGE = "This template no longer exists.";
export const TOO_MANY_TEMPLATES_MESSAGE = `There can be at most ${TEMPLATES_MAX} templates: delete one first.`;

/** Every template, by name (at most {@link TEMPLATES_MAX}, so one read). */
async function listTemplates(deps: AdminDeps): Promise<TemplatesResponse> {
  const snapshot = await deps.db.collection(COLLECTIONS.messageTemplates).orderBy("name").limit(TEMPLATES_MAX).get();
  return {
    templates: snapshot.docs.map((doc): MessageTemplate => {
      const data = doc.data();
      const updated = data.updated_at as Timestamp | undefined;
      return {
        id: doc.id,
        name: String(data.name ?? ""),
        subject: String(data.subject ?? ""),
        text: String(data.text ?? ""),
        updated_at: typeof updated?.toDate === "function" ? updated.toDate().toISOString() : "",
        updated_by: String(data.updated_by ?? ""),
      };
    }),
  };
}

export async function listMessageTemplatesHandler(request: AdminRequest, deps: AdminDeps) {
  await admitAdmin("listMessageTemplates", request, deps, SMALL_REQUEST_CHARS);
  return listTemplates(deps);
}

/** A new template (placeholders checked: an unknown `{…}` word is refused). Answers every template. */
export async function createMessageTemplateHandler(request: AdminRequest, deps: AdminDeps) {
  const caller = await admitAdmin("createMessageTemplate", request, deps, MAX_REQUEST_CHARS);
  const { name, subject, text } = parseOrThrow(CreateTemplateSchema, request.data);
  const collection = deps.db.collection(COLLECTIONS.messageTemplates);
  await deps.db.runTransaction(async (transaction) => {
    const count = await transaction.get(collection.limit(TEMPLATES_MAX));
    if (count.size >= TEMPLATES_MAX) throw new HttpsError("resource-exhausted", TOO_MANY_TEMPLATES_MESSAGE);
    transaction.create(collection.doc(), {
      name,
      subject,
      text,
      updated_at: Timestamp.now(),
      updated_by: caller.email,
    });
  });
  deps.log.info("createMessageTemplate", { uid: caller.uid });
  return listTemplates(deps);
}

export async function updateMessageTemplateHandler(request: AdminRequest, deps: AdminDeps) {
  const caller = await admitAdmin("updateMessageTemplate", request, deps, MAX_REQUEST_CHARS);
  const { id, name, subject, text } = parseOrThrow(UpdateTemplateSchema, request.data);
  try {
    await deps.db
      .collection(COLLECTIONS.messageTemplates)
      .doc(id)
      .update({ name, subject, text, updated_at: Timestamp.now(), updated_by: caller.email });
  } catch (error) {
    if ((error as { code?: unknown }).code === 5) throw new HttpsError("not-found", TEMPLATE_NOT_FOUND_MESSAGE);
    throw error;
  }
  deps.log.info("updateMessageTemplate", { uid: caller.uid, id });
  return listTemplates(deps);
}

export async function deleteMessageTemplateHandler(request: AdminRequest, deps: AdminDeps) {
  const caller = await admitAdmin("deleteMessageTemplate", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(DeleteTemplateSchema, request.data);
  await deps.db.collection(COLLECTIONS.messageTemplates).doc(id).delete();
  deps.log.info("deleteMessageTemplate", { uid: caller.uid, id });
  return listTemplates(deps);
}

export const listMessageTemplates = callable("listMessageTemplates", {}, (request) =>
  listMessageTemplatesHandler(request, liveAdminDeps()),
);
export const createMessageTemplate = callable("createMessageTemplate", {}, (request) =>
  createMessageTemplateHandler(request, liveAdminDeps()),
);
export const updateMessageTemplate = callable("updateMessageTemplate", {}, (request) =>
  updateMessageTemplateHandler(request, liveAdminDeps()),
);
export const deleteMessageTemplate = callable("deleteMessageTemplate", {}, (request) =>
  deleteMessageTemplateHandler(request, liveAdminDeps()),
);

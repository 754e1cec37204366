import {
  CALLABLES,
  type ContentDraftResponse,
  type ContentPageResponse,
  type ContentPagesResponse,
  type ContentPreviewResponse,
  type ContentPublishResponse,
} from "@domain";
import { asCallableError, callFunction } from "../../lib/firebase";

/** The Content tab's callables (owners and editors; the server decides). */

export const loadContentPages = (): Promise<ContentPagesResponse> => callFunction(CALLABLES.listContentPages, {});

export const loadContentPage = (pageId: string): Promise<ContentPageResponse> =>
  callFunction(CALLABLES.getContentPage, { pageId });

export const saveDraft = (pageId: string, baseRevision: number, data: unknown): Promise<ContentDraftResponse> =>
  callFunction(CALLABLES.saveContentDraft, { pageId, baseRevision, data });

export const previewPage = (pageId: string, data: unknown): Promise<ContentPreviewResponse> =>
  callFunction(CALLABLES.previewContentPage, { pageId, data });

export const publishPage = (pageId: string, draftRevision: number, note: string): Promise<ContentPublishResponse> =>
  callFunction(CALLABLES.publishContentPage, { pageId, draftRevision, note });

export const rollBackPage = (pageId: string, version: number, note: string): Promise<ContentPublishResponse> =>
  callFunction(CALLABLES.rollbackContentPage, { pageId, version, note });

/** A refused call, as the editor shows it: the server's message, and the fields it named (by their path). */
export interface ContentProblem {
  message: string;
  fields: Record<string, string>;
  /** A save or publish over a newer draft. */
  conflict: boolean;
}

export function contentProblem(error: unknown, fallback = "That did not work. Please try again."): ContentProblem {
  const { code, message, details } = asCallableError(error);
  const fields = (details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const shown = code === "internal" || code === "unknown" || !message ? fallback : message;
  return { message: shown, fields, conflict: code === "aborted" };
}

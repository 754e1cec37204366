import { CONTENT_PAGE_MAX_CHARS, PreviewContentSchema, type ContentPreviewResponse } from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { parseOrThrow } from "../platform/validation";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { editablePage } from "./store";
import { parsePageOrThrow } from "./saveContentDraft";

/**
 * The page as the form holds it, rendered by the build's prerender: staff only (the admin gate), stored nowhere,
 * released nowhere, so never cached, indexed or listed in the sitemap. The dashboard shows it in a sandboxed frame.
 */
export async function previewContentPageHandler(
  request: AdminRequest,
  deps: Pick<ContentDeps, "db" | "model" | "log" | "renderer" | "verify" | "staff">,
): Promise<ContentPreviewResponse> {
  const caller = await admitAdmin("previewContentPage", request, deps, CONTENT_PAGE_MAX_CHARS);
  const { pageId, data } = parseOrThrow(PreviewContentSchema, request.data);
  const page = editablePage(deps.model, pageId);
  const parsed = parsePageOrThrow(deps.model, pageId, data);
  const html = await (await deps.renderer()).renderPage({ page, data: parsed });
  deps.log.info("previewContentPage", { uid: caller.uid, pageId, bytes: html.length });
  return { html };
}

export const previewContentPage = callable("previewContentPage", { memory: "512MiB" }, (request) =>
  previewContentPageHandler(request, liveContentDeps()),
);

import * as v from "valibot";
import { contentFieldErrors, contentPageId } from "../domain/content";
import { DEFAULT_PAGES } from "../domain/pages/defaults";
import { EDITABLE_PAGES } from "../domain/pages/registry";
import { pageDataSchema } from "../domain/pages/sections";
import type { ContentModel, EditablePage } from "./deps";

/**
 * The page model the content callables use: the domain's registry of editable pages (functions/src/domain/pages), the
 * one page schema (the browser's form parses with it too) and each page's copy as the build renders it. The one
 * import between the content feature and the page model.
 */
const PAGES: readonly EditablePage[] = EDITABLE_PAGES.map((page) => ({
  id: contentPageId(page.path),
  path: page.path,
  title: page.title,
}));

export const SITE_CONTENT_MODEL: ContentModel = {
  pages: PAGES,
  parse: (_pageId, data) => {
    const result = v.safeParse(pageDataSchema, data);
    return result.success
      ? { success: true, output: result.output }
      : { success: false, errors: contentFieldErrors(result.issues) };
  },
  defaults: (pageId) => {
    const page = EDITABLE_PAGES.find((entry) => contentPageId(entry.path) === pageId);
    if (!page) throw new Error(`no editable page ${pageId}`);
    return DEFAULT_PAGES[page.path];
  },
};

import type { ContentModel } from "./deps";

/**
 * The page model the content callables use: the domain's registry of editable pages, their schemas and today's copy
 * (issue 43's page model, docs/content.md). This is the one import to switch when the page model lands in
 * functions/src/domain; until then the registry is empty, so the Content tab lists no page and every page id is
 * refused as unknown.
 */
export const SITE_CONTENT_MODEL: ContentModel = {
  pages: [],
  parse: () => ({ success: false, errors: { _form: "Unknown page." } }),
  defaults: (pageId) => {
    throw new Error(`no page model yet: ${pageId}`);
  },
};

import type { Firestore } from "firebase-admin/firestore";
import type { AdminDeps } from "../platform/adminCallable";
import type { ReleaseResult, SiteFile } from "./hostingRelease";

/** A page of the registry of editable pages. */
export interface EditablePage {
  id: string;
  /** Its path on the site ("/events"). */
  path: string;
  title: string;
}

/**
 * The page model the content callables work with (the domain's, ./model.ts binds it): the registry, each page's
 * schema and today's copy. The browser's form parses with the same schemas.
 */
export interface ContentModel {
  pages: readonly EditablePage[];
  /** Parses a page's data: the stored form, or the messages by field path ("sections.0.heading"). */
  parse: (
    pageId: string,
    data: unknown,
  ) => { success: true; output: unknown } | { success: false; errors: Record<string, string> };
  /** The page as the build renders it today (what the site serves before its first publish). */
  defaults: (pageId: string) => unknown;
}

/** One page to render: its registry entry, its data, and the day its content last changed (the sitemap's lastmod). */
export interface PageToRender {
  page: EditablePage;
  data: unknown;
}

/**
 * The build's prerender, as the content callables use it: a page's complete HTML file, and the files a release of
 * some pages changes (each page's HTML file and the sitemap, whose `lastmod` follows `lastmods`).
 */
export interface PageRenderer {
  renderPage: (page: PageToRender) => Promise<string>;
  releaseFiles: (pages: readonly PageToRender[], lastmods: ReadonlyMap<string, Date>) => Promise<SiteFile[]>;
}

/** Releases files to Hosting (./hostingRelease.ts' `releaseFiles` with the deployment's target). */
export type ReleaseSite = (files: readonly SiteFile[], message: string) => Promise<ReleaseResult>;

/** What the content callables need; tests pass the Firestore stand-in, a small model, a renderer and a release. */
export interface ContentDeps extends AdminDeps {
  db: Firestore;
  now: () => Date;
  model: ContentModel;
  renderer: () => Promise<PageRenderer>;
  release: ReleaseSite;
}

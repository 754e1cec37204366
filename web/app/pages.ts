import { paths } from "./config/paths";

/** One page of the site: the route table, `<title>`/description, prerendering and the sitemap all read this list. */
export interface PageEntry {
  path: string;
  /** Route module, relative to `web/app/`. */
  file: string;
  /** The document title, without the company suffix. */
  title: string;
  description: string;
  /** Prerendered to static HTML (public pages). Client-only pages are served by the SPA fallback. */
  prerender: boolean;
}

export const pages: PageEntry[] = [
  {
    path: paths.home,
    file: "routes/home.page.tsx",
    title: "AI Coaches, Training and Statewide AI Programs for Idaho",
    description:
      "We certify local AI Coaches and bring AI training, competitions, statewide events and software to Idaho schools, chambers, businesses and state agencies.",
    prerender: true,
  },
];

/** The path prerendered once for the 404 page; the build copies it to `404.html` for Hosting. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function findPage(path: string): PageEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return pages.find((page) => page.path === normalized);
}

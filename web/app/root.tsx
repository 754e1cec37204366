// Mantine's global styles and the theme's variables (web/scripts/mantine-styles.ts), then ours.
import "virtual:mantine-styles.css";
import "./styles/global.css";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/SiteLayout/SiteLayout";
import { pageMeta } from "./lib/seo";

/** Head tags for every route come from the page registry (see lib/seo.ts); unknown paths get the noindex 404 tags. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(location.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Light only, set in the served HTML: Mantine's styles read the attribute and no color-scheme script is needed.
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Marketing pages are plain React; pages built with Mantine get its provider from routes/mantine.layout.tsx. */}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

declare global {
  interface Window {
    __siteHydrated?: boolean;
  }
}

export default function App() {
  // Tells scripts/hydrate-after-paint.js that React has committed the page: buttons pressed earlier are pressed again.
  useEffect(() => {
    window.__siteHydrated = true;
    window.dispatchEvent(new Event("site:hydrated"));
  }, []);
  // Counts each page view once the page has painted and the browser is idle (lib/visit.ts: no cookie, a few hundred
  // bytes loaded after the page). The prerender never runs effects, so it counts nothing.
  const { pathname } = useLocation();
  useEffect(() => {
    const count = () => void import("./lib/visit").then((visit) => visit.sendPageView(pathname));
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(count, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(count, 1);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <SiteLayout>
      <div style={{ padding: "4rem 1rem", textAlign: "center" }}>
        <h1>We could not show this page</h1>
        <p>{message}</p>
        <a href="/">Return home</a>
      </div>
    </SiteLayout>
  );
}

// Mantine's global styles and those of the components the app uses (web/scripts/mantine-styles.ts), then ours.
import "virtual:mantine-styles.css";
import "./styles/global.css";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SiteNotifications } from "./components/Notifications/SiteNotifications";
import { SiteLayout } from "./components/SiteLayout/SiteLayout";
import { pageMeta } from "./lib/seo";
import { theme } from "./theme";

/** Head tags for every route come from the page registry (see lib/seo.ts); unknown paths get the noindex 404 tags. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(location.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Light only: `mantineHtmlProps` sets it in the served HTML, so no inline color-scheme script is needed. */}
        <MantineProvider theme={theme} forceColorScheme="light">
          <SiteNotifications />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
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

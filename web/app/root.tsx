import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./styles/global.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/SiteLayout/SiteLayout";
import { site } from "./config/site";
import { findPage } from "./pages";
import { theme } from "./theme";

/** Title and description for every route come from the page registry; unknown paths get the 404 title. */
export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const page = findPage(location.pathname);
  if (!page) return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  return [
    { title: page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}` },
    { name: "description", content: page.description },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ColorSchemeScript defaultColorScheme="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" />
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

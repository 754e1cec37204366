import type { ReactNode } from "react";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";

/** Skip link, sticky header, `<main>` around the page and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: "none" }}>
        {children}
      </main>
      <Footer />
    </>
  );
}

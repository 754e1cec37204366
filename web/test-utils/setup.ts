import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for something that never appears, not for a slow machine: Testing Library's 1 s default
// failed component tests on a 2-core machine under load (a lazily loaded dashboard tab, the booking page's first
// times) that pass in well under a second when it is idle. As the projects' own timeouts (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

afterEach(() => cleanup());

/* global document, window, PerformanceObserver, requestAnimationFrame, setTimeout */
// Starts React Router once the prerendered page has painted: the build (prerendered-html.ts) moved React Router's
// module script into a data block; this does what that script did, in the frame after the first contentful paint (the
// whole page painted), so the page's scripts do not compete with its stylesheet for a slow connection.
//
// The 404 page and React Router's SPA fallback (which Hosting no longer serves) start at once. Every other page,
// sign-in and the dashboard's prerendered frame included, waits for its first paint. On those pages links work
// without React; a form's fields stay disabled until React has hydrated them (LeadForm.tsx, checked by the build);
// a button pressed before React is ready starts it and is pressed again once React has taken it over. Copied to
// build/client/assets/ under a content-hashed name.
const boot = document.querySelector('script[type="text/x-react-router-boot"]');
const source = boot?.textContent ?? "";
const imports = [...source.matchAll(/import (?:\* as (route\d+) from )?"([^"]+)";/g)];
const routes = [...source.matchAll(/"([^"]+)":(route\d+)/g)];
const entry = /import\("([^"]+)"\)/.exec(source)?.[1];
const immediately = boot?.dataset.start === "immediately" || Boolean(window.__reactRouterContext?.isSpaMode);

let started = false;
let ready = false;
const pressedEarly = [];

/**
 * Resolves once the app has committed its hydration and run its effects: app/root.tsx sets `window.__siteHydrated`
 * and dispatches `site:hydrated` then. (A node carrying React's fiber is not enough: React attaches it while
 * rendering, before the commit, and a click replayed in between is lost.) A page that never hydrates still lets go.
 */
const appHydrated = () =>
  new Promise((resolve) => {
    if (window.__siteHydrated) return resolve();
    window.addEventListener("site:hydrated", () => resolve(), { once: true });
    setTimeout(resolve, 10_000);
  });

async function hydrate() {
  const modules = await Promise.all(imports.map(([, , url]) => import(url)));
  const byName = Object.fromEntries(imports.map(([, name], index) => [name, modules[index]]));
  window.__reactRouterRouteModules = Object.fromEntries(routes.map(([, id, name]) => [id, byName[name]]));
  await import(entry);
  await appHydrated();
  ready = true;
  for (const button of pressedEarly.splice(0)) if (button.isConnected) button.click();
}

function start() {
  if (started) return;
  started = true;
  setTimeout(hydrate, 0);
}

function holdUntilReady(event) {
  if (ready) return;
  start();
  const button = event.target.closest?.('button, [role="button"]');
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!pressedEarly.includes(button)) pressedEarly.push(button);
}

if (entry && immediately) {
  start();
} else if (entry) {
  document.addEventListener("click", holdUntilReady, true);
  for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      // The first paint may come before the whole page was parsed (this script runs once it is): the scripts start
      // after the next frame, which paints the rest, so the page's largest text never waits for them.
      requestAnimationFrame(() => setTimeout(start, 0));
    }).observe({ type: "paint", buffered: true });
    // Should the paint never be reported, the page still becomes interactive.
    window.addEventListener("load", () => setTimeout(start, 3000));
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

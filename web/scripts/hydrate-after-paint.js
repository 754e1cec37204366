/* global document, window, PerformanceObserver, requestAnimationFrame, setTimeout */
// Starts React Router once the prerendered page has painted: the build (prerendered-html.ts) moved React Router's
// module script into a data block; this does what that script did, after the first contentful paint, so the page's
// scripts do not compete with its stylesheet for a slow connection.
//
// The 404 page and the sign-in and dashboard shell (SPA fallback) start at once. On the other pages links work
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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
/** React marks a DOM node it has hydrated with its fiber (`__reactFiber$…`). */
const hydratedByReact = (node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

async function hydrate() {
  const modules = await Promise.all(imports.map(([, , url]) => import(url)));
  const byName = Object.fromEntries(imports.map(([, name], index) => [name, modules[index]]));
  window.__reactRouterRouteModules = Object.fromEntries(routes.map(([, id, name]) => [id, byName[name]]));
  await import(entry);
  const waiting = pressedEarly.filter((node) => node.isConnected);
  for (let frame = 0; frame < 300 && !waiting.every(hydratedByReact); frame++) await nextFrame();
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
      start();
    }).observe({ type: "paint", buffered: true });
    // Should the paint never be reported, the page still becomes interactive.
    window.addEventListener("load", () => setTimeout(start, 3000));
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

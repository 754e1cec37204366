/* global document, window, Event, PerformanceObserver, requestAnimationFrame, setTimeout */
// Starts React Router once the prerendered page has painted: the build (prerendered-html.ts) moved React Router's
// module script into a data block; this does what that script did, after the first contentful paint, so the page's
// scripts do not compete with its stylesheet for a slow connection.
//
// Nothing a visitor does before React is ready is lost: acting starts React at once, what they type is given back to
// React once it has taken over the field (React resets controlled fields while hydrating), and a button they pressed
// is pressed again (links work without React). Copied to build/client/assets/ under a content-hashed name.
const boot = document.querySelector('script[type="text/x-react-router-boot"]');
const source = boot?.textContent ?? "";
const imports = [...source.matchAll(/import (?:\* as (route\d+) from )?"([^"]+)";/g)];
const routes = [...source.matchAll(/"([^"]+)":(route\d+)/g)];
const entry = /import\("([^"]+)"\)/.exec(source)?.[1];

let started = false;
let ready = false;
const pressedEarly = [];
const typedEarly = new Map();

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
/** React marks a DOM node it has hydrated with its fiber (`__reactFiber$…`). */
const hydratedByReact = (node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

/** Sets a field's value the way a visitor does, so React's change tracking sees it and updates its state. */
function giveBack(field, value) {
  if (field.type === "checkbox" || field.type === "radio") {
    if (field.checked !== value) field.click();
    return;
  }
  if (field.value === value) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

async function hydrate() {
  const modules = await Promise.all(imports.map(([, , url]) => import(url)));
  const byName = Object.fromEntries(imports.map(([, name], index) => [name, modules[index]]));
  window.__reactRouterRouteModules = Object.fromEntries(routes.map(([, id, name]) => [id, byName[name]]));
  await import(entry);
  const waiting = [...typedEarly.keys(), ...pressedEarly].filter((node) => node.isConnected);
  for (let frame = 0; frame < 300 && !waiting.every(hydratedByReact); frame++) await nextFrame();
  ready = true;
  for (const [field, value] of typedEarly) if (field.isConnected) giveBack(field, value);
  typedEarly.clear();
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
  const button = event.type === "submit" ? event.submitter : event.target.closest?.('button, [role="button"]');
  if (event.type === "submit" || button) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  if (button && !pressedEarly.includes(button)) pressedEarly.push(button);
}

function rememberTyping(event) {
  if (ready) return;
  start();
  const field = event.target;
  if (!("value" in field)) return;
  typedEarly.set(field, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
}

if (entry) {
  document.addEventListener("click", holdUntilReady, true);
  document.addEventListener("submit", holdUntilReady, true);
  document.addEventListener("input", rememberTyping, true);
  document.addEventListener("change", rememberTyping, true);
  for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // The 404 page and the sign-in and dashboard shell (SPA fallback) start at once (prerendered-html.ts).
  if (boot.dataset.start === "immediately" || window.__reactRouterContext?.isSpaMode) {
    start();
  } else if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
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

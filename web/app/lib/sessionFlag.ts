import { useSyncExternalStore } from "react";

/**
 * Whether this browser has a signed-in staff session, as a flag in localStorage that lib/firebase.ts keeps in step
 * with Firebase Auth (set on sign-in, cleared on sign-out). The header reads it to say "Dashboard" instead of "Login"
 * without loading Firebase: marketing pages load the SDK only when a visitor does something that needs it. The flag is
 * a hint for the label, never a permission: the dashboard checks the real session and the server the ID token.
 */
export const SESSION_FLAG_KEY = "idahoaicoaches:signed-in";
const CHANGE_EVENT = "site:session-flag";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage disabled (privacy settings): the header then always says "Login".
  }
}

export function readSessionFlag(): boolean {
  return storage()?.getItem(SESSION_FLAG_KEY) === "1";
}

export function writeSessionFlag(signedIn: boolean): void {
  const store = storage();
  if (!store || readSessionFlag() === signedIn) return;
  try {
    if (signedIn) store.setItem(SESSION_FLAG_KEY, "1");
    else store.removeItem(SESSION_FLAG_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // `storage` carries sign-ins and sign-outs from the site's other tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_FLAG_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The flag, for rendering: false in the prerendered HTML and while React hydrates it (so anonymous visitors, crawlers
 * and the served page all get the same header), then the stored value.
 */
export function useSessionFlag(): boolean {
  return useSyncExternalStore(subscribe, readSessionFlag, () => false);
}

import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

/** The Admin SDK app, created once per instance. Under the emulators it talks to them through the *_EMULATOR_HOST variables. */
function app() {
  return getApps()[0] ?? initializeApp();
}

export function db() {
  return getFirestore(app());
}

export function auth() {
  return getAuth(app());
}

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The major version of `java` on PATH, or 0 when there is none. */
export function javaMajorVersion() {
  // `java -version` prints to stderr.
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.error ? 0 : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/** @param {string} text */
function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The official Firestore emulator jar that firebase-tools caches, if one was downloaded. */
export function firestoreEmulatorJar() {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir).find((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name));
}

/**
 * Which Firestore emulator this machine can run: the official one needs Java 21+ and its jar (a download from
 * Google storage); otherwise @firestore-emulator/server, which speaks the same gRPC protocol to firebase-admin.
 * FIRESTORE_EMULATOR=official|local forces a choice.
 */
export function chooseFirestore() {
  const forced = process.env.FIRESTORE_EMULATOR;
  const java = javaMajorVersion();
  const jar = firestoreEmulatorJar();
  if (forced === "local") return { kind: "local", reason: "FIRESTORE_EMULATOR=local" };
  if (forced === "official") return { kind: "official", reason: "FIRESTORE_EMULATOR=official" };
  if (java < 21)
    return { kind: "local", reason: java ? `Java ${java} found, the official emulator needs 21+` : "no Java found" };
  if (!jar)
    return {
      kind: "local",
      reason: "the official emulator's jar is not downloaded (firebase setup:emulators:firestore)",
    };
  return { kind: "official", reason: `Java ${java} and ${jar}` };
}

/**
 * Which Firestore the local stack runs, and starting the official emulator (docs/decisions/0012-official-firestore.md).
 *
 * The official Cloud Firestore emulator is a Java program shipped as a jar by firebase-tools (downloaded to
 * ~/.cache/firebase/emulators/ by `firebase setup:emulators:firestore`) and by the Google Cloud CLI's component
 * (`gcloud components install cloud-firestore-emulator`, or Debian's `google-cloud-cli-firestore-emulator`). Its
 * classes need Java 11+. firebase-tools would start it only with Java 21+ and only with `java -jar`, which the Google
 * Cloud CLI's jar does not support (its manifest names no main class), so the stack starts it itself, whichever jar it
 * is, with the newest Java found, exactly as it starts the stand-in: on 127.0.0.1:8080 with `firestore.rules` loaded,
 * and reloads the rules when the file changes. Where no jar or no Java 11+ is found, `@firestore-emulator/server`
 * (the stand-in, no rules) takes its place. `FIRESTORE_EMULATOR=official|local` forces a choice.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync, watch } from "node:fs";
import { homedir } from "node:os";
import { basename, delimiter, dirname, join } from "node:path";
import { waitForHttp } from "./ports.mjs";
import { startGroup } from "./processes.mjs";

/** The oldest Java the emulator's classes run on (class file version 55). */
export const MIN_EMULATOR_JAVA = 11;

/** The emulator's entry point (the Google Cloud CLI's jar has no Main-Class in its manifest). */
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/**
 * The major version a `java -version` output names, or 0.
 * @param {string} text
 */
export function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * The major version of one `java` binary, or 0 when it does not run.
 * @param {string} bin
 */
function javaVersionOf(bin) {
  // `java -version` prints to stderr.
  const result = spawnSync(bin, ["-version"], { encoding: "utf8", timeout: 15_000 });
  return result.error ? 0 : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/** The major version of `java` on PATH, or 0 when there is none. */
export function javaMajorVersion() {
  return javaVersionOf("java");
}

/**
 * Every Java runtime this machine has where one usually is: JAVA_HOME, `java` on PATH, the JDKs side by side under
 * /usr/lib/jvm (Debian, Ubuntu, Fedora) and /Library/Java/JavaVirtualMachines (macOS). Newest first.
 * @param {{ env?: NodeJS.ProcessEnv, versionOf?: (bin: string) => number, jvmDirs?: string[] }} [options]
 * @returns {Array<{ bin: string, major: number }>}
 */
export function findJavas({
  env = process.env,
  versionOf = javaVersionOf,
  jvmDirs = ["/usr/lib/jvm", "/Library/Java/JavaVirtualMachines"],
} = {}) {
  /** @type {string[]} */
  const bins = [];
  if (env.JAVA_HOME) bins.push(join(env.JAVA_HOME, "bin", "java"));
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const bin = join(dir, "java");
    if (existsSync(bin)) {
      bins.push(bin);
      break;
    }
  }
  for (const root of jvmDirs) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root).sort()) {
      for (const bin of [join(root, name, "bin", "java"), join(root, name, "Contents", "Home", "bin", "java")]) {
        if (existsSync(bin)) bins.push(bin);
      }
    }
  }
  /** @type {Map<string, { bin: string, major: number }>} */
  const found = new Map();
  for (const bin of bins) {
    if (!existsSync(bin)) continue;
    // One JDK is often reachable by several names (java-1.17.0-openjdk-amd64 is a link to java-17-openjdk-amd64).
    const real = realpathSync(bin);
    if (found.has(real)) continue;
    const major = versionOf(bin);
    if (major) found.set(real, { bin, major });
  }
  return [...found.values()].sort((a, b) => b.major - a.major);
}

/** Where the Google Cloud CLI is usually installed (its component keeps the jar under the SDK root). */
const GCLOUD_SDK_ROOTS = [
  "/usr/lib/google-cloud-sdk",
  "/usr/share/google-cloud-sdk",
  "/opt/google-cloud-sdk",
  "/usr/local/google-cloud-sdk",
  "/snap/google-cloud-cli/current",
  "/opt/homebrew/share/google-cloud-sdk",
  "/usr/local/share/google-cloud-sdk",
  join(homedir(), "google-cloud-sdk"),
];

/** @param {string} root */
const gcloudJar = (root) => join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");

/** The SDK root `gcloud` reports, when it is on PATH and another root was not found. */
function gcloudSdkRoot() {
  const result = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 20_000,
  });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}

/**
 * The official emulator's jar: FIRESTORE_EMULATOR_BINARY_PATH (firebase-tools' own override), firebase-tools'
 * download, or the Google Cloud CLI component (its usual install paths, CLOUDSDK_ROOT_DIR, then `gcloud info`).
 * @param {{ env?: NodeJS.ProcessEnv, sdkRoots?: string[], askGcloud?: () => string | undefined, cacheDir?: string }} [options]
 * @returns {{ path: string, source: string } | undefined}
 */
export function findOfficialJar({
  env = process.env,
  sdkRoots = GCLOUD_SDK_ROOTS,
  askGcloud = gcloudSdkRoot,
  cacheDir = join(homedir(), ".cache", "firebase", "emulators"),
} = {}) {
  const override = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { path: override, source: "FIRESTORE_EMULATOR_BINARY_PATH" };
  if (existsSync(cacheDir)) {
    const cached = readdirSync(cacheDir)
      .filter((name) => /^cloud-firestore-emulator-.*\.jar$/.test(name))
      .sort()
      .at(-1);
    if (cached) return { path: join(cacheDir, cached), source: "firebase-tools' download" };
  }
  const roots = [env.CLOUDSDK_ROOT_DIR ?? "", ...sdkRoots].filter((root) => root !== "");
  for (const root of roots) {
    if (existsSync(gcloudJar(root))) return { path: gcloudJar(root), source: "the Google Cloud CLI component" };
  }
  const reported = askGcloud();
  if (reported && existsSync(gcloudJar(reported))) {
    return { path: gcloudJar(reported), source: "the Google Cloud CLI component" };
  }
  return undefined;
}

/**
 * @typedef {{ kind: "official", reason: string, jar: string, java: string }
 *   | { kind: "local", reason: string }} FirestoreChoice
 */

/**
 * Which Firestore emulator this machine runs: the official one wherever its jar and Java 11+ are found, otherwise
 * @firestore-emulator/server (the stand-in), which speaks the same gRPC protocol to firebase-admin but evaluates no
 * rules. FIRESTORE_EMULATOR=official|local forces a choice (official fails with the reason when it cannot run).
 * @param {{ env?: NodeJS.ProcessEnv, jar?: () => { path: string, source: string } | undefined, javas?: () => Array<{ bin: string, major: number }> }} [options]
 * @returns {FirestoreChoice}
 */
export function chooseFirestore({ env = process.env, jar = findOfficialJar, javas = findJavas } = {}) {
  const forced = env.FIRESTORE_EMULATOR;
  if (forced && forced !== "official" && forced !== "local") {
    throw new Error(`FIRESTORE_EMULATOR must be "official" or "local", not "${forced}"`);
  }
  if (forced === "local") return { kind: "local", reason: "FIRESTORE_EMULATOR=local" };
  const found = jar();
  const java = javas()[0];
  /** @type {string | undefined} */
  let missing;
  if (!found) {
    missing =
      "the official emulator is not installed (`sudo apt-get install google-cloud-cli-firestore-emulator`, " +
      "`gcloud components install cloud-firestore-emulator` or `npx firebase setup:emulators:firestore`)";
  } else if (!java || java.major < MIN_EMULATOR_JAVA) {
    missing = `${java ? `Java ${java.major} found` : "no Java found"}; the official emulator needs Java ${MIN_EMULATOR_JAVA}+`;
  }
  if (missing) {
    if (forced === "official") throw new Error(`FIRESTORE_EMULATOR=official, but ${missing}`);
    return { kind: "local", reason: `the stand-in, as ${missing}` };
  }
  const official = /** @type {{ path: string, source: string }} */ (found);
  const runtime = /** @type {{ bin: string, major: number }} */ (java);
  return {
    kind: "official",
    reason: `${basename(official.path)} from ${official.source}, on Java ${runtime.major}${forced ? ", forced" : ""}`,
    jar: official.path,
    java: runtime.bin,
  };
}

/**
 * Starts the official emulator on host:port with the rules file loaded, and reloads the rules whenever the file
 * changes (as `firebase emulators:start` does). Resolves once it answers.
 * @param {{ jar: string, java: string, host: string, port: number, projectId: string, rules: string,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ stop: () => Promise<void>, output: () => string }>}
 */
export async function startOfficialFirestore({ jar, java, host, port, projectId, rules, log = console.log }) {
  const args = [
    "-Duser.language=en",
    "-cp",
    jar,
    MAIN_CLASS,
    "--host",
    host,
    "--port",
    String(port),
    "--project_id",
    projectId,
    "--single_project_mode",
    "true",
    "--rules",
    rules,
  ];
  const server = startGroup(java, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let exited = false;
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    // A refused request logs a whole stack trace: keep only the tail for error messages.
    output = (output + chunk).slice(-20_000);
  };
  server.child.stdout?.on("data", keep);
  server.child.stderr?.on("data", keep);
  void server.exited.then(() => (exited = true));
  if (!(await waitForHttp(`http://${host}:${port}/`, 120_000, () => !exited))) {
    await server.stop();
    throw new Error(`The official Firestore emulator did not start:\n${output.split("\n").slice(-20).join("\n")}`);
  }
  const watcher = watchRules({ host, port, projectId, rules, log });
  return {
    stop: async () => {
      watcher.close();
      await server.stop();
    },
    output: () => output,
  };
}

/**
 * Loads a rules text into a running emulator (its REST endpoint, as firebase-tools and @firebase/rules-unit-testing
 * do); throws with the emulator's message when the rules do not compile.
 * @param {{ host: string, port: number, projectId: string, name: string, content: string }} options
 */
export async function loadRules({ host, port, projectId, name, content }) {
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:securityRules`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name, content }] } }),
  });
  if (!response.ok) {
    const body = await response.text();
    /** @type {string} */
    let message = body;
    try {
      message = JSON.parse(body)?.error?.message ?? body;
    } catch {
      /* not JSON: the text itself */
    }
    throw new Error(message.trim());
  }
}

/**
 * Watches the rules file's folder (editors replace the file, which a watch of the file itself would lose) and loads
 * the rules again after each change, saying so in one line.
 * @param {{ host: string, port: number, projectId: string, rules: string, log: (line: string) => void }} options
 */
function watchRules({ host, port, projectId, rules, log }) {
  const name = basename(rules);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const reload = async () => {
    try {
      await loadRules({ host, port, projectId, name, content: readFileSync(rules, "utf8") });
      log(`• Firestore: ${name} changed, rules reloaded`);
    } catch (error) {
      log(
        `• Firestore: ${name} changed but was not loaded, the previous rules stay in force: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  const watcher = watch(dirname(rules), (_event, file) => {
    if (file !== name) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), 200);
  });
  return {
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}

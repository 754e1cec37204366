import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseFirestore, findJavas, findOfficialJar, parseJavaVersion, startOfficialFirestore } from "./firestore.mjs";

const noGcloud = () => undefined;

describe("finding the official Firestore emulator (scripts/lib/firestore.mjs)", () => {
  it("reads Java's major version from `java -version` in both numbering schemes", () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "25.0.3" 2026-04-21 LTS')).toBe(25);
    expect(parseJavaVersion('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaVersion("no java here")).toBe(0);
  });

  it("finds the Google Cloud CLI component's jar under an SDK root, then firebase-tools' download before it", () => {
    const root = mkdtempSync(join(tmpdir(), "sdk-"));
    const jar = join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");
    mkdirSync(join(root, "platform", "cloud-firestore-emulator"), { recursive: true });
    writeFileSync(jar, "");
    const cacheDir = mkdtempSync(join(tmpdir(), "emulators-"));
    const options = { env: {}, sdkRoots: [root], askGcloud: noGcloud, cacheDir };
    expect(findOfficialJar(options)).toEqual({ path: jar, source: "the Google Cloud CLI component" });

    writeFileSync(join(cacheDir, "cloud-firestore-emulator-v1.19.9.jar"), "");
    expect(findOfficialJar(options)?.source).toBe("firebase-tools' download");
    expect(findOfficialJar({ ...options, env: { FIRESTORE_EMULATOR_BINARY_PATH: jar } })?.path).toBe(jar);
  });

  it("asks gcloud for its SDK root last, and finds nothing where nothing is installed", () => {
    const root = mkdtempSync(join(tmpdir(), "sdk-"));
    const empty = { env: {}, sdkRoots: [], cacheDir: join(root, "none") };
    expect(findOfficialJar({ ...empty, askGcloud: noGcloud })).toBeUndefined();
    mkdirSync(join(root, "platform", "cloud-firestore-emulator"), { recursive: true });
    writeFileSync(join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar"), "");
    expect(findOfficialJar({ ...empty, askGcloud: () => root })?.source).toBe("the Google Cloud CLI component");
  });

  it("lists every JDK side by side, newest first", () => {
    const jvm = mkdtempSync(join(tmpdir(), "jvm-"));
    for (const name of ["java-17-openjdk-amd64", "temurin-25-jdk-amd64"]) {
      mkdirSync(join(jvm, name, "bin"), { recursive: true });
      writeFileSync(join(jvm, name, "bin", "java"), "");
    }
    /** @param {string} bin */
    const versionOf = (bin) => (bin.includes("temurin-25") ? 25 : 17);
    const javas = findJavas({ env: { PATH: "" }, versionOf, jvmDirs: [jvm] });
    expect(javas.map((java) => java.major)).toEqual([25, 17]);
  });

  const jar = () => ({ path: "/sdk/cloud-firestore-emulator.jar", source: "the Google Cloud CLI component" });
  it("chooses the official emulator with Java 11+ and its jar, and says why", () => {
    const choice = chooseFirestore({ env: {}, jar, javas: () => [{ bin: "/jvm/17/bin/java", major: 17 }] });
    expect(choice).toMatchObject({ kind: "official", jar: jar().path, java: "/jvm/17/bin/java" });
    expect(choice.reason).toBe("cloud-firestore-emulator.jar from the Google Cloud CLI component, on Java 17");
  });

  it("falls back to the stand-in, naming what is missing and how to install it", () => {
    const noJar = chooseFirestore({ env: {}, jar: () => undefined, javas: () => [{ bin: "java", major: 17 }] });
    expect(noJar.kind).toBe("local");
    expect(noJar.reason).toContain("apt-get install google-cloud-cli-firestore-emulator");
    const oldJava = chooseFirestore({ env: {}, jar, javas: () => [{ bin: "java", major: 8 }] });
    expect(oldJava).toEqual({ kind: "local", reason: expect.stringContaining("Java 8 found") });
    expect(chooseFirestore({ env: {}, jar, javas: () => [] }).reason).toContain("no Java found");
  });

  it("obeys FIRESTORE_EMULATOR, and refuses official where it cannot run or a value it does not know", () => {
    const java = () => [{ bin: "java", major: 17 }];
    expect(chooseFirestore({ env: { FIRESTORE_EMULATOR: "local" }, jar, javas: java }).kind).toBe("local");
    expect(chooseFirestore({ env: { FIRESTORE_EMULATOR: "official" }, jar, javas: java }).kind).toBe("official");
    expect(() =>
      chooseFirestore({ env: { FIRESTORE_EMULATOR: "official" }, jar: () => undefined, javas: java }),
    ).toThrow(/FIRESTORE_EMULATOR=official, but the official emulator is not installed/);
    expect(() => chooseFirestore({ env: { FIRESTORE_EMULATOR: "real" }, jar, javas: java })).toThrow(/"real"/);
  });
});

/** A free port on 127.0.0.1. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return typeof address === "object" && address ? address.port : 0;
}

// On a machine with the official emulator (ours: Debian's google-cloud-cli-firestore-emulator), the stack's way of
// starting it: the rules are in force for clients, and a change of the file is loaded.
const choice = chooseFirestore({ env: {} });
describe.skipIf(choice.kind !== "official")("the official emulator as the stack starts it", () => {
  const host = "127.0.0.1";
  const projectId = "demo-rules-check";
  const folder = mkdtempSync(join(tmpdir(), "rules-"));
  const rules = join(folder, "firestore.rules");
  const lines = /** @type {string[]} */ ([]);
  /** @type {Awaited<ReturnType<typeof startOfficialFirestore>> | undefined} */
  let emulator;
  let port = 0;
  const documents = () => `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents`;

  beforeAll(async () => {
    writeFileSync(rules, readFileSync(new URL("../../firestore.rules", import.meta.url)));
    port = await freePort();
    if (choice.kind !== "official") return;
    emulator = await startOfficialFirestore({
      jar: choice.jar,
      java: choice.java,
      host,
      port,
      projectId,
      rules,
      log: (line) => lines.push(line),
    });
  }, 150_000);
  afterAll(() => emulator?.stop());

  it("refuses an anonymous read of the leads with the project's rules", async () => {
    const response = await fetch(`${documents()}/contact_submissions`);
    expect(response.status).toBe(403);
    const body = /** @type {{ error: { status: string } }} */ (await response.json());
    expect(body.error.status).toBe("PERMISSION_DENIED");
  });

  it("reloads the rules when the file changes, and keeps them when the new text does not compile", async () => {
    writeFileSync(
      rules,
      "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{p=**} { allow read: if true; } } }\n",
    );
    await expect
      .poll(() => fetch(`${documents()}/contact_submissions`).then((r) => r.status), { timeout: 10_000 })
      .toBe(200);
    expect(lines).toContain("• Firestore: firestore.rules changed, rules reloaded");

    writeFileSync(rules, "this is not a rules file");
    await expect.poll(() => lines.some((line) => line.includes("was not loaded")), { timeout: 10_000 }).toBe(true);
    expect((await fetch(`${documents()}/contact_submissions`)).status).toBe(200);
  });
});

/**
 * maildev (from node_modules) as the stack's SMTP server: it catches every mail the functions send, on
 * 127.0.0.1:1025 (SMTP) and http://127.0.0.1:1080 (inbox and REST API, `GET /email`), both bound to loopback only.
 * It runs as a child process so it can be stopped and started again while the rest of the stack runs; in test mode a
 * small control endpoint on 127.0.0.1 (POST /maildev/stop, POST /maildev/start) lets a test take the mail server
 * away and bring it back. Mails live in a temporary directory that is removed on stop.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HOST, MAIL_CONTROL_PORT, PORTS, waitForHttp } from "./ports.mjs";
import { startGroup } from "./processes.mjs";

const MAILDEV_BIN = fileURLToPath(new URL("../../node_modules/maildev/bin/maildev", import.meta.url));

export const mailUrls = {
  inbox: `http://${HOST}:${PORTS.mailInbox}`,
  control: `http://${HOST}:${MAIL_CONTROL_PORT}`,
};

/** The functions' mail configuration on the stack (written to functions/.env.local): everything goes to maildev. */
export const MAIL_FUNCTIONS_ENV = {
  SMTP_HOST: HOST,
  SMTP_PORT: String(PORTS.mailSmtp),
  MAIL_FROM: "no-reply@idahoaicoaches.test",
  STAFF_NOTIFY_TO: "staff@idahoaicoaches.test",
};

/** SMTP auth is off locally (no SMTP_USER); the secret still needs a value for the emulator to load the function. */
export const LOCAL_SMTP_PASSWORD = "unused-by-maildev";

/**
 * maildev in a process group of its own, stopped with the script.
 * @param {string} mailDirectory
 */
function spawnMaildev(mailDirectory) {
  const args = [
    MAILDEV_BIN,
    ["--ip", HOST],
    ["--web-ip", HOST],
    ["--smtp", String(PORTS.mailSmtp)],
    ["--web", String(PORTS.mailInbox)],
    ["--mail-directory", mailDirectory],
    "--silent",
  ].flat();
  // maildev reads MAILDEV_* variables as defaults: none may leak in from the caller's environment.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("MAILDEV_")));
  const group = startGroup(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env }, { graceMs: 5_000 });
  let output = "";
  group.child.stdout?.on("data", (chunk) => (output += chunk));
  group.child.stderr?.on("data", (chunk) => (output += chunk));
  return { ...group, output: () => output };
}

/**
 * Starts maildev and, when `control` is true, its control endpoint. Resolves once the inbox answers; `stop()` ends
 * both and removes the mail directory.
 */
export async function startMaildev({ control = false } = {}) {
  /** @type {ReturnType<typeof spawnMaildev> | undefined} */
  let current;
  /** @type {string | undefined} */
  let mailDirectory;

  async function start() {
    if (current) return;
    mailDirectory = mkdtempSync(path.join(tmpdir(), "maildev-stack-"));
    const instance = spawnMaildev(mailDirectory);
    let alive = true;
    instance.exited.then(() => (alive = false));
    if (!(await waitForHttp(`${mailUrls.inbox}/healthz`, 20_000, () => alive))) {
      await instance.stop();
      throw new Error(`maildev did not start:\n${instance.output().trim()}`);
    }
    current = instance;
  }

  async function stopMaildev() {
    const instance = current;
    current = undefined;
    if (instance) await instance.stop();
    if (mailDirectory) rmSync(mailDirectory, { recursive: true, force: true });
    mailDirectory = undefined;
  }

  await start();

  /** @type {import("node:http").Server | undefined} */
  let server;
  if (control) {
    const listening = createServer();
    /** @type {Record<string, () => Promise<void>>} */
    const actions = { "/maildev/stop": stopMaildev, "/maildev/start": start };
    listening.on("request", (req, res) => {
      const action = req.method === "POST" && req.url !== undefined ? actions[req.url] : undefined;
      if (!action) {
        res.writeHead(404).end();
        return;
      }
      action().then(
        () => res.writeHead(204).end(),
        (/** @type {unknown} */ error) =>
          res
            .writeHead(500, { "content-type": "text/plain" })
            .end(error instanceof Error ? error.message : String(error)),
      );
    });
    await new Promise((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(MAIL_CONTROL_PORT, HOST, () => resolve(undefined));
    });
    server = listening;
  }

  return {
    stop: async () => {
      const control = server;
      if (control) await new Promise((resolve) => control.close(resolve));
      await stopMaildev();
    },
  };
}

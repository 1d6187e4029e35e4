import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILD_DIR, ensureBuilds } from "../setup/e2e-build";
import { documentPhoto, ratePdf } from "../fixtures/invoice-inputs";
import { createTestClient, startServer, testServerEnv, TEST_CLIENT } from "../setup/test-server.mjs";
import { launchFirefox, launchWebKit, type Engine, type EngineName } from "./drivers";
import {
  menu,
  noUpdateOffer,
  publicPage,
  quote,
  signIn,
  statement,
  submitInvoice,
  submitWhileUnreachable,
} from "./flows";

/*
 * The cross-engine suite (tests/engines/README.md): the core flows in
 * Debian's Firefox ESR and WebKitGTK, against the production build served on
 * a port and data folder of its own. It builds, starts and stops the server
 * and the browsers itself. `ENGINES=firefox` or `ENGINES=webkit` runs one.
 */

const port = Number(process.env.ENGINES_PORT ?? 3450);
const origin = `http://127.0.0.1:${port}`;
const buildDir = BUILD_DIR;
const engines = (process.env.ENGINES ?? "firefox,webkit")
  .split(",")
  .map((name) => name.trim()) as EngineName[];
const results = path.join("test-results", "engines");
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => console.info(`[engines ${seconds(started)}] ${line}`);

process.env.SITE_URL ??= "https://tpf.test";
const dataDir = mkdtempSync(path.join(tmpdir(), "tpf-engines-"));
const env = testServerEnv({ port, buildDir, dataDir });
let server: ChildProcess | undefined;
const open: Engine[] = [];

async function healthy(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (server?.exitCode !== null) throw new Error(`the server exited (${server?.exitCode})`);
    if (Date.now() > deadline)
      throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const serverControl = {
  async start() {
    server = startServer(env, ["ignore", "ignore", "inherit"]);
    await healthy(90_000);
  },
  /** Gone at once, as a crashed or unreachable server is: no goodbye to open connections. */
  async stop() {
    const running = server;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGKILL");
    });
  },
};

async function cleanUp() {
  await Promise.allSettled(open.splice(0).map((engine) => engine.close()));
  await serverControl.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}

/** Staff's view of the invoices of one load: the server must hold exactly one. */
async function invoicesOfLoad(loadNumber: string): Promise<string[]> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`staff sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  const response = await fetch(`${origin}/api/admin/invoices?q=${encodeURIComponent(loadNumber)}&limit=50`, {
    headers: { cookie },
  });
  const body = (await response.json()) as { invoices: { reference: string; loadNumber: string }[] };
  return body.invoices.filter((each) => each.loadNumber === loadNumber).map((each) => each.reference);
}

async function expectOneInvoice(loadNumber: string, reference: string) {
  const stored = await invoicesOfLoad(loadNumber);
  if (stored.length !== 1 || stored[0] !== reference)
    throw new Error(
      `load ${loadNumber}: the server holds ${JSON.stringify(stored)}, the phone said ${reference}`,
    );
}

async function runEngine(name: EngineName, files: { photo: string; pdf: string }, run: string) {
  const since = Date.now();
  const engine = name === "firefox" ? await launchFirefox(origin) : await launchWebKit(origin);
  open.push(engine);
  say(`${name}: browser started in ${seconds(since)}`);
  const step = async (title: string, body: () => Promise<void>) => {
    const at = Date.now();
    try {
      await body();
      say(`${name}: ${title} (${seconds(at)})`);
    } catch (error) {
      const shot = path.join(results, `${name}-${title.replace(/\W+/g, "-")}.png`);
      await engine.screenshot(shot).catch(() => undefined);
      throw new Error(`${name}: ${title} failed (screenshot ${shot})\n${String(error)}`, { cause: error });
    }
  };
  try {
    await step("a public page at 390 px", () => publicPage(engine));
    await step("the menu", () => menu(engine));
    await step("a quote sent", () => quote(engine, `quote-${name}-${run}@example.com`));
    await step("sign-in", () => signIn(engine, TEST_CLIENT));
    await step("the reserve statement", () => statement(engine));
    const sentLoad = `LD-${name.toUpperCase()}-${run}-1`;
    await step("Submit invoice with a photo and a PDF", async () => {
      const reference = await submitInvoice(engine, sentLoad, files);
      await expectOneInvoice(sentLoad, reference);
      await noUpdateOffer(engine);
    });
    const lateLoad = `LD-${name.toUpperCase()}-${run}-2`;
    await step("the same invoice sent with the server unreachable, then reachable", async () => {
      const { reference, notKept } = await submitWhileUnreachable(engine, lateLoad, files, serverControl);
      await expectOneInvoice(lateLoad, reference);
      await noUpdateOffer(engine);
      say(
        `${name}: the packet was ${notKept ? "sent from memory (this browser cannot keep it)" : "kept on the phone"}`,
      );
    });
  } finally {
    open.splice(open.indexOf(engine), 1);
    await engine.close();
  }
}

async function main() {
  mkdirSync(results, { recursive: true });
  // The build the Playwright suite serves, made again only when a source changed (tests/setup/e2e-build.ts).
  ensureBuilds({ second: false });
  if (!createTestClient(env)) throw new Error("the client account could not be made");
  await serverControl.start();
  say(`server on ${origin}`);
  const folder = mkdtempSync(path.join(tmpdir(), "tpf-engines-inputs-"));
  const files = {
    photo: path.join(folder, "bol-photo.jpg"),
    pdf: path.join(folder, "rate-confirmation.pdf"),
  };
  writeFileSync(files.photo, await documentPhoto({ width: 2016, height: 1512, title: "BOL 4471" }));
  writeFileSync(files.pdf, await ratePdf(1));
  const run = Date.now().toString(36).toUpperCase();
  try {
    for (const name of engines) await runEngine(name, files, run);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let failed = false;
try {
  await main();
  say(`passed: ${engines.join(", ")}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  say("FAILED");
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

import { openDB } from "idb";
import initSqlJs from "sql.js";
import wasmUrl from "sql.js/dist/sql-wasm.wasm?url";
import type { RequestHandler } from "msw";
import { setupWorker } from "msw/browser";
import { canvasImageProcessor } from "./canvas-image-processor";
import { readBrowserControls } from "./controls";
import { needsSecureContext, showSecureContextHelp } from "./insecure-context";
import { answerFromApp, createApiHandlers } from "./handlers";
import { createMockApi, MOCK_SESSION_SECRET } from "./mock-app";
import { migrationStatements } from "./migrations";
import { fixtureWorld } from "./fixtures";
import { shareDatabaseAcrossTabs, type DatabaseOwner } from "./shared-database";
import type { FileStorage } from "../api/lib/file-storage";
import { sha256Hex } from "../api/lib/tokens";
import { sendDueNotifications } from "../api/notifications/sender";
import type { Database } from "../api/db/types";
import { silentLogger } from "../api/lib/logger";
import { MOCK_STAFF_ALERT_ADDRESS, consoleMailTransport } from "./console-mail";
import { consolePushTransport, mockVapidPublicKey } from "./console-push";
import { overrides as mockOverrides } from "virtual:mock-overrides";

const STORE = "databases";
const FILES = "files";

/**
 * Routes a developer overrides while working, from an untracked
 * `mocks/overrides.local.ts` that exports `overrides: RequestHandler[]`
 * (README.md, "Override one route"; vite.config.ts serves it). They answer before the API app.
 */
const localOverrides: RequestHandler[] = mockOverrides;

/**
 * Starts MSW in the browser (`npm run dev:mock`): every /api request is
 * answered by the real API app over an in-memory sql.js database, held by
 * one tab for all of them (mocks/shared-database.ts). The database is saved
 * to IndexedDB after each write, so sign-ins and submissions survive page
 * loads and the owner tab closing; `?mock-reset` starts from the fixtures again.
 */
export async function startMockWorker(): Promise<void> {
  if (needsSecureContext(window)) {
    showSecureContextHelp(document, new URL(location.href));
    throw new Error(
      `The mocks need localhost or HTTPS (service worker, crypto.subtle); ${location.origin} is neither. See the page.`,
    );
  }
  const database = shareDatabaseAcrossTabs(openOwnedDatabase);
  const address = new URL(location.href);
  if (address.searchParams.has("mock-reset")) {
    await database.reset();
    // Reset once: left in the address, every reload would start from the fixtures again.
    address.searchParams.delete("mock-reset");
    history.replaceState(history.state, "", address);
  }
  const worker = setupWorker(
    ...localOverrides,
    ...createApiHandlers({
      answer: database.answer,
      pattern: `${location.origin}/api/*`,
      cookies: "msw",
      controls: readBrowserControls,
    }),
  );
  await worker.start({
    onUnhandledRequest: "bypass",
    serviceWorker: { url: "/mockServiceWorker.js" },
    quiet: true,
  });
  console.info("[mocks] MSW is answering /api from the API app over sql.js. Demo sign-ins are in README.md.");
  if (localOverrides.length > 0)
    console.info(
      `[mocks] ${localOverrides.length} route override(s) from mocks/overrides.local.ts answer first.`,
    );
}

/**
 * The database of the tab that owns it: the saved copy (or the fixtures),
 * answering with the API app and saved to IndexedDB after each write.
 */
async function openOwnedDatabase(): Promise<DatabaseOwner> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  const saved = await openSavedDatabases();
  // A saved database is reused only with the same schema and fixtures.
  const key = `world-${(await sha256Hex(migrationStatements().join("\n") + JSON.stringify(fixtureWorld))).slice(0, 16)}`;
  const push = { publicKey: await mockVapidPublicKey(), endpointAllowlist: [] };
  const create = async (copy: Uint8Array | undefined) =>
    createMockApi(SQL, {
      imageProcessor: canvasImageProcessor,
      saved: copy,
      files: saved.files,
      deps: { push },
    });
  let api = await create(await saved.get(key));
  const save = () =>
    saved.put(key, api.exportDatabase()).then(
      () => undefined,
      (error: unknown) => console.warn("Mock database not saved", error),
    );
  sendMockMessages(() => api.db, save);
  return {
    answer: answerFromApp(() => api.app),
    save,
    async reset() {
      api = await create(undefined);
      await save();
    },
  };
}

async function openSavedDatabases() {
  const database = await openDB("tpf-mocks", 2, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
      if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES);
    },
  });
  /** Invoice pages, kept across reloads like the database. */
  const files: FileStorage = {
    put: async (fileKey, bytes) => {
      await database.put(FILES, bytes.slice(), fileKey);
    },
    get: async (fileKey) => {
      const value: unknown = await database.get(FILES, fileKey);
      return value instanceof Uint8Array ? new Blob([value as Uint8Array<ArrayBuffer>]).stream() : undefined;
    },
    remove: (fileKey) => database.delete(FILES, fileKey),
  };
  return {
    get: async (key: string) => {
      const value: unknown = await database.get(STORE, key);
      return value instanceof Uint8Array ? value : undefined;
    },
    put: (key: string, value: Uint8Array) => database.put(STORE, value, key),
    files,
  };
}

/**
 * The messages the server would send (docs/decisions/0160-notifications.md),
 * written to this tab's console instead: the same outbox, sender and words.
 */
function sendMockMessages(database: () => Database, save: () => Promise<void>) {
  const pass = async () => {
    const handled = await sendDueNotifications({
      db: database(),
      mail: consoleMailTransport,
      push: consolePushTransport,
      logger: silentLogger,
      siteUrl: location.origin,
      staffAlertAddress: MOCK_STAFF_ALERT_ADDRESS,
      messageIdHost: location.hostname,
      linkSecret: MOCK_SESSION_SECRET,
    });
    if (handled > 0) await save();
  };
  setInterval(() => {
    pass().catch((error: unknown) => console.warn("[mocks] messages not sent", error));
  }, 1000);
}

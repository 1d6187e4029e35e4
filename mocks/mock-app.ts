import { drizzle } from "drizzle-orm/sql-js";
import type { Database as SqlJsDatabase, SqlJsStatic } from "sql.js";
import { createApp, type AppDeps } from "../api/app";
import * as schema from "../api/db/schema";
import type { Database } from "../api/db/types";
import { memoryFileStorage, type FileStorage } from "../api/lib/file-storage";
import type { ImageProcessor } from "../api/lib/images";
import { silentLogger } from "../api/lib/logger";
import { storeFixturePages } from "./fixture-pages";
import { invoiceFixturePages, seedMockData } from "./fixtures";
import { migrationStatements } from "./migrations";
import { pbkdf2Hasher } from "./pbkdf2-hasher";

/** Signs the mock's session cookies; a fixed value is fine for a database that lives in one browser. */
export const MOCK_SESSION_SECRET = "mock-session-secret-not-used-by-any-server";

export interface MockApi {
  app: ReturnType<typeof createApp>["app"];
  /** The database itself, for a test that arranges many rows at once. */
  db: Database;
  /** The database file, for keeping the mock world across page reloads. */
  exportDatabase(): Uint8Array;
}

/**
 * The real API app (`createApp`) over an in-memory sql.js database with the
 * server's migrations: the mocks answer exactly as the server does. A saved
 * database is reopened as it was; otherwise the fixtures are seeded. Photos
 * go through `imageProcessor`: the canvas one in the browser, sharp in Node,
 * both decoding, refusing and downscaling like the server.
 */
export async function createMockApi(
  SQL: SqlJsStatic,
  options: {
    imageProcessor: ImageProcessor;
    saved?: Uint8Array | undefined;
    deps?: Partial<AppDeps> | undefined;
    /** Where invoice pages are kept: IndexedDB in the browser, memory otherwise. */
    files?: FileStorage | undefined;
  },
): Promise<MockApi> {
  const sqlite: SqlJsDatabase = new SQL.Database(options.saved);
  sqlite.run("PRAGMA foreign_keys = ON");
  const db = drizzle(sqlite, { schema });
  if (!options.saved) {
    for (const statement of migrationStatements()) sqlite.run(statement);
    await seedMockData(db, pbkdf2Hasher);
    // The fixtures are the mock world's past: nobody is told of them again.
    sqlite.run("UPDATE notification_events SET fanned_out_at = created_at WHERE fanned_out_at IS NULL");
  }
  // Uploads in progress live in memory (the tus store's default): in the browser, of the tab that holds
  // the database, so they start again when that tab closes or reloads.
  const files = options.files ?? memoryFileStorage();
  await storeFixturePages(files, (await invoiceFixturePages()).flat());
  const { app } = createApp({
    db,
    logger: silentLogger,
    version: "mock",
    passwordHasher: pbkdf2Hasher,
    imageProcessor: options.imageProcessor,
    sessionSecret: MOCK_SESSION_SECRET,
    files,
    peerAddress: () => "mock-browser",
    ...options.deps,
  });
  return {
    app,
    db,
    exportDatabase() {
      // sql.js reopens the database on export, which resets pragmas.
      const bytes = sqlite.export();
      sqlite.run("PRAGMA foreign_keys = ON");
      return bytes;
    },
  };
}

import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { durableClient, LOCK_WAIT_PER_ATTEMPT_MS } from "./durable-client";
import * as schema from "./schema";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseHandle {
  client: Client;
  db: LibSQLDatabase<typeof schema>;
  /** Where the abuse limits count, when asked for (`limitCountersConnection`) on a database file. */
  limitCounters?: { client: Client; db: LibSQLDatabase<typeof schema> };
}

export interface DatabaseOptions {
  /** How long a statement waits for a lock held by another connection (DATABASE_BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
  /** How long one request to a libSQL server may take before it counts as an outage. */
  requestTimeoutMs?: number;
  /**
   * On a database file, a connection of its own for the abuse limits' counts, whose commits do not
   * wait for the disk (`synchronous = NORMAL`; below). Elsewhere the counts share `db`.
   */
  limitCountersConnection?: boolean;
}

/**
 * The limits' counts are one commit per counted request. With `synchronous = FULL` each waits for
 * the disk (3.5 ms measured here, and counted requests then queue behind each other); with NORMAL
 * in WAL mode it does not (0.08 ms), and a power cut can lose the last counts, never the file's
 * integrity: a limit then starts its window early. Every write that a client is told was stored
 * keeps FULL (docs/decisions/0010-busy-database.md). One connection, so the setting reaches it,
 * and is set again after a reopen.
 */
const LIMIT_COUNTER_SETTINGS = ["PRAGMA synchronous = NORMAL"];

const DEFAULT_BUSY_TIMEOUT_MS = 5000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Opens the database named by DATABASE_URL: an embedded libSQL file (WAL mode,
 * created with its folder), `:memory:` for tests, or a libSQL server. Every
 * statement goes through `durableClient`: committed explicitly, retried
 * while another connection holds the lock, never acknowledged unless
 * committed (docs/decisions/0010-busy-database.md).
 *
 * What must hold on every connection (docs/deploy.md, "The database"):
 * - Foreign keys: the libSQL build (the embedded binding and sqld alike)
 *   enforces them on every new connection, so nothing is set; a database
 *   that does not is refused at start. A `PRAGMA foreign_keys = ON` would
 *   reach one pooled connection of a file, and over HTTP only the request
 *   that carried it.
 * - Waiting for a lock: the client's `timeout` is the binding's busy timeout
 *   on every connection of a file's pool; a libSQL server orders writes
 *   itself and answers "busy" codes, which count as busy or as an outage.
 * - WAL is a setting of the file, kept in it: set once.
 * - A request to a libSQL server that takes longer than `requestTimeoutMs`
 *   is abandoned; a hung server then answers 503 instead of holding requests.
 */
export async function openDatabase(
  url: string,
  authToken?: string,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const embedded = url.startsWith("file:");
  const remote = !embedded && url !== ":memory:";
  if (embedded) {
    const file = url.slice("file:".length);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // Synchronous stays FULL, SQLite's default: a commit is on disk before anyone is told it happened.
  const raw = createClient({
    url,
    authToken,
    ...(embedded ? { timeout: LOCK_WAIT_PER_ATTEMPT_MS } : {}),
    ...(remote
      ? {
          fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(requestTimeoutMs) }),
        }
      : {}),
  });
  if (embedded) await raw.execute("PRAGMA journal_mode = WAL");
  const client = durableClient(raw, {
    busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
    reopenAfterErrors: embedded,
  });
  await refuseWithoutForeignKeys(client);
  const handle: DatabaseHandle = { client, db: drizzle(client, { schema }) };
  if (embedded && options.limitCountersConnection) {
    const counters = createClient({ url, timeout: LOCK_WAIT_PER_ATTEMPT_MS, concurrency: 1 });
    for (const setting of LIMIT_COUNTER_SETTINGS) await counters.execute(setting);
    const countersClient = durableClient(counters, {
      busyTimeoutMs: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
      reopenAfterErrors: true,
      connectionSettings: LIMIT_COUNTER_SETTINGS,
    });
    handle.limitCounters = { client: countersClient, db: drizzle(countersClient, { schema }) };
  }
  return handle;
}

/** The schema's foreign keys must hold: a new connection that does not enforce them stops the start. */
async function refuseWithoutForeignKeys(client: Client) {
  const { rows } = await client.execute("PRAGMA foreign_keys");
  if (Number(rows[0]?.[0] ?? 0) !== 1) {
    client.close();
    throw new Error(
      "The database DATABASE_URL names does not enforce foreign keys on a new connection. " +
        "Use a libSQL build that does (every libSQL release and Turso do), or the embedded file.",
    );
  }
}

/**
 * Applies pending migrations; drizzle records applied ones, so running it again changes nothing.
 * Servers started at the same moment on one database may both find a migration pending: the first
 * applies it (all pending migrations and their record are one transaction), the second's transaction
 * fails on a table that now exists. That server then finds every migration recorded and goes on
 * (docs/decisions/0230-several-servers.md); a migration that really failed is still an error.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  try {
    await migrate(handle.db, { migrationsFolder });
  } catch (error) {
    if (await everyMigrationRecorded(handle)) return;
    throw error;
  }
}

async function everyMigrationRecorded(handle: DatabaseHandle): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1);
  if (!newest) return true;
  try {
    const { rows } = await handle.client.execute(
      `SELECT max(created_at) AS newest FROM "__drizzle_migrations"`,
    );
    return Number(rows[0]?.["newest"] ?? 0) >= newest.folderMillis;
  } catch {
    return false;
  }
}

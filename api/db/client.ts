import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseHandle {
  client: Client;
  db: LibSQLDatabase<typeof schema>;
}

/**
 * Opens the database named by DATABASE_URL: an embedded libSQL file (WAL mode,
 * created with its folder), `:memory:` for tests, or a libSQL server.
 */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  const embedded = url.startsWith("file:");
  if (embedded) {
    const file = url.slice("file:".length);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const client = createClient({ url, authToken });
  if (embedded) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  return { client, db: drizzle(client, { schema }) };
}

/** Applies pending migrations; drizzle records applied ones, so running it again changes nothing. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db, { migrationsFolder });
}

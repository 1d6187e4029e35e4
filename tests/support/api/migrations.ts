import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder, openDatabase } from "../../../api/db/client";

/**
 * An in-memory database migrated up to (not including) the first migration whose SQL contains
 * `marker`, so a test can store rows as they were before it; `rest()` then applies that migration
 * and every later one, as a deploy would.
 */
export async function databaseBefore(marker: string) {
  const handle = await openDatabase(":memory:");
  const all = readMigrationFiles({ migrationsFolder });
  const at = all.findIndex((migration) => migration.sql.join("").includes(marker));
  if (at <= 0) throw new Error(`no migration after the first contains ${marker}`);
  const run = async (migrations: typeof all) => {
    for (const migration of migrations)
      for (const statement of migration.sql) if (statement.trim()) await handle.client.execute(statement);
  };
  await run(all.slice(0, at));
  return { handle, rest: () => run(all.slice(at)) };
}

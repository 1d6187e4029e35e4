import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from "idb";

export interface IdbConnection<Schema extends DBSchema> {
  /** This context's connection, opened on first use and then shared. */
  open(): Promise<IDBPDatabase<Schema>>;
  /** Closes this context's connection (a newer version is waiting, or a test resets the database). */
  close(): Promise<void>;
}

/**
 * One IndexedDB database of this context (a tab or the service worker),
 * opened once and shared. A newer version of the app that wants to upgrade
 * the database is let through: this connection closes. A connection the
 * browser ends, or an open that fails, is forgotten, so the next use opens
 * again. No DOM and no React: the service worker uses it too.
 */
export function idbConnection<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>["upgrade"]>,
): IdbConnection<Schema> {
  let database: Promise<IDBPDatabase<Schema>> | undefined;

  async function close(): Promise<void> {
    const open = database;
    database = undefined;
    if (open) (await open.catch(() => undefined))?.close();
  }

  function open(): Promise<IDBPDatabase<Schema>> {
    database ??= openDB<Schema>(name, version, {
      upgrade,
      blocking() {
        void close();
      },
      terminated() {
        database = undefined;
      },
    }).catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  }

  return { open, close };
}

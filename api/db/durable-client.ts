import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from "@libsql/client";
import { DatabaseUnreachableError, outageCode } from "./remote-errors";

/**
 * The database stayed locked by another connection (an operator's shell, a
 * backup, a migration) for longer than the server waits. Nothing of the
 * request was written; the API answers 503 with Retry-After.
 */
class DatabaseBusyError extends Error {
  override readonly name = "DatabaseBusyError";
}

/** Whether `error`, or an error it was caused by, is a DatabaseBusyError. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DatabaseBusyError) return true;
  }
  return false;
}

export interface DurableClientOptions {
  /** How long a statement may wait in all for a lock another connection holds. */
  busyTimeoutMs: number;
  /**
   * An embedded file: after a failed statement the connections are closed and
   * opened again (see below). Never for `:memory:`, which a reopen would empty.
   */
  reopenAfterErrors: boolean;
  /**
   * Statements that configure a connection (PRAGMAs), run again after every reopen: only for a
   * client of one connection, which they then reach.
   */
  connectionSettings?: readonly string[];
}

/**
 * How long the binding itself may wait for a lock in one attempt. The
 * embedded binding waits synchronously, so a long wait would stop every
 * other request; the rest of the busy timeout is spent between attempts,
 * with the event loop free.
 */
export const LOCK_WAIT_PER_ATTEMPT_MS = 50;

/** Statements SQLite will not run, or runs differently, inside a transaction. */
const OUTSIDE_TRANSACTION =
  /^\s*(pragma|vacuum|begin|commit|end|rollback|savepoint|release|attach|detach)\b/i;

/**
 * Wraps a libSQL client so that no write is reported as done unless SQLite
 * committed it (docs/decisions/0010-busy-database.md):
 *
 * - every statement runs in an explicit transaction (`BEGIN … COMMIT`), so
 *   a commit that did not happen is an error, never a silent success;
 * - a statement refused with SQLITE_BUSY is tried again, with pauses, for
 *   up to `busyTimeoutMs`, then a DatabaseBusyError is thrown. Retrying is
 *   safe: a busy statement or a failed COMMIT wrote nothing;
 * - a libSQL server that could not be reached or answer now (network, timeout, 5xx) fails the
 *   statement with a DatabaseUnreachableError, never tried again here: a write may have been
 *   committed before its answer was lost;
 * - after any failed statement on an embedded file, the client's connections
 *   are closed and opened again. The libSQL binding leaves a statement that
 *   failed with SQLITE_BUSY in progress, and that connection then never
 *   commits again while holding the write lock. A fresh connection has no
 *   such leftover.
 */
export function durableClient(client: Client, options: DurableClientOptions): Client {
  let reopening: Promise<void> | undefined;

  const recover = async (error: unknown) => {
    if (!options.reopenAfterErrors || !leavesStatementBehind(error)) return;
    // `reconnect` is typed void but returns a promise for an embedded file.
    reopening ??= Promise.resolve(client.reconnect())
      .then(async () => {
        for (const setting of options.connectionSettings ?? []) await client.execute(setting);
      })
      .finally(() => {
        reopening = undefined;
      });
    await reopening;
  };

  /** Runs `attempt` until it succeeds, fails for another reason than a lock, or the busy timeout is over. */
  const retryWhileBusy = async <T>(attempt: () => Promise<T>): Promise<T> => {
    const deadline = Date.now() + options.busyTimeoutMs;
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      await reopening;
      try {
        return await attempt();
      } catch (error) {
        await recover(error);
        if (!isBusyError(error) && !(closedUnderIt(error) && !client.closed)) throw unreachableOr(error);
        if (Date.now() + pause >= deadline) {
          throw new DatabaseBusyError("The database stayed locked by another connection.", {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };

  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      await recover(error);
      throw unreachableOr(error);
    }
  };

  const wrapTransaction = (transaction: Transaction): Transaction => ({
    execute: (stmt: InStatement) => guarded(() => transaction.execute(stmt)),
    batch: (stmts: InStatement[]) => guarded(() => transaction.batch(stmts)),
    executeMultiple: (sql: string) => guarded(() => transaction.executeMultiple(sql)),
    rollback: () => guarded(() => transaction.rollback()),
    commit: () => guarded(() => transaction.commit()),
    close: () => transaction.close(),
    get closed() {
      return transaction.closed;
    },
  });

  function execute(stmt: InStatement): Promise<ResultSet>;
  function execute(sql: string, args?: InArgs): Promise<ResultSet>;
  function execute(stmtOrSql: InStatement, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement =
      typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    const sql = typeof stmt === "string" ? stmt : stmt.sql;
    if (OUTSIDE_TRANSACTION.test(sql)) return retryWhileBusy(() => client.execute(stmt));
    return retryWhileBusy(async () => {
      const [result] = await client.batch([stmt], "deferred");
      if (!result) throw new Error("A one-statement batch answered no result");
      return result;
    });
  }

  return {
    execute,
    batch: (stmts, mode?: TransactionMode) => retryWhileBusy(() => client.batch(stmts, mode)),
    migrate: (stmts) => retryWhileBusy(() => client.migrate(stmts)),
    transaction: async (mode?: TransactionMode) =>
      wrapTransaction(await retryWhileBusy(() => client.transaction(mode))),
    executeMultiple: (sql) => guarded(() => client.executeMultiple(sql)),
    sync: () => client.sync(),
    reconnect: () => client.reconnect(),
    close: () => client.close(),
    get closed() {
      return client.closed;
    },
    get protocol() {
      return client.protocol;
    },
  };
}

/** A libSQL server that could not be reached or answer now is told apart from a refused statement. */
const unreachableOr = (error: unknown) => (outageCode(error) ? new DatabaseUnreachableError(error) : error);

const codeOf = (error: unknown): string => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("SQLITE_")) return code;
  }
  return "";
};

/**
 * The connection this attempt borrowed was closed by a reopen (after another request's failed
 * statement) before the attempt ran anything on it: trying again on a fresh one is safe. Not when
 * the client itself was closed (the server is stopping).
 */
const closedUnderIt = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === "CLIENT_CLOSED";

/** Another connection holds a lock this one needs (also "cannot commit - statements in progress"). */
const isBusyError = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(codeOf(error));

/**
 * Errors of SQLite itself, except a refused constraint: those end their
 * statement cleanly, anything else may leave it in progress.
 */
const leavesStatementBehind = (error: unknown) => {
  const code = codeOf(error);
  return code !== "" && !code.startsWith("SQLITE_CONSTRAINT");
};

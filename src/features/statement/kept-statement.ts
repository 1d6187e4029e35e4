import type { DBSchema } from "idb";
import type { Statement } from "../../../api/contract/statement";
import { idbConnection } from "../../lib/idb-connection";

/*
 * The last statement a client opened, kept on the phone (IndexedDB) so the
 * screen can show it without signal, with the day it was made
 * (docs/decisions/0213-client-statement.md). One per client who signed in on
 * this phone, under their username: another client signing in here never
 * reads it. Keeping it is a convenience: a phone that refuses (no room, no
 * IndexedDB) just has no copy.
 */

export interface KeptStatement {
  username: string;
  statement: Statement;
}

interface KeptSchema extends DBSchema {
  statements: { key: string; value: KeptStatement };
}

const connection = idbConnection<KeptSchema>("tpf-statements", 1, (upgrading) => {
  upgrading.createObjectStore("statements", { keyPath: "username" });
});

/** Keeps `statement` as the client's last opened one. */
export async function keepStatement(username: string, statement: Statement): Promise<void> {
  try {
    await (await connection.open()).put("statements", { username, statement });
  } catch {
    // No copy on this phone: the screen says it needs signal instead.
  }
}

/** The client's last opened statement, or null. */
export async function keptStatement(username: string): Promise<Statement | null> {
  try {
    return (await (await connection.open()).get("statements", username))?.statement ?? null;
  } catch {
    return null;
  }
}

/** Closes this context's connection (a test resets the database). */
export const closeKeptStatements = connection.close;

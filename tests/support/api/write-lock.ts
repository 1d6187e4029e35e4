import { createRequire } from "node:module";
import { helperProcess } from "./helper-process";

/**
 * Another process holding the write lock of a database file, as an
 * operator's `sqlite3` shell, a backup tool or a long migration would:
 * `BEGIN EXCLUSIVE`, hold it for `holdMs` (or until `release()` is called),
 * then `ROLLBACK`. Uses the libSQL binding directly, outside any pool or
 * wrapper of ours. Rejects when the lock cannot be had within `acquireMs`
 * (someone else keeps it).
 */
export async function holdWriteLock(databaseFile: string, holdMs: number, acquireMs = 5000) {
  const binding = createRequire(import.meta.url).resolve("libsql");
  const script = `
    const Database = require(${JSON.stringify(binding)});
    const db = new Database(${JSON.stringify(databaseFile)}, { timeout: ${Math.round(acquireMs)} });
    db.exec("BEGIN EXCLUSIVE");
    process.stdout.write("locked\\n");
    let done = false;
    const release = () => { if (done) return; done = true; db.exec("ROLLBACK"); db.close(); process.exit(0); };
    setTimeout(release, ${Math.round(holdMs)});
    process.stdin.once("data", release);
  `;
  const holder = await helperProcess(script, "the lock holder");
  /** Lets the lock go now, without waiting for `holdMs`. */
  const release = () => {
    holder.tell("release\n");
    return holder.exited;
  };
  const released = holder.exited;
  return { released, release };
}

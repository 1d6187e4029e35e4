import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../../api/db/client";

/**
 * One new libSQL file opened twice, as two servers open one database: `open()` gives the two
 * handles and the file's folder; both are closed and the folder removed after each test. With
 * `migrated`, the first handle migrates it before the second opens it.
 */
export function twoServersOnOneFile(name: string) {
  const folders: string[] = [];
  const handles: DatabaseHandle[] = [];
  afterEach(() => {
    for (const handle of handles.splice(0)) handle.client.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return async ({ migrated = false } = {}) => {
    const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
    folders.push(folder);
    const url = `file:${path.join(folder, "tpf.db")}`;
    const first = await openDatabase(url);
    handles.push(first);
    if (migrated) await migrateDatabase(first);
    const second = await openDatabase(url);
    handles.push(second);
    return { first, second, folder };
  };
}

/** A clock a test moves by hand, from a fixed moment. */
export function testClock(start = "2026-06-01T10:00:00.000Z") {
  let clock = Date.parse(start);
  return {
    now: () => new Date(clock),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

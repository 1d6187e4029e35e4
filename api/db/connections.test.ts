import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ResultSet } from "@libsql/client";
import { expect, test } from "vitest";
import { openDatabase } from "./client";
import { LOCK_WAIT_PER_ATTEMPT_MS } from "./durable-client";

/**
 * What must hold on every connection of a database file, not only on the first the client opens
 * (`openDatabase` in api/db/client.ts): the client keeps a pool, and a transaction holds a
 * connection of its own while others serve every other statement.
 */
test("every connection of a file's pool enforces foreign keys and waits for a lock the same time", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tpf-connections-"));
  const handle = await openDatabase(`file:${path.join(dir, "tpf.db")}`);
  try {
    // Three transactions held at once are three connections, besides the one statements use.
    const held = await Promise.all([1, 2, 3].map(() => handle.client.transaction("read")));
    const settings = async (run: (sql: string) => Promise<ResultSet>) => ({
      foreignKeys: Number((await run("PRAGMA foreign_keys")).rows[0]?.[0]),
      busyTimeout: Number((await run("PRAGMA busy_timeout")).rows[0]?.[0]),
      journal: String((await run("PRAGMA journal_mode")).rows[0]?.[0]),
    });
    const expected = { foreignKeys: 1, busyTimeout: LOCK_WAIT_PER_ATTEMPT_MS, journal: "wal" };
    for (const transaction of held) {
      expect(await settings((sql) => transaction.execute(sql))).toEqual(expected);
    }
    expect(await settings((sql) => handle.client.execute(sql))).toEqual(expected);
    for (const transaction of held) transaction.close();
  } finally {
    handle.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the limits' counts have a connection of their own that does not wait for the disk, even after a reopen", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tpf-connections-"));
  const handle = await openDatabase(`file:${path.join(dir, "tpf.db")}`, undefined, {
    limitCountersConnection: true,
  });
  const counters = handle.limitCounters?.client;
  const synchronous = async (client: typeof counters) =>
    Number((await client?.execute("PRAGMA synchronous"))?.rows[0]?.[0]);
  try {
    // FULL (2) for everything a client is told was stored; NORMAL (1) for the counts.
    expect(await synchronous(handle.client)).toBe(2);
    expect(await synchronous(counters)).toBe(1);
    // A failed statement makes the client open its connection again: the setting comes back with it.
    await expect(counters?.execute("select * from no_such_table")).rejects.toThrow(/no such table/);
    expect(await synchronous(counters)).toBe(1);
  } finally {
    counters?.close();
    handle.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/sql-js";
import initSqlJs from "sql.js";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { migrationStatements } from "../../mocks/migrations";
import { helperProcess } from "../../tests/support/api/helper-process";
import { databaseLimitCounters, SWEEP_EVERY_MS } from "./limit-counters";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client";
import * as schema from "./schema";
import type { Database } from "./types";

const SECRET = "limit-counter-test-secret-with-32-characters";
const MINUTE = 60_000;

let clock: number;
const now = () => new Date(clock);
let handles: DatabaseHandle[];
let dir: string;

beforeEach(() => {
  clock = Date.parse("2026-05-04T10:00:00.000Z");
  handles = [];
  dir = mkdtempSync(path.join(tmpdir(), "tpf-limit-counters-"));
});

afterEach(() => {
  for (const handle of handles) handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(url = ":memory:") {
  const handle = await openDatabase(url);
  await migrateDatabase(handle);
  handles.push(handle);
  return handle;
}

const rows = async (handle: DatabaseHandle) =>
  (await handle.client.execute("select name, key_hash, hits, resets_at from limit_counters order by name"))
    .rows;

/** Seconds from now until `resetTime`, as the middleware's headers read it. */
const secondsLeft = (resetTime: Date | undefined) =>
  Math.round(((resetTime?.getTime() ?? 0) - Date.now()) / 1000);

describe("one limit's window", () => {
  test("counts each key on its own within the window, then starts a new window once it has ended", async () => {
    const store = databaseLimitCounters((await open()).db, { now, secret: SECRET }).window("quotes", MINUTE);
    expect((await store.increment("203.0.113.1")).totalHits).toBe(1);
    expect((await store.increment("203.0.113.2")).totalHits).toBe(1);
    clock += 45_000;
    const third = await store.increment("203.0.113.1");
    expect(third.totalHits).toBe(2);
    // The window runs from the first count: 15 s of it are left.
    expect(secondsLeft(third.resetTime)).toBe(15);
    clock += 15_000;
    const next = await store.increment("203.0.113.1");
    expect(next.totalHits).toBe(1);
    expect(secondsLeft(next.resetTime)).toBe(60);
  });

  test("a decrement gives one back within its window, never below zero, and never to the next window", async () => {
    const store = databaseLimitCounters((await open()).db, { now, secret: SECRET }).window("quotes", MINUTE);
    await store.increment("a");
    await store.increment("a");
    await store.decrement("a");
    expect((await store.increment("a")).totalHits).toBe(2);
    await store.decrement("a");
    await store.decrement("a");
    await store.decrement("a");
    expect((await store.increment("a")).totalHits).toBe(1);
    // A slow request gives its count back after its window ended: the new window keeps its count.
    clock += MINUTE;
    await store.decrement("a");
    expect((await store.increment("a")).totalHits).toBe(1);
  });

  test("resetKey forgets a key, and only that key of that limit", async () => {
    const counters = databaseLimitCounters((await open()).db, { now, secret: SECRET });
    const signIns = counters.window("sign-ins", 15 * MINUTE);
    const links = counters.window("links", 60 * MINUTE);
    await signIns.increment("maria");
    await signIns.increment("maria");
    await signIns.increment("dana");
    await links.increment("maria");
    await signIns.resetKey("maria");
    expect((await signIns.increment("maria")).totalHits).toBe(1);
    expect((await signIns.increment("dana")).totalHits).toBe(2);
    expect((await links.increment("maria")).totalHits).toBe(2);
  });
});

describe("what the table keeps", () => {
  test("never the address, username or e-mail address itself, and a key that needs the secret", async () => {
    const handle = await open();
    const counted = ["203.0.113.77", "maria.rivera@example.com", "rivera\u0000203.0.113.77"];
    const store = databaseLimitCounters(handle.db, { now, secret: SECRET }).window("sign-ins", MINUTE);
    for (const key of counted) await store.increment(key);
    const stored = JSON.stringify(await rows(handle));
    for (const key of counted) expect(stored).not.toContain(key.split("\u0000")[0]);
    // Another secret counts the same caller under another row.
    await databaseLimitCounters(handle.db, { now, secret: `${SECRET}-other` })
      .window("sign-ins", MINUTE)
      .increment(counted[0] ?? "");
    expect(await rows(handle)).toHaveLength(4);
  });

  test("rows whose window has ended are removed as the servers count, at most once a minute", async () => {
    const handle = await open();
    const counters = databaseLimitCounters(handle.db, { now, secret: SECRET });
    const quotes = counters.window("quotes", MINUTE);
    const links = counters.window("links", 60 * MINUTE);
    for (let caller = 0; caller < 50; caller++) await quotes.increment(`198.51.100.${caller}`);
    await links.increment("dana@example.com");
    expect(await rows(handle)).toHaveLength(51);
    clock += SWEEP_EVERY_MS;
    await quotes.increment("198.51.100.200");
    // The 50 ended windows are gone; the hour-long one and the new count stay.
    expect((await rows(handle)).map((row) => row.name).sort()).toEqual(["links", "quotes"]);
  });
});

test("two processes counting at once on one file are both counted, every time", async () => {
  const file = path.join(dir, "shared.db");
  const handle = await open(`file:${file}`);
  const store = databaseLimitCounters(handle.db, { now, secret: SECRET }).window("quotes", MINUTE);
  const other = await otherProcessCounting(file, 50);
  // Both fire 50 counts at once: the other process's contend with ours for the write lock.
  const [theirs, ours] = await Promise.all([
    other.go(),
    Promise.all(Array.from({ length: 50 }, () => store.increment("203.0.113.9"))),
  ]);
  const totals = [...theirs, ...ours.map((info) => info.totalHits)].sort((a, b) => a - b);
  expect(totals).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
  expect((await rows(handle))[0]?.hits).toBe(100);
}, 60_000);

/**
 * Another server's process on the same file: opens it as the server does, says so, and on "go"
 * counts `times` requests at once with the same secret and clock, then prints the counts it got.
 */
async function otherProcessCounting(file: string, times: number) {
  const script = `
    import { openDatabase } from ${JSON.stringify(new URL("./client.ts", import.meta.url).pathname)};
    import { databaseLimitCounters } from ${JSON.stringify(new URL("./limit-counters.ts", import.meta.url).pathname)};
    const handle = await openDatabase(${JSON.stringify(`file:${file}`)});
    const store = databaseLimitCounters(handle.db, { now: () => new Date(${clock}), secret: ${JSON.stringify(SECRET)} })
      .window("quotes", ${MINUTE});
    process.stdout.write("ready\\n");
    process.stdin.once("data", async () => {
      const counted = await Promise.all(Array.from({ length: ${times} }, () => store.increment("203.0.113.9")));
      process.stdout.write(JSON.stringify(counted.map((info) => info.totalHits)) + "\\n");
      handle.client.close();
    });
  `;
  const other = await helperProcess(script, "the other process", ["--import", "tsx", "--input-type=module"]);
  return {
    go: async () => {
      other.tell("go\n");
      await other.exited;
      return JSON.parse(other.laterOutput()) as number[];
    },
  };
}

test("the browser mocks' sql.js database counts the same way", async () => {
  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  const sqlite = new SQL.Database();
  for (const statement of migrationStatements()) sqlite.run(statement);
  const db: Database = drizzle(sqlite, { schema });
  const store = databaseLimitCounters(db, { now, secret: SECRET }).window("quotes", MINUTE);
  await store.increment("mock-browser");
  expect((await store.increment("mock-browser")).totalHits).toBe(2);
  await store.decrement("mock-browser");
  await store.resetKey("other");
  expect((await store.increment("mock-browser")).totalHits).toBe(2);
  sqlite.close();
});

import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createApp } from "../app";
import { createTestApp, openTestDatabase, testAppDeps } from "../../tests/support/api/harness";
import { holdWriteLock } from "../../tests/support/api/write-lock";

/** Load balancers ask every few seconds, from every server: the answer must cost a read, never a commit. */
const PROBES = 20;

test("readiness reads the database and liveness does not touch it", async () => {
  const t = await createTestApp();
  expect(await (await t.request("/api/health")).json()).toEqual({
    status: "ok",
    version: "test",
    database: true,
  });
  expect(await (await t.request("/api/health/live")).json()).toEqual({ status: "ok", version: "test" });
  t.client.close();
  const down = await t.request("/api/health");
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: "degraded", version: "test", database: false });
  // A server whose database is down is still alive: restarting it would not bring the database back.
  expect((await t.request("/api/health/live")).status).toBe(200);
});

test("probes change nothing: no row, no commit on its connection", async () => {
  const t = await createTestApp();
  const changes = async () => (await t.client.execute("select total_changes() as n")).rows[0]?.n;
  const before = await changes();
  for (let probe = 0; probe < PROBES; probe++) expect((await t.request("/api/health")).status).toBe(200);
  expect(await changes()).toBe(before);
});

test("probes commit nothing to a database file another process watches", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tpf-health-"));
  const file = path.join(dir, "tpf.db");
  const handle = await openTestDatabase(`file:${file}`);
  const { app } = createApp(testAppDeps(handle.db));
  // Another connection's data_version changes whenever anyone else commits to the file.
  const watcher = createClient({ url: `file:${file}` });
  try {
    const dataVersion = async () => (await watcher.execute("PRAGMA data_version")).rows[0]?.[0];
    const before = { version: await dataVersion(), wal: statSync(`${file}-wal`).size };
    for (let probe = 0; probe < PROBES; probe++) expect((await app.request("/api/health")).status).toBe(200);
    expect({ version: await dataVersion(), wal: statSync(`${file}-wal`).size }).toEqual(before);

    // While another process holds the write lock, reads go on: the server stays ready, and only its
    // writes wait (then answer 503 with Retry-After).
    const lock = await holdWriteLock(file, 60_000);
    try {
      expect((await app.request("/api/health")).status).toBe(200);
    } finally {
      await lock.release();
    }
  } finally {
    watcher.close();
    handle.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

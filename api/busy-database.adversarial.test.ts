import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createApp } from "./app";
import { openTestDatabase, testAppDeps } from "../tests/support/api/harness";
import { validQuote } from "../mocks/fixture-requests";
import { holdWriteLock } from "../tests/support/api/write-lock";

/**
 * Another process (a `sqlite3` shell, a backup, a long migration) holds the
 * write lock of the database file for longer than the server waits. The
 * request that waits must not be acknowledged, and once the lock is gone
 * every acknowledged write must be in the file, visible to other
 * connections, with the write lock free for them.
 */
const BUSY_TIMEOUT_MS = 400;

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tpf-busy-"));
  file = path.join(dir, "busy.db");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const post = async (app: ReturnType<typeof createApp>["app"], body: unknown) =>
  app.request("/api/quotes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

test("a write the database refused while locked is never acknowledged, and later ones are stored", async () => {
  const handle = await openTestDatabase(`file:${file}`, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  const { app } = createApp(testAppDeps(handle.db));
  const other = createClient({ url: `file:${file}`, timeout: 100 });
  try {
    const before = await post(app, { ...validQuote(), email: "before@example.com" });
    expect(before.status).toBe(201);

    // Held until the test lets go: a timer could release it before a slow request reaches it.
    const lock = await holdWriteLock(file, 60_000);
    const during = await post(app, { ...validQuote(), email: "during@example.com" });
    expect(during.status).toBe(503);
    expect(during.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await during.json()).toEqual({ error: expect.any(String) });
    // Reads go on meanwhile: the server stays ready (docs/decisions/0010-busy-database.md).
    const healthDuring = await app.request("/api/health");
    expect(healthDuring.status).toBe(200);
    await lock.release();

    const after = await post(app, { ...validQuote(), email: "after@example.com" });
    expect(after.status).toBe(201);
    const afterId = ((await after.json()) as { quote: { id: string } }).quote.id;

    // What another connection sees is what was acknowledged: nothing waits uncommitted.
    const stored = await other.execute("select id, email from quotes order by email");
    expect(stored.rows.map((row) => row.email)).toEqual(["after@example.com", "before@example.com"]);
    expect(stored.rows.map((row) => row.id)).toContain(afterId);
    // And the write lock is free for other processes.
    await other.execute("insert into submission_counts (kind) values ('probe-from-another-process')");

    const healthAfter = await app.request("/api/health");
    expect(healthAfter.status).toBe(200);
  } finally {
    other.close();
    handle.client.close();
  }
}, 30_000);

test("while a write waits for the lock, the server keeps answering everyone else", async () => {
  // The write waits as long as the lock is held: the test, not a clock, decides when it ends.
  const handle = await openTestDatabase(`file:${file}`, { busyTimeoutMs: 60_000 });
  const { app } = createApp(testAppDeps(handle.db));
  try {
    const lock = await holdWriteLock(file, 60_000);
    const waiting = post(app, { ...validQuote(), email: "waiting@example.com" });
    let waitingSettled = false;
    void waiting.finally(() => (waitingSettled = true));
    // However long the write waits, the reads are answered meanwhile: it cannot end before the release.
    for (let read = 0; read < 5; read++) {
      const team = await app.request("/api/team-members");
      expect(team.status).toBe(200);
    }
    expect(waitingSettled).toBe(false);

    await lock.release();
    expect((await waiting).status).toBe(201);
  } finally {
    handle.client.close();
  }
}, 30_000);

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createApp } from "./app";
import { memoryFileStorage } from "./lib/file-storage";
import { memoryUploadStore } from "./lib/memory-uploads";
import { CLIENT, cookieFrom, openTestDatabase, STAFF, testAppDeps } from "../tests/support/api/harness";
import { pdfPage, pngPage, sha256, tusHead, tusUpload, validInvoice } from "../tests/support/api/invoices";
import { holdWriteLock } from "../tests/support/api/write-lock";

/**
 * Another process holds the database's write lock past the busy timeout
 * while a client creates an invoice or adds pages: the answer is 503 with
 * Retry-After, as for quotes (docs/decisions/0010-busy-database.md), and
 * nothing is kept: no page file, and the uploads stay for the retry.
 */
const BUSY_TIMEOUT_MS = 300;
/** A bound on the foreign lock, should the test fail before it lets go. */
const LOCK_HELD_AT_MOST_MS = 50_000;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "tpf-invoice-busy-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a create or page addition the locked database refused is a 503 that keeps nothing; the retry succeeds", async () => {
  const file = path.join(dir, "busy.db");
  const handle = await openTestDatabase(`file:${file}`, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  const files = memoryFileStorage();
  const uploads = memoryUploadStore({ maxSize: 25 * 1024 * 1024 });
  const { app } = createApp(testAppDeps(handle.db, { files, uploads }));
  const send = (url: string, init: RequestInit) => app.request(url, init);
  const json = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
    send(url, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async (url: string, credentials: { username: string; password: string }) =>
    cookieFrom(await json("POST", url, credentials, {}));
  const cookie = await signIn("/api/auth/login", { username: CLIENT.username, password: CLIENT.password });
  const staff = await signIn("/api/admin/login", STAFF);
  const upload = async (bytes: Uint8Array, documentKind: "rate-confirmation" | "bol-pod") => ({
    uploadId: await tusUpload(send, cookie, bytes),
    documentKind,
    order: 1,
    sha256: sha256(bytes),
  });
  try {
    const first = await json(
      "POST",
      "/api/invoices",
      validInvoice([
        await upload(await pngPage(), "rate-confirmation"),
        await upload(await pdfPage(1), "bol-pod"),
      ]),
      { cookie, "Idempotency-Key": "first-invoice" },
    );
    expect(first.status).toBe(201);
    const { reference } = ((await first.json()) as { invoice: { reference: string } }).invoice;
    const asked = await json(
      "PATCH",
      `/api/admin/invoices/${reference}/status`,
      { status: "needs-documents", reason: "Add the lumper receipt." },
      { cookie: staff },
    );
    expect(asked.status).toBe(200);
    const storedBefore = files.keys().length;

    const body = validInvoice([
      await upload(await pngPage(), "rate-confirmation"),
      await upload(await pdfPage(2), "bol-pod"),
    ]);
    const more = { pages: [await upload(await pdfPage(3), "bol-pod")] };
    const create = () => json("POST", "/api/invoices", body, { cookie, "Idempotency-Key": "second-invoice" });
    const add = () =>
      json("POST", `/api/invoices/${reference}/pages`, more, { cookie, "Idempotency-Key": "more-pages" });

    // Held until both answered, however slow the machine: a timer could let go before they reach it.
    const lock = await holdWriteLock(file, LOCK_HELD_AT_MOST_MS);
    for (const during of [await create(), await add()]) {
      expect(during.status).toBe(503);
      expect(during.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await during.json()).toEqual({ error: expect.any(String) });
    }
    // Nothing kept: no page file more than before, and every upload still there for the retry. (Asked
    // once the lock is gone: a tus request is counted against its limit, and a count is a write.)
    expect(files.keys()).toHaveLength(storedBefore);
    await lock.release();
    for (const page of [...body.pages, ...more.pages])
      expect((await tusHead(send, cookie, page.uploadId)).status).toBe(200);

    expect((await create()).status).toBe(201);
    expect((await add()).status).toBe(200);
  } finally {
    handle.client.close();
  }
}, 60_000);

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { createTestApp } from "../../tests/support/api/harness";
import { tusHead, tusPatch, tusUpload } from "../../tests/support/api/invoices";
import { tusUploadStore } from "../lib/tus-uploads";
import { sweepAbandonedUploads } from "./upload-sweep";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test("uploads no invoice used within 24 hours are removed, rows and bytes; younger ones stay", async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "tpf-sweep-"));
  folders.push(directory);
  let clock = Date.parse("2026-05-04T08:00:00.000Z");
  const now = () => new Date(clock);
  const uploads = tusUploadStore({ directory, maxSize: 25 * 1024 * 1024 });
  const t = await createTestApp({ now, uploads });
  const cookie = await t.clientCookie();
  const send = (url: string, init: RequestInit) => t.request(url, init);

  const finished = await tusUpload(send, cookie, new Uint8Array(1000).fill(7));
  const started = await t.request("/api/uploads", {
    method: "POST",
    headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": "1000" },
  });
  const unfinished = started.headers.get("location")?.split("/").at(-1) ?? "";
  await tusPatch(send, cookie, unfinished, 0, new Uint8Array(10));
  clock += 23 * 60 * 60 * 1000;
  const younger = await tusUpload(send, cookie, new Uint8Array(10));
  // Bytes without a row: an upload whose row went with an invoice just before a crash.
  writeFileSync(path.join(directory, "orphan"), "x");
  writeFileSync(
    path.join(directory, "orphan.json"),
    JSON.stringify({ id: "orphan", size: 1, offset: 0, creation_date: "2026-05-01T00:00:00.000Z" }),
  );

  clock += 60 * 60 * 1000 + 1;
  expect(await sweepAbandonedUploads(t.db, uploads, now())).toBe(3);

  const cookieNow = await t.clientCookie();
  expect((await tusHead(send, cookieNow, finished)).status).toBe(404);
  expect((await tusHead(send, cookieNow, unfinished)).status).toBe(404);
  expect((await tusHead(send, cookieNow, younger)).status).toBe(200);
  const { rows } = await t.client.execute("select id from uploads");
  expect(rows.map((row) => row.id)).toEqual([younger]);
  expect(readdirSync(directory).sort()).toEqual([younger, `${younger}.json`].sort());
  expect(existsSync(path.join(directory, finished))).toBe(false);
});

import { mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Invoice } from "../contract/invoice";
import { diskFileStorage } from "../lib/disk-file-storage";
import { memoryFileStorage, type ListableFileStorage } from "../lib/file-storage";
import { s3FileStorage } from "../lib/s3-file-storage";
import { createTestApp } from "../../tests/support/api/harness";
import { startS3Bucket } from "../../tests/support/api/s3-bucket";
import { pdfPage, pngPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";
import { PAGE_FILE_GRACE_MS, sweepUnnamedPageFiles } from "./upload-sweep";

/**
 * Page files no page names (a create that failed or was killed between
 * storing them and committing its rows) are swept once past the grace
 * period; named ones and young ones stay. On disk, in a bucket, in memory.
 */
const bucket = startS3Bucket("tpf-page-sweep", "tpf-sweep-pages");
const { folder } = bucket;
const BUCKET = bucket.bucket;

const storages: [string, () => ListableFileStorage & { folder?: string }][] = [
  [
    "on disk",
    () => {
      const root = mkdtempSync(path.join(folder, "pages-"));
      return { ...diskFileStorage(root), folder: root };
    },
  ],
  [
    "in a bucket",
    () =>
      s3FileStorage({
        bucket: BUCKET,
        region: "us-east-1",
        endpoint: bucket.endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
  ["in memory", () => memoryFileStorage()],
];

describe.each(storages)("page files %s", (_name, makeStorage) => {
  test("files no page names are removed after the grace period; named and young ones stay", async () => {
    const files = makeStorage();
    const t = await createTestApp({ files });
    const cookie = await t.clientCookie();
    const send = (url: string, init: RequestInit) => t.request(url, init);
    const [rate, bol] = [await pngPage(), await pdfPage()];
    const pages = [
      {
        uploadId: await tusUpload(send, cookie, rate),
        documentKind: "rate-confirmation" as const,
        order: 1,
        sha256: sha256(rate),
      },
      {
        uploadId: await tusUpload(send, cookie, bol),
        documentKind: "bol-pod" as const,
        order: 1,
        sha256: sha256(bol),
      },
    ];
    const created = await t.json("POST", "/api/invoices", validInvoice(pages), {
      cookie,
      "Idempotency-Key": "sweep-1",
    });
    expect(created.status).toBe(201);
    const { invoice } = (await created.json()) as { invoice: Invoice };
    const { rows } = await t.client.execute("select storage_key from invoice_pages");
    const named = rows.map((row) => String(row.storage_key)).sort();
    const invoiceId = named[0]?.split("/")[1] ?? "";
    expect(invoice.pages).toHaveLength(2);

    // Left by creates that stored their pages and never committed: in a known invoice's folder and not.
    const unnamed = [`invoices/${invoiceId}/left-by-a-failed-create`, "invoices/never-committed/page"];
    for (const key of unnamed) await files.put(key, new Uint8Array([1, 2, 3]), "image/png");
    // A partial write a crash left on disk.
    if (files.folder) writeFileSync(path.join(files.folder, "invoices", invoiceId, "page.123.456.part"), "x");

    const listed = async () => {
      const keys = [];
      for await (const file of files.list("invoices/")) keys.push(file.key);
      return keys.sort();
    };
    // Within the grace period nothing goes: a create may be between its files and its rows.
    expect(await sweepUnnamedPageFiles(t.db, files, new Date())).toBe(0);
    expect(await listed()).toHaveLength(files.folder ? 5 : 4);

    const later = new Date(Date.now() + PAGE_FILE_GRACE_MS + 60_000);
    expect(await sweepUnnamedPageFiles(t.db, files, later)).toBe(files.folder ? 3 : 2);
    expect(await listed()).toEqual(named);
    for (const page of invoice.pages)
      expect((await t.request(page.url, { headers: { cookie } })).status).toBe(200);
  });
});

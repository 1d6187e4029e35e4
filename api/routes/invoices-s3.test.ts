import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { expect, onTestFinished, test } from "vitest";
import type { Invoice } from "../contract/invoice";
import { nodePageInspector } from "../lib/node-page-inspector";
import { s3Client, s3FileStorage } from "../lib/s3-file-storage";
import { tusUploadStore } from "../lib/tus-uploads";
import { createTestApp } from "../../tests/support/api/harness";
import { startS3Bucket } from "../../tests/support/api/s3-bucket";
import { jpegPage, pdfPage, sha256, tusUpload, validInvoice } from "../../tests/support/api/invoices";

/**
 * The bucket path of the server end to end: chunks through @tus/server staged
 * in an S3 bucket (s3rver, started here), the finished pages into the same
 * bucket, and back out to the client byte for byte; nothing staged is left.
 */
const bucket = startS3Bucket("tpf-s3-invoices", "tpf-invoice-pages");
const BUCKET = bucket.bucket;

test("an invoice's pages go to the bucket and come back byte-identical, only to their client and staff", async () => {
  const pageInspector = nodePageInspector();
  onTestFinished(() => pageInspector.close());
  const t = await createTestApp({
    uploads: tusUploadStore({ bucket: bucket.settings, maxSize: 25 * 1024 * 1024 }),
    files: s3FileStorage(bucket.settings),
    pageInspector,
  });
  const cookie = await t.clientCookie();
  const send = (url: string, init: RequestInit) => t.request(url, init);
  const photo = await jpegPage(1600, 1200, 3);
  const pdf = await pdfPage(4);
  const pages = [
    {
      uploadId: await tusUpload(send, cookie, photo),
      documentKind: "rate-confirmation" as const,
      order: 1,
      sha256: sha256(photo),
    },
    {
      uploadId: await tusUpload(send, cookie, pdf),
      documentKind: "bol-pod" as const,
      order: 1,
      sha256: sha256(pdf),
    },
  ];

  const created = await t.json("POST", "/api/invoices", validInvoice(pages), {
    cookie,
    "Idempotency-Key": "s3-1",
  });
  expect(created.status).toBe(201);
  const { invoice } = (await created.json()) as { invoice: Invoice };

  const listed = await s3Client(bucket.settings).send(new ListObjectsV2Command({ Bucket: BUCKET }));
  expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(
    invoice.pages.map((page) => `invoices/${invoice.id}/${page.id}`).sort(),
  );
  const staff = await t.staffCookie();
  for (const page of invoice.pages) {
    for (const viewer of [cookie, staff]) {
      const served = await t.request(page.url, { headers: { cookie: viewer } });
      expect(served.status).toBe(200);
      expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(page.sha256);
    }
    expect((await t.request(page.url)).status).toBe(401);
  }
});

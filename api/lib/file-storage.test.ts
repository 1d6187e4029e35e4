import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { diskFileStorage } from "./disk-file-storage";
import { memoryFileStorage, type FileStorage } from "./file-storage";
import { s3FileStorage } from "./s3-file-storage";

/** The same behaviour from every place pages can live: memory, disk, and a bucket (s3rver). */

const folder = mkdtempSync(path.join(tmpdir(), "tpf-files-"));
let s3: S3rver;
let endpoint = "";

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: "tpf-invoices", configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** SHA-256 of a stream's bytes (comparing 6 MB arrays element by element is slow). */
async function digestOf(stream: ReadableStream<Uint8Array> | Uint8Array | undefined) {
  if (!stream) return undefined;
  const bytes =
    stream instanceof Uint8Array ? stream : new Uint8Array(await new Response(stream).arrayBuffer());
  return createHash("sha256").update(bytes).digest("hex");
}

const stores: [string, () => FileStorage][] = [
  ["memory", () => memoryFileStorage()],
  ["disk", () => diskFileStorage(path.join(folder, "disk"))],
  [
    "S3 (s3rver)",
    () =>
      s3FileStorage({
        bucket: "tpf-invoices",
        region: "us-east-1",
        endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
  ],
];

describe.each(stores)("%s", (_name, make) => {
  test("keeps bytes exactly, answers nothing for an unknown key, forgets on removal", async () => {
    const storage = make();
    // 6 MB: over lib-storage's 5 MB part size, so the bucket gets a multipart upload.
    const large = new Uint8Array(6 * 1024 * 1024);
    for (let at = 0; at < large.length; at += 65_536)
      large.set(crypto.getRandomValues(new Uint8Array(65_536)), at);

    await storage.put("invoices/a/page-1", large, "application/pdf");
    expect(await digestOf(await storage.get("invoices/a/page-1"))).toBe(await digestOf(large));
    expect(await storage.get("invoices/a/missing")).toBeUndefined();
    await storage.remove("invoices/a/page-1");
    expect(await storage.get("invoices/a/page-1")).toBeUndefined();
    await storage.remove("invoices/a/page-1");
  });
});

test("disk: a key cannot name a file outside the folder, and no partial file is left", async () => {
  const root = path.join(folder, "contained");
  const storage = diskFileStorage(root);
  await expect(storage.put("../escape", new Uint8Array([1]), "image/png")).rejects.toThrow();
  await storage.put("invoices/b/page", new Uint8Array([1, 2, 3]), "image/png");
  expect(readdirSync(path.join(root, "invoices/b"))).toEqual(["page"]);
});

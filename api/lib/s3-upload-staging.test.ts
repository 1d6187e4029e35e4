import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { ERRORS, Upload } from "@tus/server";
import { describe, expect, test } from "vitest";
import { startS3Bucket } from "../../tests/support/api/s3-bucket";
import { s3Client } from "./s3-file-storage";
import { S3StagingStore } from "./s3-upload-staging";

/*
 * Uploads staged in the bucket (docs/decisions/0231-uploads-on-any-server.md), against s3rver. Two
 * store instances over one bucket stand for two servers.
 */

const bucket = startS3Bucket("tpf-s3-staging", "tpf-staging");
const client = () => s3Client(bucket.settings);
const server = (pieceBytes?: number) => new S3StagingStore(client(), bucket.bucket, { pieceBytes });

let count = 0;
async function created(store: S3StagingStore, size: number) {
  const id = `staged-${++count}-${Date.now()}`;
  await store.create(new Upload({ id, size, offset: 0 }));
  return id;
}

const bytes = (length: number, seed = 1) =>
  Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 251);
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const keysOf = async (id: string) =>
  (
    (await client().send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: `incoming/${id}/` })))
      .Contents ?? []
  ).map((object) => object.Key?.slice(`incoming/${id}/`.length));

const CHUNK = 256 * 1024;

describe("uploads staged in the bucket", () => {
  test("a phone's 256 KB chunks, sent to two servers in turn: one piece each, the offset after each is what was acknowledged, the bytes come back whole", async () => {
    const servers = [server(), server()];
    const page = bytes(5 * CHUNK + 1234);
    const id = await created(servers[0]!, page.byteLength);
    for (let at = 0, turn = 0; at < page.byteLength; at += CHUNK, turn++) {
      const store = servers[turn % 2]!;
      const end = Math.min(at + CHUNK, page.byteLength);
      expect((await store.getUpload(id)).offset).toBe(at);
      expect(await store.write(Readable.from([Buffer.from(page.subarray(at, end))]), id, at)).toBe(end);
    }
    expect((await servers[1]!.getUpload(id)).offset).toBe(page.byteLength);
    expect((await servers[0]!.getUpload(id)).size).toBe(page.byteLength);
    expect(sha256((await servers[1]!.readAll(id))!)).toBe(sha256(page));
    // Each chunk was stored once, as it arrived: nothing is downloaded and uploaded again.
    expect(await keysOf(id)).toHaveLength(7);
  });

  test("a large request is cut into pieces as it arrives, so a request holds at most one piece in memory", async () => {
    const store = server(64 * 1024);
    const page = bytes(300 * 1024, 7);
    const id = await created(store, page.byteLength);
    const arriving = Readable.from(
      Array.from({ length: 30 }, (_, index) =>
        Buffer.from(page.subarray(index * 10_240, (index + 1) * 10_240)),
      ),
    );
    expect(await store.write(arriving, id, 0)).toBe(page.byteLength);
    expect((await keysOf(id)).filter((key) => key !== "info")).toEqual([
      "000000000000",
      "000000065536",
      "000000131072",
      "000000196608",
      "000000262144",
    ]);
    expect(sha256((await store.readAll(id))!)).toBe(sha256(page));
  });

  test("a connection that breaks mid-chunk keeps what arrived before the break", async () => {
    const store = server();
    const page = bytes(CHUNK, 3);
    const id = await created(store, page.byteLength);
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from(page.subarray(0, 1000)));
    setTimeout(() => broken.destroy(new Error("connection reset")), 20);
    await expect(store.write(broken, id, 0)).rejects.toThrow("connection reset");
    expect((await store.getUpload(id)).offset).toBe(1000);
    expect(await store.readAll(id)).toEqual(page.subarray(0, 1000));
  });

  test("a piece that does not follow on from byte 0 (a request that lost its lock) is not part of the upload", async () => {
    const store = server();
    const page = bytes(3000, 5);
    const id = await created(store, page.byteLength);
    await client().send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: `incoming/${id}/000000002000`,
        Body: page.subarray(2000),
      }),
    );
    expect((await store.getUpload(id)).offset).toBe(0);
    await store.write(Readable.from([Buffer.from(page.subarray(0, 1500))]), id, 0);
    expect((await store.getUpload(id)).offset).toBe(1500);
    await store.write(Readable.from([Buffer.from(page.subarray(1500, 2000))]), id, 1500);
    // Now it follows on: those bytes are the page's own at that offset.
    expect((await store.getUpload(id)).offset).toBe(3000);
    expect(await store.readAll(id)).toEqual(page);
  });

  test("an upload removed through one server is gone for the other too, although that one knew it", async () => {
    const [first, second] = [server(), server()];
    const id = await created(first, 10);
    await second.write(Readable.from([Buffer.from(bytes(4))]), id, 0);
    await first.remove(id);
    expect(await keysOf(id)).toEqual([]);
    await expect(second.getUpload(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
    expect(await second.readAll(id)).toBeUndefined();
    await expect(second.remove(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  test("the sweep's listing gives each staged upload with when it was created", async () => {
    const store = server();
    const before = new Date(Date.now() - 1000);
    const id = await created(store, 10);
    const listed = (await store.folders()).find((folder) => folder.id === id);
    expect(listed?.writtenAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });
});

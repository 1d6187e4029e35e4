import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";

/**
 * A fake S3 server (s3rver) on loopback for one test file, with one bucket,
 * started before its tests and removed after them with its scratch folder.
 * `folder` is that scratch folder, for other files the tests need.
 */
export function startS3Bucket(name: string, bucket: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  let s3: S3rver | undefined;
  const fixture = { folder, bucket, endpoint: "" };
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: path.join(folder, "s3"),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    fixture.endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return fixture;
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { S3Settings } from "../../../api/lib/s3-file-storage";
import { startS3rver } from "../s3rver";

/**
 * A fake S3 server (s3rver) on loopback for one test file, with one bucket,
 * started before its tests and removed after them with its scratch folder.
 * `folder` is that scratch folder, for other files the tests need;
 * `settings` the bucket's for the server's code, `env` for a server process.
 */
export function startS3Bucket(name: string, bucket: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  const fixture = {
    folder,
    bucket,
    endpoint: "",
    settings: { bucket, region: "" } as S3Settings,
    env: {} as Record<string, string>,
  };
  beforeAll(async () => {
    s3 = await startS3rver(folder, bucket);
    fixture.endpoint = s3.endpoint;
    fixture.settings = s3.settings;
    fixture.env = s3.env;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return fixture;
}

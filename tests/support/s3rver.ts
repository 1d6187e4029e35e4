import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../api/lib/s3-file-storage";

/** A fake S3 server (s3rver) on loopback with one bucket, its files under `folder`. */
export async function startS3rver(folder: string, bucket: string) {
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    endpoint,
    /** The settings of the server's own code using the bucket. */
    settings,
    /** The settings of a server using the bucket (the names the server reads). */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    close: () => s3.close(),
  };
}

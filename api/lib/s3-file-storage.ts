import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { ListableFileStorage } from "./file-storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket.host/key` is AWS's style; most other services want `host/bucket/key`. */
  forcePathStyle?: boolean;
}

/** A client of the bucket the settings name (the pages' storage and the staged uploads share it). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/**
 * Invoice pages in an S3-compatible bucket (docs/decisions/0020-invoice-files.md).
 * Objects are private (no ACL is ever set) and read back only through the
 * API. lib-storage sends large pages as a multipart upload, small ones in
 * one request.
 */
export function s3FileStorage(settings: S3Settings): ListableFileStorage {
  const client = s3Client(settings);
  return {
    async put(key, bytes, contentType) {
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key, Body: bytes, ContentType: contentType },
      }).done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return answer.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

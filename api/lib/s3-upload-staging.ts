import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { DataStore, ERRORS, Upload } from "@tus/server";

/** Where staged uploads sit in the bucket, apart from the pages (`invoices/`). */
export const STAGING_PREFIX = "incoming/";
/** The most one request holds in memory before it stores what it has as a piece. */
const DEFAULT_PIECE_BYTES = 1024 * 1024;
/** Upload facts kept in memory per server: they never change while an upload lives. */
const KNOWN_UPLOADS = 10_000;

interface StagedInfo {
  size: number | undefined;
  creation_date: string | undefined;
  metadata: Upload["metadata"];
}

interface Piece {
  start: number;
  size: number;
}

/** A staged upload's folder and what it holds, as the bucket lists it. */
export interface StagedFolder {
  id: string;
  /** When its info was written (its creation), or, without info, when its newest piece was. */
  writtenAt: Date;
}

const folderOf = (id: string) => `${STAGING_PREFIX}${id}/`;
const infoKey = (id: string) => `${folderOf(id)}info`;
/** Pieces are named by the offset of their first byte; their length is the object's. */
const pieceKey = (id: string, start: number) => `${folderOf(id)}${String(start).padStart(12, "0")}`;
const PIECE_NAME = /^\d{12}$/;

/**
 * A tus data store that stages uploads in the S3 bucket, so that any server can continue any upload
 * (docs/decisions/0231-uploads-on-any-server.md). Each stretch of a request's bytes becomes an
 * object of its own, named by its offset and stored whole (a PUT is atomic): a piece is either all
 * there or not at all, so an upload's offset, read by listing its folder, is exactly what was
 * stored, whichever server stored it and whenever another one died. A phone's 256 KB chunk is one
 * piece; a larger request is cut into pieces of `pieceBytes` as it arrives, so a request holds at
 * most that much in memory.
 *
 * Not `@tus/s3-store`: it keeps an upload as an S3 multipart upload, whose parts must be 5 MiB but
 * the last, and holds anything smaller in one extra object that every later chunk downloads, deletes
 * and uploads again with the chunk added. With 256 KB chunks and pages under 5 MiB that is all of an
 * upload, copied again for every chunk; and a server killed between that delete and the new upload
 * loses every byte already acknowledged.
 */
export class S3StagingStore extends DataStore {
  private readonly known = new Map<string, StagedInfo>();
  private readonly pieceBytes: number;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    options: { pieceBytes?: number } = {},
  ) {
    super();
    this.extensions = ["creation", "termination"];
    this.pieceBytes = options.pieceBytes ?? DEFAULT_PIECE_BYTES;
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: StagedInfo = {
      size: upload.size,
      creation_date: upload.creation_date,
      metadata: upload.metadata,
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: infoKey(upload.id),
        Body: JSON.stringify(info),
        ContentType: "application/json",
      }),
    );
    this.remember(upload.id, info);
    upload.storage = { type: "s3", path: folderOf(upload.id), bucket: this.bucket };
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let piece: Buffer | undefined;
    let filled = 0;
    let at = offset;
    const store = async () => {
      if (!piece || filled === 0) return;
      await this.putPiece(id, at, piece.subarray(0, filled));
      at += filled;
      piece = undefined;
      filled = 0;
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        for (let read = 0; read < chunk.byteLength;) {
          piece ??= Buffer.allocUnsafe(this.pieceBytes);
          const taken = Math.min(chunk.byteLength - read, this.pieceBytes - filled);
          chunk.copy(piece, filled, read, read + taken);
          filled += taken;
          read += taken;
          if (filled === this.pieceBytes) await store();
        }
      }
    } catch (error) {
      // The connection broke: what arrived before the break is the phone's bytes all the same.
      await store();
      throw error;
    }
    await store();
    return at;
  }

  override async getUpload(id: string): Promise<Upload> {
    const listed = await this.list(folderOf(id));
    if (!listed.some((object) => object.key === infoKey(id))) throw ERRORS.FILE_NOT_FOUND;
    const info = await this.info(id);
    return new Upload({
      id,
      size: info.size,
      offset: chainEnd(pieces(id, listed)).offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: "s3", path: folderOf(id), bucket: this.bucket },
    });
  }

  override async remove(id: string): Promise<void> {
    const keys = (await this.list(folderOf(id))).map((object) => object.key);
    this.known.delete(id);
    if (keys.length === 0) throw ERRORS.FILE_NOT_FOUND;
    for (let start = 0; start < keys.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** The bytes of an upload from its first to its last acknowledged one, or undefined when there is no such upload. */
  async readAll(id: string): Promise<Uint8Array | undefined> {
    const listed = await this.list(folderOf(id));
    if (!listed.some((object) => object.key === infoKey(id))) return undefined;
    const { chain, offset } = chainEnd(pieces(id, listed));
    const bytes = new Uint8Array(offset);
    for (const piece of chain) {
      const answer = await this.client
        .send(new GetObjectCommand({ Bucket: this.bucket, Key: pieceKey(id, piece.start) }))
        .catch((error: unknown) => {
          // Removed since the listing: another create made it a page meanwhile. It is not there.
          if ((error as { name?: string }).name === "NoSuchKey") return undefined;
          throw error;
        });
      const body = await answer?.Body?.transformToByteArray();
      if (!body || body.byteLength !== piece.size) return undefined;
      bytes.set(body, piece.start);
    }
    return bytes;
  }

  /** Every staged upload's folder, with when it was written: for the sweep. */
  async folders(): Promise<StagedFolder[]> {
    const folders = new Map<string, { info?: Date; newest: Date }>();
    for (const object of await this.list(STAGING_PREFIX)) {
      const [id, name] = object.key.slice(STAGING_PREFIX.length).split("/");
      if (!id || name === undefined) continue;
      const folder = folders.get(id) ?? { newest: object.modifiedAt };
      if (name === "info") folder.info = object.modifiedAt;
      if (object.modifiedAt > folder.newest) folder.newest = object.modifiedAt;
      folders.set(id, folder);
    }
    return [...folders].map(([id, folder]) => ({ id, writtenAt: folder.info ?? folder.newest }));
  }

  private async putPiece(id: string, start: number, bytes: Uint8Array) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: pieceKey(id, start),
        Body: bytes,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  private async info(id: string): Promise<StagedInfo> {
    const known = this.known.get(id);
    if (known) return known;
    const answer = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: infoKey(id) }))
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === "NoSuchKey") throw ERRORS.FILE_NOT_FOUND;
        throw error;
      });
    const info = JSON.parse((await answer.Body?.transformToString()) ?? "{}") as StagedInfo;
    this.remember(id, info);
    return info;
  }

  private remember(id: string, info: StagedInfo) {
    if (this.known.size >= KNOWN_UPLOADS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(id, info);
  }

  private async list(prefix: string): Promise<{ key: string; size: number; modifiedAt: Date }[]> {
    const objects: { key: string; size: number; modifiedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          objects.push({
            key: object.Key,
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
}

/** The pieces of one upload's folder. */
function pieces(id: string, listed: { key: string; size: number }[]): Piece[] {
  const folder = folderOf(id);
  return listed.flatMap((object) => {
    const name = object.key.slice(folder.length);
    return PIECE_NAME.test(name) ? [{ start: Number(name), size: object.size }] : [];
  });
}

/**
 * The pieces that follow each other from byte 0, and where they end: the upload's offset. A piece
 * that does not start where the previous one ended (left by a request that lost its lock) is not
 * part of the upload.
 */
function chainEnd(all: Piece[]): { chain: Piece[]; offset: number } {
  const byStart = new Map(all.filter((piece) => piece.size > 0).map((piece) => [piece.start, piece]));
  const chain: Piece[] = [];
  let offset = 0;
  for (let next = byStart.get(0); next; next = byStart.get(offset)) {
    chain.push(next);
    offset += next.size;
  }
  return { chain, offset };
}

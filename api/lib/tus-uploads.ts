import { FileStore } from "@tus/file-store";
import { Server, type DataStore, type Locker } from "@tus/server";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { s3Client, type S3Settings } from "./s3-file-storage";
import { S3StagingStore } from "./s3-upload-staging";
import type { UploadStore } from "./uploads";

/**
 * Where uploads in progress are staged (docs/decisions/0231-uploads-on-any-server.md): a folder (the
 * server's own by default, or one every server mounts), or the site's bucket, under `incoming/`.
 */
export type UploadStaging = { directory: string } | { bucket: S3Settings };

/** What the store needs of a staging place besides tus's own data store methods. */
interface Staging {
  datastore: DataStore;
  read(id: string): Promise<Uint8Array | undefined>;
  /** Ids of the uploads created before `cutoff`, whether or not a row still names them. */
  createdBefore(cutoff: Date): Promise<string[]>;
  /** Removes whatever is left of an upload, even a damaged one. */
  discard(id: string): Promise<void>;
}

function folderStaging(directory: string): Staging {
  mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory });
  return {
    datastore,
    async read(id) {
      const found = await datastore.getUpload(id).catch(() => undefined);
      if (!found?.storage?.path) return undefined;
      try {
        return new Uint8Array(await readFile(found.storage.path));
      } catch (error) {
        // Removed since the look-up: another create made it a page meanwhile. It is not there.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async createdBefore(cutoff) {
      const ids: string[] = [];
      for (const id of (await datastore.configstore.list?.()) ?? []) {
        const info = await datastore.configstore.get(id);
        const created = info?.creation_date ? Date.parse(info.creation_date) : 0;
        if (created < cutoff.getTime()) ids.push(id);
      }
      return ids;
    },
    async discard(id) {
      await datastore.remove(id).catch(() => datastore.configstore.delete(id));
    },
  };
}

function bucketStaging(settings: S3Settings): Staging {
  const datastore = new S3StagingStore(s3Client(settings), settings.bucket);
  return {
    datastore,
    read: (id) => datastore.readAll(id),
    async createdBefore(cutoff) {
      return (await datastore.folders()).filter((folder) => folder.writtenAt < cutoff).map(({ id }) => id);
    },
    async discard(id) {
      await datastore.remove(id).catch(() => undefined);
    },
  };
}

/**
 * Resumable uploads on the Node server: @tus/server over the staging place. Each chunk is streamed
 * to the staging place as it arrives, never held whole in memory; after a crash or a cut, what was
 * stored is the offset the phone resumes from, on this server or another
 * (docs/decisions/0022-resumable-uploads.md). `locker` keeps one request at a time on an upload:
 * tus's in-memory one for a single server, the database's leases for several.
 */
export function tusUploadStore(
  options: UploadStaging & { maxSize: number; locker?: Locker | undefined },
): UploadStore {
  const staging = "bucket" in options ? bucketStaging(options.bucket) : folderStaging(options.directory);
  const { datastore } = staging;
  // The route chooses the id of a new upload (and records its owner) before tus creates it, and
  // authorises the id of every later request: tus acts on that id, never on one parsed from the URL
  // (which it reads from the last "/" of the whole URL, query string included).
  const authorisedIds = new WeakMap<Request, string>();
  const server = new Server({
    path: "/api/uploads",
    datastore,
    maxSize: options.maxSize,
    relativeLocation: true,
    respectForwardedHeaders: false,
    ...(options.locker ? { locker: options.locker } : {}),
    getFileIdFromRequest: (request) => authorisedIds.get(request as unknown as Request),
    namingFunction: (request) => {
      const id = authorisedIds.get(request as unknown as Request);
      if (!id) throw new Error("upload created without an id from the route");
      return id;
    },
  });

  const upload = async (id: string) => {
    try {
      return await datastore.getUpload(id);
    } catch {
      return undefined;
    }
  };

  return {
    async handle(request, id) {
      authorisedIds.set(request, id);
      return server.handleWeb(request);
    },
    async status(id) {
      const found = await upload(id);
      return found && { size: found.size ?? 0, offset: found.offset };
    },
    read: (id) => staging.read(id),
    async remove(id) {
      if (await upload(id)) await datastore.remove(id).catch(() => undefined);
    },
    async sweep(cutoff) {
      const removed = await staging.createdBefore(cutoff);
      for (const id of removed) await staging.discard(id);
      return removed;
    },
  };
}

import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { UploadStore } from "./uploads";

/**
 * Resumable uploads on the Node server: @tus/server over files in one
 * folder (`DATA_DIR/uploads/incoming`). Each chunk is streamed to the end of
 * its file as it arrives, never held whole in memory; after a crash or a cut
 * the file's length is the offset the phone resumes from
 * (docs/decisions/0022-resumable-uploads.md).
 */
export function tusUploadStore(options: { directory: string; maxSize: number }): UploadStore {
  mkdirSync(options.directory, { recursive: true });
  const datastore = new FileStore({ directory: options.directory });
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
    async read(id) {
      const found = await upload(id);
      if (!found?.storage?.path) return undefined;
      try {
        return new Uint8Array(await readFile(found.storage.path));
      } catch (error) {
        // Removed since the look-up: another create made it a page meanwhile. It is not there.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async remove(id) {
      if (await upload(id)) await datastore.remove(id).catch(() => undefined);
    },
    async sweep(cutoff) {
      const removed: string[] = [];
      for (const id of (await datastore.configstore.list?.()) ?? []) {
        const info = await datastore.configstore.get(id);
        const created = info?.creation_date ? Date.parse(info.creation_date) : 0;
        if (created < cutoff.getTime()) {
          await datastore.remove(id).catch(() => datastore.configstore.delete(id));
          removed.push(id);
        }
      }
      return removed;
    },
  };
}

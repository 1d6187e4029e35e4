import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage } from "./file-storage";

/**
 * Files under one folder (`DATA_DIR/uploads/pages` by default). A file is
 * written to a temporary name, flushed to disk and then renamed, so a crash
 * leaves either the whole file or none of it under its key.
 */
export function diskFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error("storage key outside the folder");
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      const handle = await open(partial, "w", 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ListableFileStorage } from "./file-storage";

/**
 * Files under one folder (`DATA_DIR/uploads/pages` by default). A file is
 * written to a temporary name, flushed to disk and then renamed, so a crash
 * leaves either the whole file or none of it under its key.
 */
export function diskFileStorage(root: string): ListableFileStorage {
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
    // Partial files a crash left behind (`.part`) are listed too: no page names them.
    async *list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join("/");
        if (!key.startsWith(prefix)) continue;
        const modified = await stat(file).catch(() => undefined);
        if (modified) yield { key, modifiedAt: modified.mtime };
      }
    },
  };
}

/**
 * Where the bytes of invoice pages are kept: local disk by default, an
 * S3-compatible bucket when configured, memory in tests and in the browser
 * mocks (docs/decisions/0020-invoice-files.md). Keys are made by the server
 * (`invoices/{invoiceId}/{pageId}`), never taken from a request.
 */
export interface FileStorage {
  /** Stores bytes under a key; resolves once they are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when there is nothing under the key. */
  get(key: string): Promise<ReadableStream<Uint8Array> | undefined>;
  /** Removes a key; removing what is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Storage the server sweeps (disk, bucket); the browser mocks' storage is never swept. */
export interface ListableFileStorage extends FileStorage {
  /** Every key under a prefix, with when it was written: for the sweep of files no page names. */
  list(prefix: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Keeps files in a Map: the browser mocks and tests. */
export function memoryFileStorage(now = () => new Date()): ListableFileStorage & { keys(): string[] } {
  const files = new Map<string, Uint8Array>();
  const written = new Map<string, Date>();
  return {
    async put(key, bytes) {
      files.set(key, bytes.slice());
      written.set(key, now());
    },
    async get(key) {
      const bytes = files.get(key);
      if (!bytes) return undefined;
      return new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice());
          controller.close();
        },
      });
    },
    async remove(key) {
      files.delete(key);
      written.delete(key);
    },
    async *list(prefix) {
      for (const [key, modifiedAt] of [...written]) if (key.startsWith(prefix)) yield { key, modifiedAt };
    },
    keys: () => [...files.keys()],
  };
}

import type { PreviousUpload, UrlStorage } from "tus-js-client";
import { packetDb } from "./packet-db";

/**
 * Where tus-js-client keeps each upload's URL for resuming: IndexedDB,
 * beside the packets, so a reload, a restart of the phone or the service
 * worker asks the server for the acknowledged offset (HEAD) and goes on
 * from there. (tus-js-client's own storage is localStorage, which workers
 * do not have.)
 */
export const indexedDbUrlStorage: UrlStorage = {
  async findAllUploads() {
    return (await (await packetDb()).getAll("uploads")).map(toPrevious);
  },

  async findUploadsByFingerprint(fingerprint) {
    const db = await packetDb();
    return (await db.getAllFromIndex("uploads", "by-fingerprint", fingerprint)).map(toPrevious);
  },

  async removeUpload(urlStorageKey) {
    await (await packetDb()).delete("uploads", urlStorageKey);
  },

  async addUpload(fingerprint, upload) {
    const db = await packetDb();
    const tx = db.transaction("uploads", "readwrite");
    // One resume URL per page: a new upload of the page replaces the one before.
    for (const old of await tx.store.index("by-fingerprint").getAllKeys(fingerprint))
      await tx.store.delete(old);
    const urlStorageKey = `${fingerprint}::${Date.now()}`;
    await tx.store.put({
      urlStorageKey,
      fingerprint,
      size: upload.size,
      metadata: upload.metadata,
      creationTime: upload.creationTime,
      uploadUrl: upload.uploadUrl,
      parallelUploadUrls: upload.parallelUploadUrls,
    });
    await tx.done;
    return urlStorageKey;
  },
};

function toPrevious({
  fingerprint: _fingerprint,
  ...stored
}: {
  fingerprint: string;
} & PreviousUpload): PreviousUpload {
  return stored;
}

/** Forgets the resume URLs of some pages (their packet was sent or discarded). */
export async function forgetUploads(pageIds: readonly string[]): Promise<void> {
  const db = await packetDb();
  const tx = db.transaction("uploads", "readwrite");
  for (const pageId of pageIds) {
    for (const key of await tx.store.index("by-fingerprint").getAllKeys(pageFingerprint(pageId))) {
      await tx.store.delete(key);
    }
  }
  await tx.done;
}

/** The tus fingerprint of a page: its id, since two scans may have the same size and type. */
export const pageFingerprint = (pageId: string) => `tpf-page:${pageId}`;

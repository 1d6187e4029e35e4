import { deleteUploadsExpiredAt, namedStorageKeys } from "./invoices";
import { deleteLeasesExpiredBefore } from "./leases";
import type { ListableFileStorage } from "../lib/file-storage";
import type { Database } from "./types";
import { uploadExpiryCutoff, type UploadStore } from "../lib/uploads";

/**
 * Removes uploads that no invoice used within their lifetime (a day from creation): their rows (so
 * they can no longer become pages) and their bytes. Then anything else the store holds from before
 * the cutoff, such as the bytes of an upload whose row went with an invoice while the process
 * stopped before deleting them. Safe to run at any time and from several servers.
 */
export async function sweepAbandonedUploads(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  const expired = await deleteUploadsExpiredAt(db, now.toISOString());
  for (const id of expired) await uploads.remove(id);
  const leftOver = await uploads.sweep(new Date(uploadExpiryCutoff(now.toISOString())));
  return new Set([...expired, ...leftOver]).size;
}

/**
 * A page file is written before its row is committed, so a file no page
 * names is left by a create that failed or was killed in between. Files
 * younger than this are never swept: their create may still be in flight.
 */
export const PAGE_FILE_GRACE_MS = 60 * 60 * 1000;

/** Removes page files (on disk or in the bucket) that no page names and that are past the grace period. */
export async function sweepUnnamedPageFiles(
  db: Database,
  files: ListableFileStorage,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - PAGE_FILE_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const named = await namedStorageKeys(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await files.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of files.list("invoices/")) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length === 500) await settle();
  }
  await settle();
  return removed;
}

/** The hourly clean-up, run by one server at a time under its lease (docs/decisions/0231-uploads-on-any-server.md). */
export const UPLOAD_SWEEP = { name: "upload-sweep", everyMs: 60 * 60 * 1000 };

/** What one pass of the clean-up removed. */
export interface SweepCounts {
  uploads: number;
  pageFiles: number;
  leases: number;
}

/**
 * One pass of the clean-up: uploads past their lifetime, page files no page names, and the leases
 * that servers which died left behind.
 */
export async function sweepUploads(
  db: Database,
  stores: { uploads: UploadStore; files: ListableFileStorage },
  now: () => Date,
): Promise<SweepCounts> {
  const uploads = await sweepAbandonedUploads(db, stores.uploads, now());
  const pageFiles = await sweepUnnamedPageFiles(db, stores.files, now());
  const leases = await deleteLeasesExpiredBefore(db, now());
  return { uploads, pageFiles, leases };
}

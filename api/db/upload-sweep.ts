import { deleteUploadsBefore } from "./invoices";
import type { Database } from "./types";
import { UPLOAD_TTL_MS, type UploadStore } from "../lib/uploads";

/**
 * Removes uploads that no invoice used within a day of their creation: their
 * rows (so they can no longer become pages) and their bytes. Then anything
 * else the store holds from before the cutoff, such as the bytes of an upload
 * whose row went with an invoice while the process stopped before deleting
 * them. Safe to run at any time and from several servers.
 */
export async function sweepAbandonedUploads(db: Database, uploads: UploadStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_TTL_MS);
  const expired = await deleteUploadsBefore(db, cutoff.toISOString());
  for (const id of expired) await uploads.remove(id);
  const leftOver = await uploads.sweep(cutoff);
  return new Set([...expired, ...leftOver]).size;
}

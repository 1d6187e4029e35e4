import type { PreviousUpload, UrlStorage } from "tus-js-client";
import { tellQueue } from "../../../lib/send-queue";
import type { InvoicePacket, PageFile } from "./packet-db";
import { pageFingerprint } from "./tus-url-storage";

/**
 * Packets this phone cannot keep (docs/decisions/0180-every-engine.md): the
 * browser has no IndexedDB, refuses to store a Blob in it (WebKit with
 * storage that is not kept, as in Safari's Private Browsing), or is out of
 * room. Keeping a copy is never a condition of sending: such a packet lives
 * in this page's memory and goes straight away, with the same resumable
 * uploads and the same Idempotency-Key as a kept one. It is lost if the page
 * closes before it is sent, and the driver is told so.
 */

const packets = new Map<string, InvoicePacket>();
const files = new Map<string, PageFile>();

/** A packet kept only in this page's memory, by its key. */
export const memoryPacket = (id: string): InvoicePacket | undefined => packets.get(id);

/** Every packet kept in memory, oldest first. */
export const memoryPackets = (): InvoicePacket[] =>
  [...packets.values()].sort((a, b) => a.createdAt - b.createdAt);

export function keepInMemory(packet: InvoicePacket, pageFiles: readonly PageFile[]): InvoicePacket {
  const kept: InvoicePacket = { ...packet, onlyInMemory: true };
  for (const file of pageFiles) files.set(file.pageId, file);
  packets.set(kept.idempotencyKey, kept);
  tellQueue({ type: "changed" });
  return kept;
}

/** Changes a packet kept in memory; `change` returns undefined to leave it as it is. */
export function updateMemoryPacket(
  id: string,
  change: (packet: InvoicePacket) => InvoicePacket | undefined,
): InvoicePacket | undefined {
  const current = packets.get(id);
  if (!current) return undefined;
  const next = change(current);
  if (!next) return undefined;
  packets.set(id, { ...next, onlyInMemory: true });
  tellQueue({ type: "changed" });
  return packets.get(id);
}

export const memoryPageFile = (pageId: string): PageFile | undefined => files.get(pageId);

export const memoryPacketFiles = (packetId: string): PageFile[] =>
  [...files.values()].filter((file) => file.packetId === packetId);

export function dropMemoryFiles(pageIds: readonly string[]): void {
  for (const pageId of pageIds) {
    files.delete(pageId);
    uploads.delete(pageFingerprint(pageId));
  }
}

/** Forgets a packet kept in memory, with its files (discarded, or replaced by its correction). */
export function forgetMemoryPacket(id: string): void {
  const packet = packets.get(id);
  if (!packet) return;
  dropMemoryFiles(packet.pages.map((page) => page.id));
  packets.delete(id);
  tellQueue({ type: "changed" });
}

/** The resume URL of each page's upload in progress, by tus fingerprint. */
const uploads = new Map<string, PreviousUpload & { urlStorageKey: string }>();

/** tus-js-client's resume URLs for packets kept in memory: a retry goes on from the acknowledged byte. */
export const memoryUrlStorage: UrlStorage = {
  findAllUploads: () => Promise.resolve([...uploads.values()]),
  findUploadsByFingerprint: (fingerprint) =>
    Promise.resolve(
      [...uploads.entries()].filter(([key]) => key === fingerprint).map(([, upload]) => upload),
    ),
  removeUpload(urlStorageKey) {
    for (const [key, upload] of uploads) if (upload.urlStorageKey === urlStorageKey) uploads.delete(key);
    return Promise.resolve();
  },
  addUpload(fingerprint, upload) {
    const urlStorageKey = `${fingerprint}::memory`;
    uploads.set(fingerprint, { ...upload, urlStorageKey });
    return Promise.resolve(urlStorageKey);
  },
};

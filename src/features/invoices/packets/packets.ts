import type { IDBPDatabase } from "idb";
import {
  addItem,
  adoptEarlier,
  adoptItems,
  discardItem,
  getItem,
  listItems,
  onQueueNews,
  removeItem,
  tellQueue,
  updateItem,
  type QueueItem,
  type QueueNews,
} from "../../../lib/send-queue";
import { KEEP_SENT_MS } from "./keep-sent";
import { packetDb, type InvoicePacket, type PacketPage, type PageFile } from "./packet-db";
import {
  dropMemoryFiles,
  forgetMemoryPacket,
  keepInMemory,
  memoryPacket,
  memoryPacketFiles,
  memoryPackets,
  memoryPageFile,
  updateMemoryPacket,
} from "./memory-packets";
import { forgetUploads } from "./tus-url-storage";

/**
 * Reading and writing packets: items of the send queue (kinds `invoice`
 * and `add-pages`), with their page files beside them. Plain functions over
 * IndexedDB with no DOM and no React, so the service worker imports the same
 * code.
 */

export const PACKET_KINDS = ["invoice", "add-pages"] as const;

const isPacket = (item: QueueItem): item is InvoicePacket =>
  (PACKET_KINDS as readonly string[]).includes(item.kind);

/** Tells every tab and worker, this one included, of the bytes sent of a page. */
export const tellProgress = (packetId: string, pageId: string, bytesSent: number) =>
  tellQueue({ type: "progress", idempotencyKey: packetId, partId: pageId, bytesSent });

/** Calls `listener` on every change or progress, here or in another tab or worker. */
export const onPacketNews = (listener: (news: QueueNews) => void) => onQueueNews(listener);

let lastCreatedAt = 0;
/** Strictly increasing in this context, so packets saved in one millisecond keep their order. */
function createdNow(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export interface NewPage extends Omit<PacketPage, "uploadedBytes" | "uploadId" | "error"> {
  blob: Blob;
  thumbnail: Blob | null;
  /** A page carried over from a refused packet keeps its finished upload. */
  uploadId?: string;
}

/**
 * Writes a packet's page files, then the packet: after this, a reload, a
 * closed app or a restarted phone loses nothing (files without their packet,
 * should the phone stop in between, are never sent and go with the next
 * packet that replaces or discards nothing of theirs). `replaces` names a
 * refused packet this one corrects; it goes in the same write as the new one.
 *
 * Where the phone cannot keep it (no IndexedDB, Blobs refused, no room), the
 * packet is kept in this page's memory instead and sent from there
 * (`onlyInMemory`, docs/decisions/0180-every-engine.md): keeping a copy is
 * never a condition of sending.
 */
export async function savePacket(
  packet: Pick<InvoicePacket, "idempotencyKey" | "kind" | "reference" | "load" | "locale">,
  pages: readonly NewPage[],
  replaces?: string,
): Promise<InvoicePacket> {
  const item = {
    ...packet,
    pages: pages.map(({ blob: _blob, thumbnail: _thumbnail, uploadId, ...page }) =>
      uploadId ? { ...page, uploadId, uploadedBytes: page.size } : { ...page, uploadedBytes: 0 },
    ),
    totalBytes: pages.reduce((sum, page) => sum + page.size, 0),
    createdAt: createdNow(),
    attempts: 0,
  };
  const files: PageFile[] = pages.map((page) => ({
    pageId: page.id,
    packetId: packet.idempotencyKey,
    blob: page.blob,
    thumbnail: page.thumbnail,
  }));
  const replacedInMemory = replaces === undefined ? undefined : memoryPacket(replaces);
  if (replacedInMemory) {
    // The refused packet lived in memory: its correction does too, and goes from here.
    forgetMemoryPacket(replacedInMemory.idempotencyKey);
    return keepInMemory({ ...item, state: "waiting" }, files);
  }
  let filesWritten = false;
  try {
    const tx = (await packetDb()).transaction("files", "readwrite");
    for (const file of files) await tx.store.put(file);
    await tx.done;
    filesWritten = true;
    const { item: saved, replaced } = await addItem(item as Omit<InvoicePacket, "state">, { replaces });
    if (replaced && isPacket(replaced)) {
      const reused = new Set(pages.map((page) => page.id));
      await dropFiles(replaced, (page) => !reused.has(page.id));
    }
    return saved as InvoicePacket;
  } catch {
    if (filesWritten) {
      // The files went in but the packet did not: they would never be sent from there.
      await dropFiles({ ...item, state: "waiting" } as InvoicePacket).catch(() => undefined);
    }
    return keepInMemory({ ...item, state: "waiting" }, files);
  }
}

const PROBE = "tpf-probe";

/**
 * Whether this phone can keep a packet's pages: a small Blob written and
 * removed again. False without IndexedDB and where it refuses Blobs (WebKit
 * with storage that is not kept), so the form can say before Submit that
 * its invoice will go from this page instead.
 */
export async function canKeepPages(): Promise<boolean> {
  try {
    const tx = (await packetDb()).transaction("files", "readwrite");
    const done = tx.done.catch(() => false);
    await tx.store.put({ pageId: PROBE, packetId: PROBE, blob: new Blob([PROBE]), thumbnail: null });
    await tx.store.delete(PROBE);
    return (await done) !== false;
  } catch {
    return false;
  }
}

/** Every packet on this phone, oldest first. */
export async function listPackets(): Promise<InvoicePacket[]> {
  const inMemory = memoryPackets();
  // Without IndexedDB, the packets this page holds are all there is.
  const kept = (await listItems(PACKET_KINDS).catch(() => [])) as InvoicePacket[];
  return inMemory.length === 0 ? kept : [...kept, ...inMemory].sort((a, b) => a.createdAt - b.createdAt);
}

export async function getPacket(id: string): Promise<InvoicePacket | undefined> {
  const inMemory = memoryPacket(id);
  if (inMemory) return inMemory;
  const item = await getItem(id);
  return item && isPacket(item) ? item : undefined;
}

export async function getPageFile(pageId: string): Promise<PageFile | undefined> {
  return memoryPageFile(pageId) ?? (await packetDb()).get("files", pageId);
}

export async function getPacketFiles(packetId: string): Promise<PageFile[]> {
  if (memoryPacket(packetId)) return memoryPacketFiles(packetId);
  return (await packetDb()).getAllFromIndex("files", "by-packet", packetId);
}

/** Updates a packet in one transaction; `change` returns undefined to leave it as it is. */
export function updatePacket(
  id: string,
  change: (packet: InvoicePacket) => InvoicePacket | undefined,
): Promise<InvoicePacket | undefined> {
  if (memoryPacket(id)) return Promise.resolve(updateMemoryPacket(id, change));
  return updateItem<InvoicePacket>(id, change);
}

/** Sets fields of one page of a packet. */
export function updatePage(packetId: string, pageId: string, change: Partial<PacketPage>) {
  return updatePacket(packetId, (packet) => ({
    ...packet,
    pages: packet.pages.map((page) => (page.id === pageId ? { ...page, ...change } : page)),
  }));
}

/** Removes a packet's files (those `which` picks) and their resume URLs: it was sent, discarded or replaced. */
export async function dropFiles(packet: InvoicePacket, which: (page: PacketPage) => boolean = () => true) {
  const pages = packet.pages.filter(which);
  if (packet.onlyInMemory) {
    dropMemoryFiles(pages.map((page) => page.id));
    return;
  }
  const tx = (await packetDb()).transaction("files", "readwrite");
  for (const page of pages) await tx.store.delete(page.id);
  await tx.done;
  await forgetUploads(pages.map((page) => page.id));
}

/**
 * Removes a packet the driver no longer wants. Refused (false) while it is
 * being sent, or once sent (a sent invoice is a funding request: staff may
 * decline it, the phone cannot take it back).
 */
export async function discardPacket(id: string): Promise<boolean> {
  const inMemory = memoryPacket(id);
  if (inMemory) {
    if (inMemory.state === "sending" || inMemory.state === "sent") return false;
    forgetMemoryPacket(id);
    return true;
  }
  const removed = await discardItem(id);
  if (removed && isPacket(removed)) await dropFiles(removed);
  return removed !== undefined;
}

/** Forgets sent packets older than a few days (their invoices are listed by the server). */
export async function pruneSent(now = Date.now()): Promise<void> {
  for (const packet of await listPackets()) {
    if (packet.state !== "sent" || (packet.sentAt ?? 0) >= now - KEEP_SENT_MS) continue;
    if (packet.onlyInMemory) forgetMemoryPacket(packet.idempotencyKey);
    else await removeItem(packet.idempotencyKey);
  }
}

/** A packet as version 1 of `tpf-invoices` kept it: the key named `id`. */
type EarlierPacket = Omit<InvoicePacket, "idempotencyKey"> & { id: string };

/**
 * Moves the packets version 1 kept in `tpf-invoices` into the queue, every
 * field as it was (the key was named `id`), then empties their old store.
 * Their files and resume URLs stay where they are.
 */
async function adoptEarlierPackets(): Promise<void> {
  // Version 2's schema no longer names the store that version 1 kept packets in.
  const database = (await packetDb()) as unknown as IDBPDatabase;
  if (!database.objectStoreNames.contains("packets")) return;
  const earlier = (await database.getAll("packets")) as EarlierPacket[];
  await adoptItems(
    "tpf-invoices",
    earlier.map(({ id, ...rest }) => ({ ...rest, idempotencyKey: id })),
  );
  await database.clear("packets");
}

adoptEarlier("tpf-invoices", adoptEarlierPackets);

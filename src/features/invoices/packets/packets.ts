import { broadcastNews } from "../../../lib/broadcast-news";
import { KEEP_SENT_MS } from "./keep-sent";
import { packetDb, type InvoicePacket, type PacketPage, type PageFile } from "./packet-db";
import { forgetUploads } from "./tus-url-storage";

/**
 * Reading and writing packets, with change news for every tab and the
 * service worker (one BroadcastChannel per context, like the forms'
 * outbox). Plain functions over IndexedDB with no DOM and no React, so the
 * service worker imports the same code.
 */

const CHANNEL = "tpf-invoices";

export type PacketNews =
  | { type: "changed" }
  /** Bytes sent so far of each page being uploaded (not stored: it changes many times a second). */
  | { type: "progress"; packetId: string; pageId: string; bytesSent: number };

const news = broadcastNews<PacketNews>(CHANNEL);

/** Tells every tab and worker, this one included, of a change or of progress. */
export const tell = news.tell;

/** Calls `listener` on every change or progress, here or in another tab or worker. */
export const onPacketNews = news.listen;

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
 * Writes a packet and its page files in one transaction: after this, a
 * reload, a closed app or a restarted phone loses nothing. `replaces` names
 * a refused packet this one corrects; it goes in the same transaction.
 */
export async function savePacket(
  packet: Pick<InvoicePacket, "id" | "kind" | "reference" | "load">,
  pages: readonly NewPage[],
  replaces?: string,
): Promise<InvoicePacket> {
  const stored: InvoicePacket = {
    ...packet,
    pages: pages.map(({ blob: _blob, thumbnail: _thumbnail, uploadId, ...page }) =>
      uploadId ? { ...page, uploadId, uploadedBytes: page.size } : { ...page, uploadedBytes: 0 },
    ),
    totalBytes: pages.reduce((sum, page) => sum + page.size, 0),
    createdAt: createdNow(),
    state: "waiting",
    attempts: 0,
  };
  const db = await packetDb();
  const tx = db.transaction(["packets", "files"], "readwrite");
  const packets = tx.objectStore("packets");
  const files = tx.objectStore("files");
  const reused = new Set(pages.map((page) => page.id));
  if (replaces && replaces !== packet.id) {
    const previous = await packets.get(replaces);
    if (previous && previous.state !== "sending") {
      for (const page of previous.pages) if (!reused.has(page.id)) await files.delete(page.id);
      await packets.delete(replaces);
    }
  }
  for (const page of pages) {
    await files.put({ pageId: page.id, packetId: packet.id, blob: page.blob, thumbnail: page.thumbnail });
  }
  await packets.add(stored);
  await tx.done;
  tell({ type: "changed" });
  return stored;
}

/** Every packet on this phone, oldest first. */
export async function listPackets(): Promise<InvoicePacket[]> {
  return (await packetDb()).getAllFromIndex("packets", "by-created");
}

export async function getPacket(id: string): Promise<InvoicePacket | undefined> {
  return (await packetDb()).get("packets", id);
}

export async function getPageFile(pageId: string): Promise<PageFile | undefined> {
  return (await packetDb()).get("files", pageId);
}

export async function getPacketFiles(packetId: string): Promise<PageFile[]> {
  return (await packetDb()).getAllFromIndex("files", "by-packet", packetId);
}

/** Updates a packet in one transaction; `change` returns undefined to leave it as it is. */
export async function updatePacket(
  id: string,
  change: (packet: InvoicePacket) => InvoicePacket | undefined,
): Promise<InvoicePacket | undefined> {
  const tx = (await packetDb()).transaction("packets", "readwrite");
  const packet = await tx.store.get(id);
  const next = packet ? change(packet) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) tell({ type: "changed" });
  return next;
}

/** Sets fields of one page of a packet. */
export function updatePage(packetId: string, pageId: string, change: Partial<PacketPage>) {
  return updatePacket(packetId, (packet) => ({
    ...packet,
    pages: packet.pages.map((page) => (page.id === pageId ? { ...page, ...change } : page)),
  }));
}

/** Removes a packet's files and resume URLs (it was sent, or the driver discarded it). */
async function dropFiles(packet: InvoicePacket): Promise<void> {
  const tx = (await packetDb()).transaction("files", "readwrite");
  for (const key of await tx.store.index("by-packet").getAllKeys(packet.id)) await tx.store.delete(key);
  await tx.done;
  await forgetUploads(packet.pages.map((page) => page.id));
}

/** The server has the invoice: the packet keeps its reference for a few days, and its files go. */
export async function markSent(id: string, reference: string): Promise<void> {
  const sent = await updatePacket(id, (packet) => {
    const { claimedBy: _by, claimedUntil: _until, lastError: _error, needsSignIn: _signIn, ...rest } = packet;
    return { ...rest, state: "sent", reference, sentAt: Date.now() };
  });
  if (sent) await dropFiles(sent);
}

/**
 * Removes a packet the driver no longer wants. Refused (false) while it is
 * being sent, or once sent (a sent invoice is a funding request: staff may
 * decline it, the phone cannot take it back).
 */
export async function discardPacket(id: string): Promise<boolean> {
  const tx = (await packetDb()).transaction("packets", "readwrite");
  const packet = await tx.store.get(id);
  const removable = packet !== undefined && packet.state !== "sending" && packet.state !== "sent";
  if (removable) await tx.store.delete(id);
  await tx.done;
  if (packet && removable) {
    await dropFiles(packet);
    tell({ type: "changed" });
  }
  return removable;
}

/** Forgets sent packets older than a few days (their invoices are listed by the server). */
export async function pruneSent(now = Date.now()): Promise<void> {
  const tx = (await packetDb()).transaction("packets", "readwrite");
  let removed = false;
  for (const packet of await tx.store.getAll()) {
    if (packet.state === "sent" && (packet.sentAt ?? 0) < now - KEEP_SENT_MS) {
      await tx.store.delete(packet.id);
      removed = true;
    }
  }
  await tx.done;
  if (removed) tell({ type: "changed" });
}

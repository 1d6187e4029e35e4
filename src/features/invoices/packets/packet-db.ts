import type { DBSchema, IDBPDatabase } from "idb";
import type { DocumentKind, InvoiceExtra, PageContentType } from "../../../../api/contract/invoice";
import type { Locale } from "../../../../api/contract/words";
import { idbConnection } from "../../../lib/idb-connection";
import type { QueueItem } from "../../../lib/send-queue";
import type { QualityWarning } from "../scan/pixels";

/**
 * The invoice packets kept on the phone (docs/decisions/0032-invoice-packets.md):
 * a packet is everything one Submit sends, fields and page files, written
 * to IndexedDB before anything goes out and kept until the server has the
 * invoice. The packet itself is an item of the send queue
 * (docs/decisions/0055-one-send-queue.md); its page files sit in a database
 * of their own, so that recording progress never rewrites megabytes, with
 * the tus uploads' resume URLs (tus-url-storage.ts).
 */

/** The load's details as the form hands them over: amounts in cents. */
export interface LoadDetails {
  brokerName: string;
  loadNumber: string;
  amountCents: number;
  extras: InvoiceExtra[];
  pickupDate: string;
  deliveryDate: string;
  note: string;
}

export interface PacketPage {
  /** Also the tus fingerprint of its upload. */
  id: string;
  documentKind: DocumentKind;
  /** Order within its document, from 1. */
  order: number;
  contentType: PageContentType;
  size: number;
  sha256: string;
  warnings: QualityWarning[];
  /** The finished upload that holds it on the server. */
  uploadId?: string;
  /** Bytes the server has acknowledged. */
  uploadedBytes: number;
  /** The server refused this page: what to tell the driver. */
  error?: string;
}

export interface InvoicePacket extends QueueItem {
  /**
   * A new invoice, or pages for an invoice that needs documents. The key is also the Idempotency-Key
   * of the request that creates the invoice (or adds the pages).
   */
  kind: "invoice" | "add-pages";
  /** The invoice's reference: given for added pages, learnt once a new invoice is sent. */
  reference?: string;
  load?: LoadDetails;
  pages: PacketPage[];
  totalBytes: number;
  /**
   * The client's language when it was saved: its requests ask the server to
   * answer in it, since the service worker that may send it has no page to
   * tell. Packets saved before languages were kept are English.
   */
  locale?: Locale;
  /**
   * This phone could not keep it (no IndexedDB, Blobs refused, no room): it lives in the memory of
   * the page that made it and is sent from there (memory-packets.ts).
   */
  onlyInMemory?: true;
}

export interface PageFile {
  pageId: string;
  packetId: string;
  blob: Blob;
  thumbnail: Blob | null;
}

export interface StoredUpload {
  urlStorageKey: string;
  fingerprint: string;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
}

interface PacketSchema extends DBSchema {
  files: { key: string; value: PageFile; indexes: { "by-packet": string } };
  uploads: { key: string; value: StoredUpload; indexes: { "by-fingerprint": string } };
}

export type PacketDatabase = IDBPDatabase<PacketSchema>;

/**
 * Version 1 also kept the packets themselves (store `packets`); they now live in the send queue,
 * which moves a phone's version 1 packets in (packets.ts) and then empties that store.
 */
const connection = idbConnection<PacketSchema>("tpf-invoices", 2, (upgrading, oldVersion) => {
  if (oldVersion >= 1) return;
  upgrading.createObjectStore("files", { keyPath: "pageId" }).createIndex("by-packet", "packetId");
  upgrading
    .createObjectStore("uploads", { keyPath: "urlStorageKey" })
    .createIndex("by-fingerprint", "fingerprint");
});

export const packetDb: () => Promise<PacketDatabase> = connection.open;

/** Closes this context's connection (a newer version is waiting, or a test resets the database). */
export const closePacketDb = connection.close;

import type { DBSchema, IDBPDatabase } from "idb";
import type { DocumentKind, InvoiceExtra, PageContentType } from "../../../../api/contract/invoice";
import { idbConnection } from "../../../lib/idb-connection";
import type { QualityWarning } from "../scan/pixels";

/**
 * The invoice packets kept on the phone (docs/decisions/0032-invoice-packets.md):
 * a packet is everything one Submit sends, fields and page files, written
 * to IndexedDB before anything goes out and kept until the server has the
 * invoice. Page files sit in a store of their own, so that recording
 * progress never rewrites megabytes. The tus uploads' resume URLs live here
 * too (tus-url-storage.ts).
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

export type PacketState =
  /** Kept on the phone, to be sent when there is signal. */
  | "waiting"
  /** A tab or the service worker is sending it now. */
  | "sending"
  /** The server has it: `reference` names the invoice. */
  | "sent"
  /** The server refused it: it needs the driver (`lastError`, `issues`, pages' `error`). */
  | "refused";

export interface InvoicePacket {
  /** Also the Idempotency-Key of the request that creates the invoice (or adds the pages). */
  id: string;
  /** A new invoice, or pages for an invoice that needs documents. */
  kind: "invoice" | "add-pages";
  /** The invoice's reference: given for added pages, learnt once a new invoice is sent. */
  reference?: string;
  load?: LoadDetails;
  pages: PacketPage[];
  totalBytes: number;
  /** Milliseconds since the epoch; packets are sent oldest first. */
  createdAt: number;
  state: PacketState;
  attempts: number;
  /** Why the last attempt did not go through, in words for the driver. */
  lastError?: string;
  /** The session ended: sending waits for the driver to sign in again. */
  needsSignIn?: boolean;
  /** Field messages of a refused packet ({ field: message }). */
  issues?: Record<string, string>;
  sentAt?: number;
  claimedBy?: string;
  claimedUntil?: number;
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
  packets: { key: string; value: InvoicePacket; indexes: { "by-created": number } };
  files: { key: string; value: PageFile; indexes: { "by-packet": string } };
  uploads: { key: string; value: StoredUpload; indexes: { "by-fingerprint": string } };
}

export type PacketDatabase = IDBPDatabase<PacketSchema>;

const connection = idbConnection<PacketSchema>("tpf-invoices", 1, (upgrading) => {
  upgrading.createObjectStore("packets", { keyPath: "id" }).createIndex("by-created", "createdAt");
  upgrading.createObjectStore("files", { keyPath: "pageId" }).createIndex("by-packet", "packetId");
  upgrading
    .createObjectStore("uploads", { keyPath: "urlStorageKey" })
    .createIndex("by-fingerprint", "fingerprint");
});

export const packetDb: () => Promise<PacketDatabase> = connection.open;

/** Closes this context's connection (a newer version is waiting, or a test resets the database). */
export const closePacketDb = connection.close;

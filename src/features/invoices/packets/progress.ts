import { documentKindOptions, type DocumentKind } from "../../../../api/contract/invoice";
import type { Locale } from "../../../../api/contract/words";
import { documentName } from "../invoice-words";
import type { InvoicePacket } from "./packet-db";

export interface DocumentProgress {
  documentKind: DocumentKind;
  label: string;
  pages: number;
  sentBytes: number;
  totalBytes: number;
}

export interface PacketProgress {
  sentBytes: number;
  totalBytes: number;
  /** 0 to 100, whole. */
  percent: number;
  documents: DocumentProgress[];
}

const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 100);

/**
 * Bytes sent, overall and per document (named in `locale`): pages finished
 * count whole, the page being uploaded counts what this context heard last
 * (live) or what the server acknowledged (stored).
 */
export function packetProgress(
  packet: InvoicePacket,
  live: ReadonlyMap<string, number>,
  locale: Locale = "en",
): PacketProgress {
  const documents = new Map<DocumentKind, DocumentProgress>();
  for (const page of packet.pages) {
    const sent =
      packet.state === "sent" || page.uploadId
        ? page.size
        : Math.min(page.size, Math.max(page.uploadedBytes, live.get(page.id) ?? 0));
    const entry = documents.get(page.documentKind) ?? {
      documentKind: page.documentKind,
      label: documentName(page.documentKind, locale),
      pages: 0,
      sentBytes: 0,
      totalBytes: 0,
    };
    entry.pages += 1;
    entry.sentBytes += sent;
    entry.totalBytes += page.size;
    documents.set(page.documentKind, entry);
  }
  const ordered = documentKindOptions
    .map((option) => documents.get(option.value))
    .filter((entry): entry is DocumentProgress => entry !== undefined);
  const sentBytes = ordered.reduce((sum, entry) => sum + entry.sentBytes, 0);
  return {
    sentBytes,
    totalBytes: packet.totalBytes,
    percent: percentOf(sentBytes, packet.totalBytes),
    documents: ordered,
  };
}

export const documentPercent = (document: DocumentProgress) =>
  percentOf(document.sentBytes, document.totalBytes);

const units = ["B", "KB", "MB", "GB"];

/** 1.2 MB, 380 KB: sizes as a driver reads them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

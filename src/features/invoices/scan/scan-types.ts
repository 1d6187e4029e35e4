import type { PageContentType } from "../../../../api/contract/invoice";
import type { PageMeasures, QualityWarning } from "./pixels";

/** A page ready to keep and send: a scan of a photo, or a PDF as it came. */
export interface ScannedPage {
  blob: Blob;
  contentType: PageContentType;
  /** SHA-256 of `blob`, hex: the server compares it with the bytes that arrived. */
  sha256: string;
  /** A small JPEG for the lists (none for a PDF). */
  thumbnail: Blob | null;
  width: number;
  height: number;
  /** What the quality check found; empty when the page looks readable (or was not checked). */
  warnings: QualityWarning[];
  measures: PageMeasures | null;
  /** Bytes of the file the driver picked. */
  originalBytes: number;
  /** Why the page is kept as it came instead of scanned (no decoder here), for the driver. */
  keptAsIs?: string;
  /** Pages of a PDF, when it could be read (shown on its tile: one file, several sheets). */
  pdfPages?: number;
  /** Milliseconds the worker spent on it. */
  elapsedMs: number;
}

/** `turn`: the file is a finished scan, to be turned a quarter clockwise (a sideways photo with no EXIF). */
export type ScanRequest = { id: number; file: Blob; turn?: boolean };
export type ScanResponse =
  { id: number; ok: true; page: ScannedPage } | { id: number; ok: false; error: string };

/*
 * The scan's words come from the worker in English; the screens say them in
 * the driver's language (features/invoices/invoice-words.ts).
 */

export const UNREADABLE =
  "This file is not a photo or PDF we can read. Take the photo again, or choose a JPEG, PNG, HEIC or PDF.";

/** Why a HEIC photo is kept as it came: its decoder could not be had without signal. */
export const HEIC_KEPT =
  "Kept as the original HEIC photo: with signal it can be turned into a lighter scan. It will still be sent.";

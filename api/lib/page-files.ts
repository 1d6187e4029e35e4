import { PDFDocument } from "pdf-lib";
import type { PageContentType } from "../contract/invoice";

/**
 * What an invoice page's bytes are, read from the bytes themselves: the
 * name and type the phone gave are never trusted (docs/decisions/0021-page-checks.md).
 */
export function sniffPageType(head: Uint8Array): PageContentType | undefined {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  const text = (offset: number, value: string) => at(offset, ...[...value].map((char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (text(0, "RIFF") && text(8, "WEBP")) return "image/webp";
  if (text(4, "ftyp") && HEIC_BRANDS.some((brand) => text(8, brand))) return "image/heic";
  if (text(0, "%PDF-")) return "application/pdf";
  return undefined;
}

/** Major brands of HEIF files holding HEVC images (iPhone photos); AVIF ("avif") is not one of them. */
const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"];

/** Enough leading bytes for `sniffPageType`. */
export const SNIFF_BYTES = 16;

export type PageCheck = { ok: true; contentType: PageContentType } | { ok: false; problem: string };

/** Checks one page's bytes: what they are, and that they open. */
export interface PageInspector {
  inspect(bytes: Uint8Array): Promise<PageCheck>;
}

export const NOT_A_PAGE_FILE = "This file is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.";
export const UNREADABLE_IMAGE_PAGE = "This photo could not be opened. Take it again or choose another file.";
const ENCRYPTED_PDF = "This PDF is password-protected. Send it without the password.";
const BROKEN_PDF = "This PDF could not be opened. It may be damaged: save or export it again.";

/** A PDF that opens and has at least one page; encrypted ones are refused (staff could not read them). */
export async function checkPdf(bytes: Uint8Array): Promise<PageCheck> {
  try {
    // Loaded even when encrypted, so that an encrypted file is told apart from a broken one.
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (document.isEncrypted) return { ok: false, problem: ENCRYPTED_PDF };
    if (document.getPageCount() < 1) return { ok: false, problem: BROKEN_PDF };
    return { ok: true, contentType: "application/pdf" };
  } catch {
    return { ok: false, problem: BROKEN_PDF };
  }
}

/**
 * The inspector of the browser mocks, which have no image decoder: the
 * bytes must be a page type and a PDF must open; images are taken as they
 * are. The server decodes every image too (node-page-inspector.ts).
 */
export const basicPageInspector: PageInspector = {
  async inspect(bytes) {
    const contentType = sniffPageType(bytes.subarray(0, SNIFF_BYTES));
    if (!contentType) return { ok: false, problem: NOT_A_PAGE_FILE };
    if (contentType === "application/pdf") return checkPdf(bytes);
    return { ok: true, contentType };
  },
};

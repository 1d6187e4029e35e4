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

/** A page that passed says what it is, and for a PDF how many pages it holds (shown on the invoice). */
export type PageCheck =
  { ok: true; contentType: PageContentType; pdfPages?: number } | { ok: false; problem: string };

/** Checks one page's bytes: what they are, and that they open. */
export interface PageInspector {
  inspect(bytes: Uint8Array): Promise<PageCheck>;
}

export const NOT_A_PAGE_FILE = "api_not_a_page_file";
export const UNREADABLE_IMAGE_PAGE = "api_unreadable_photo";
export const PHOTO_TOO_LARGE = "api_too_many_pixels";
export const PAGE_OVER_BUDGET = "api_check_too_costly";
const ENCRYPTED_PDF = "api_encrypted_pdf";
const BROKEN_PDF = "api_broken_pdf";
export const PDF_TOO_COMPLEX = "api_pdf_too_complex";

/**
 * What a page may cost to check (docs/decisions/0045-page-check-budgets.md).
 * A photo's pixel count is read from its header before any decoding; a
 * PDF's structure is counted by a byte scan before it is parsed. A scanned
 * letter page at 600 dpi is 34 megapixels, an iPhone's 48 MP photo 48.8.
 */
export const pageCheckLimits = {
  maxPixels: 50_000_000,
  /** Indirect objects, counting those packed in object streams; a scanned page takes a handful. */
  maxPdfObjects: 20_000,
  /** Arrays and dictionaries inside one another; documents need a few levels. */
  maxPdfNesting: 32,
  maxPdfPages: 100,
};

/** A PDF that opens and has at least one page; encrypted ones are refused (staff could not read them). */
export async function checkPdf(bytes: Uint8Array): Promise<PageCheck> {
  if (!pdfStructureWithinLimits(bytes)) return { ok: false, problem: PDF_TOO_COMPLEX };
  try {
    // Loaded even when encrypted, so that an encrypted file is told apart from a broken one.
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (document.isEncrypted) return { ok: false, problem: ENCRYPTED_PDF };
    const pages = document.getPageCount();
    if (pages < 1) return { ok: false, problem: BROKEN_PDF };
    if (pages > pageCheckLimits.maxPdfPages) return { ok: false, problem: PDF_TOO_COMPLEX };
    return { ok: true, contentType: "application/pdf", pdfPages: pages };
  } catch {
    return { ok: false, problem: BROKEN_PDF };
  }
}

const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;
const OBJECT_STREAM_COUNT = /\/N\s+(\d+)/;
const isWhitespace = (code: number) =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;

/**
 * One pass over the bytes, in time linear in the file and before any
 * parsing: counts indirect objects (`12 0 obj`, plus the `/N` objects each
 * object stream packs) and the nesting of arrays and dictionaries, skipping
 * strings, comments and stream data, and stops at the first limit passed.
 * A file that lies about its structure fails here or in the parser, which
 * the time and memory budget of the page checks bounds.
 */
export function pdfStructureWithinLimits(bytes: Uint8Array): boolean {
  // latin1 keeps one character per byte, so offsets in the text are offsets in the file.
  const text = new TextDecoder("latin1").decode(bytes);
  const { maxPdfObjects, maxPdfNesting } = pageCheckLimits;
  let objects = 0;
  let depth = 0;
  let lastObject = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x25 /* % */) {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (code === 0x28 /* ( */) {
      for (let open = 1; open > 0 && i + 1 < text.length;) {
        i++;
        if (text[i] === "\\") i++;
        else if (text[i] === "(") open++;
        else if (text[i] === ")") open--;
      }
    } else if (code === 0x3c /* < */) {
      if (text[i + 1] === "<") {
        depth++;
        i++;
      } else {
        const end = text.indexOf(">", i);
        i = end < 0 ? text.length : end;
      }
    } else if (code === 0x3e /* > */) {
      if (text[i + 1] === ">") {
        depth--;
        i++;
      }
    } else if (code === 0x5b /* [ */) {
      depth++;
    } else if (code === 0x5d /* ] */) {
      depth--;
    } else if (code === 0x6f /* o */ && text.startsWith("obj", i) && isWhitespace(text.charCodeAt(i - 1))) {
      objects++;
      lastObject = i;
      i += 2;
    } else if (
      code === 0x73 /* s */ &&
      text.startsWith("stream", i) &&
      !text.startsWith("endstream", i - 3)
    ) {
      const dictionary = text.slice(lastObject, i);
      if (OBJECT_STREAM.test(dictionary)) objects += Number(OBJECT_STREAM_COUNT.exec(dictionary)?.[1] ?? 0);
      const end = text.indexOf("endstream", i + 6);
      i = end < 0 ? text.length : end + 8;
    }
    if (objects > maxPdfObjects || depth > maxPdfNesting) return false;
  }
  return true;
}

/**
 * The inspector of the browser mocks, which have no image decoder: the
 * bytes must be a page type and a PDF must open; images are taken as they
 * are. The server decodes every image too, in worker threads (node-page-inspector.ts).
 */
export const basicPageInspector: PageInspector = {
  async inspect(bytes) {
    const contentType = sniffPageType(bytes.subarray(0, SNIFF_BYTES));
    if (!contentType) return { ok: false, problem: NOT_A_PAGE_FILE };
    if (contentType === "application/pdf") return checkPdf(bytes);
    return { ok: true, contentType };
  },
};

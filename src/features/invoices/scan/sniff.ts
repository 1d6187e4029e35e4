import type { PageContentType } from "../../../../api/contract/invoice";

/**
 * What a file is by its first bytes, not by its name or the type the
 * browser guessed (a gallery often says "" or "application/octet-stream"
 * for HEIC). Undefined: nothing the invoice takes.
 */
export function sniffContentType(head: Uint8Array): PageContentType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(0, 5) === "%PDF-") return "application/pdf";
  if (ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "image/heic";
  return undefined;
}

/** Major brands of HEIF files with HEVC pictures (iPhone photos are "heic"). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** How many leading bytes `sniffContentType` needs. */
export const SNIFF_BYTES = 16;

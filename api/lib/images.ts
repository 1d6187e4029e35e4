import { decodeBase64 } from "hono/utils/encode";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, type IMAGE_TYPES } from "../contract/team-member";

export { IMAGE_TOO_LARGE, NOT_AN_IMAGE };

/** Image types we accept, recognised by their first bytes (never by name or declared type alone). */
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_PHOTO_EDGE = 512;
/** Decoding more pixels than this is refused: a small file can still unpack into a huge bitmap. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const UNREADABLE_IMAGE =
  "The image could not be read. Please use a different JPG, PNG, WebP or GIF file.";

/** Turns an upload into the stored photo: downscaled to MAX_PHOTO_EDGE, metadata stripped. */
export interface ImageProcessor {
  process(bytes: Uint8Array, type: ImageType): Promise<{ bytes: Uint8Array; type: ImageType }>;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really are, or undefined (SVG, HTML, anything else). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

export type DataUrlResult =
  { ok: true; bytes: Uint8Array; type: ImageType } | { ok: false; status: 413 | 422; message: string };

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;
const DECLARED_TYPES = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/gif",
]);

/**
 * Reads an inline image string (`data:image/…;base64,…`): 413 over
 * 5 MB of image, 422 unless it is a JPEG, PNG, WebP or GIF by its bytes.
 */
export function decodeImageDataUrl(value: string): DataUrlResult {
  const match = DATA_URL.exec(value);
  if (!match) return { ok: false, status: 422, message: NOT_AN_IMAGE };
  const [, declared = "", base64 = ""] = match;
  if (!DECLARED_TYPES.has(declared.toLowerCase())) return { ok: false, status: 422, message: NOT_AN_IMAGE };
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  if (base64.length % 4 !== 0) return { ok: false, status: 422, message: NOT_AN_IMAGE };
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES)
    return { ok: false, status: 413, message: IMAGE_TOO_LARGE };
  const bytes = decodeBase64(base64);
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, status: 422, message: NOT_AN_IMAGE };
  return { ok: true, bytes, type };
}

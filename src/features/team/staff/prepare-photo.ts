import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "../../../../api/contract/team-member";

/** Longest edge of an uploaded photo: cards show it at 112 px, so 512 px is plenty even on dense screens. */
const PHOTO_MAX_EDGE = 512;
const QUALITY = 0.86;

export const READ_FAILED = "Failed to read image file";
export const UPLOAD_FAILED = "Failed to upload image";

/** The file picker's own check, before any work: images only (never SVG), 5 MB at most. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The browser could not decode or re-encode the picture. */
export class PhotoReadError extends Error {
  override readonly name = "PhotoReadError";
  constructor() {
    super(READ_FAILED);
  }
}

/**
 * Decodes the picture (EXIF orientation applied), scales it down to at most
 * 512 px on its longest edge and re-encodes it as WebP (JPEG where the
 * browser cannot write WebP), as the data string the API takes.
 */
export async function downscalePhoto(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoReadError();
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new PhotoReadError();
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    let blob = await canvasBlob(canvas, "image/webp");
    if (!blob || blob.type !== "image/webp") {
      // JPEG has no transparency: paint transparent areas white, not black.
      context.globalCompositeOperation = "destination-over";
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      blob = await canvasBlob(canvas, "image/jpeg");
    }
    if (!blob) throw new PhotoReadError();
    return await readAsDataUrl(blob);
  } finally {
    bitmap.close();
  }
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new PhotoReadError());
    reader.onerror = () => reject(new PhotoReadError());
    reader.readAsDataURL(blob);
  });
}

import { encodeWithinBudget } from "./budget";
import { greyToRgba, qualityWarnings, scanPixels, scanSize } from "./pixels";
import { SNIFF_BYTES, sniffContentType } from "./sniff";
import type { PageContentType } from "../../../../api/contract/invoice";
import { HEIC_KEPT, UNREADABLE, type ScannedPage } from "./scan-types";

/**
 * Turns a phone photo into a legible, light page
 * (docs/decisions/0031-scans-on-the-phone.md). Upright from its EXIF
 * orientation, about 2,000 px on the long edge, lighting evened out,
 * greyscale with contrast raised, WebP (JPEG where the browser cannot write
 * WebP) of at most 400 KB, every page (smaller when the quality alone
 * cannot bring it there); plus a thumbnail, the quality check and the
 * SHA-256 of the bytes kept. PDFs are kept as they came. The app runs it in
 * the scan worker (`scan-worker.ts`); `npm run bench` also times it on a
 * page's main thread, where DevTools CPU throttling reaches.
 */

const THUMBNAIL_EDGE = 240;

async function sha256(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The HEIC decoder's code could not be fetched (no signal, and not yet stored on the phone). */
class NoDecoderError extends Error {}

/** Decodes HEIC in a worker of its own (libheif loads only then); settles with the picture or why not. */
function decodeInHeifWorker(bytes: ArrayBuffer): Promise<ImageData> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./heif-worker.ts", import.meta.url), { type: "module", name: "heic" });
    } catch {
      reject(new NoDecoderError());
      return;
    }
    worker.addEventListener(
      "message",
      (event: MessageEvent<{ ok: true; image: ImageData } | { ok: false; error: string }>) => {
        worker.terminate();
        if (event.data.ok) resolve(event.data.image);
        else reject(new Error(event.data.error));
      },
    );
    // The worker's script could not be loaded: offline before the decoder was ever fetched.
    worker.addEventListener("error", () => {
      worker.terminate();
      reject(new NoDecoderError());
    });
    worker.postMessage(bytes, [bytes]);
  });
}

/** Decodes a picture upright; HEIC through libheif where the browser cannot. */
async function decode(file: Blob, heif: boolean): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    if (!heif) throw error;
  }
  return createImageBitmap(await decodeInHeifWorker(await file.arrayBuffer()));
}

/** A page sent as it came: a PDF, or a HEIC photo while its decoder cannot be had. */
async function asItCame(file: Blob, contentType: PageContentType, started: number, keptAsIs?: string) {
  const page: ScannedPage = {
    blob: file,
    contentType,
    sha256: await sha256(file),
    thumbnail: null,
    width: 0,
    height: 0,
    warnings: [],
    measures: null,
    originalBytes: file.size,
    elapsedMs: performance.now() - started,
  };
  return keptAsIs ? { ...page, keptAsIs } : page;
}

/** The best encoding within the page budget: WebP where the browser writes it, else JPEG. */
async function encode(canvas: OffscreenCanvas): Promise<Blob> {
  let type: "image/webp" | "image/jpeg" = "image/webp";
  return encodeWithinBudget(async (quality, scale) => {
    const source = scale === 1 ? canvas : resized(canvas, scale);
    let blob = await source.convertToBlob({ type, quality });
    // A browser that cannot write WebP answers PNG: switch to JPEG for good.
    if (blob.type !== type) {
      type = "image/jpeg";
      blob = await source.convertToBlob({ type, quality });
    }
    return blob;
  });
}

function resized(source: OffscreenCanvas, scale: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(source.width * scale)),
    Math.max(1, Math.round(source.height * scale)),
  );
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

async function thumbnailOf(source: OffscreenCanvas): Promise<Blob> {
  const size = scanSize(source.width, source.height, THUMBNAIL_EDGE);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.7 });
}

/** Pages of a PDF; pdf-lib loads only when a PDF is picked. Undefined when it cannot be read here. */
async function pdfPageCount(file: Blob): Promise<number | undefined> {
  try {
    const { PDFDocument } = await import("pdf-lib");
    const document = await PDFDocument.load(await file.arrayBuffer(), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount();
  } catch {
    // The server checks the PDF on arrival and names the problem; here it is only a count.
    return undefined;
  }
}

export async function scan(file: Blob): Promise<ScannedPage> {
  const started = performance.now();
  const contentType = sniffContentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!contentType) throw new Error(UNREADABLE);
  if (contentType === "application/pdf") {
    const [page, pdfPages] = await Promise.all([asItCame(file, contentType, started), pdfPageCount(file)]);
    return pdfPages === undefined ? page : { ...page, pdfPages };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file, contentType === "image/heic");
  } catch (error) {
    if (error instanceof NoDecoderError) return asItCame(file, contentType, started, HEIC_KEPT);
    throw new Error(UNREADABLE);
  }
  const size = scanSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error(UNREADABLE);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  // Transparent areas of a PNG become paper, not black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, size.width, size.height);
  const { grey, measures } = scanPixels(pixels.data, size.width, size.height);
  greyToRgba(grey, pixels.data);
  context.putImageData(pixels, 0, 0);
  const blob = await encode(canvas);
  return {
    blob,
    contentType: blob.type === "image/webp" ? "image/webp" : "image/jpeg",
    sha256: await sha256(blob),
    thumbnail: await thumbnailOf(canvas),
    width: size.width,
    height: size.height,
    warnings: qualityWarnings(measures),
    measures,
    originalBytes: file.size,
    elapsedMs: performance.now() - started,
  };
}

/** A scan turned a quarter clockwise, encoded within the budget like the first time. */
export async function turn(file: Blob): Promise<ScannedPage> {
  const started = performance.now();
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(UNREADABLE);
  });
  const canvas = new OffscreenCanvas(bitmap.height, bitmap.width);
  const context = canvas.getContext("2d");
  if (!context) throw new Error(UNREADABLE);
  context.translate(canvas.width, 0);
  context.rotate(Math.PI / 2);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await encode(canvas);
  return {
    blob,
    contentType: blob.type === "image/webp" ? "image/webp" : "image/jpeg",
    sha256: await sha256(blob),
    thumbnail: await thumbnailOf(canvas),
    width: canvas.width,
    height: canvas.height,
    warnings: [],
    measures: null,
    originalBytes: file.size,
    elapsedMs: performance.now() - started,
  };
}

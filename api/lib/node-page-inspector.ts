import decodeHeic from "heic-decode";
import sharp from "sharp";
import {
  checkPdf,
  NOT_A_PAGE_FILE,
  SNIFF_BYTES,
  sniffPageType,
  UNREADABLE_IMAGE_PAGE,
  type PageInspector,
} from "./page-files";

/** A 12 MP phone photo is 12 million; this leaves room for scanners without unpacking bombs. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The server's page checks: magic bytes, then every image decoded in full
 * (sharp; HEIC through libheif in WebAssembly, which sharp's own build
 * cannot read) and every PDF parsed. At most two pages are checked at once
 * across all requests, so a burst of invoices cannot hold many decoded
 * images in memory together.
 */
export function nodePageInspector(concurrency = 2): PageInspector {
  const slots = semaphore(concurrency);
  return {
    async inspect(bytes) {
      const contentType = sniffPageType(bytes.subarray(0, SNIFF_BYTES));
      if (!contentType) return { ok: false, problem: NOT_A_PAGE_FILE };
      return slots(async () => {
        if (contentType === "application/pdf") return checkPdf(bytes);
        const readable =
          contentType === "image/heic" ? await decodesAsHeic(bytes) : await decodesWithSharp(bytes);
        return readable ? { ok: true, contentType } : { ok: false, problem: UNREADABLE_IMAGE_PAGE };
      });
    },
  };
}

async function decodesWithSharp(bytes: Uint8Array): Promise<boolean> {
  try {
    // stats() runs every pixel through the decoder without keeping the image.
    await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).stats();
    return true;
  } catch {
    return false;
  }
}

async function decodesAsHeic(bytes: Uint8Array): Promise<boolean> {
  try {
    const image = await decodeHeic({ buffer: bytes });
    return image.width * image.height <= MAX_INPUT_PIXELS && image.width > 0;
  } catch {
    return false;
  }
}

function semaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its slot straight to the next waiter.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

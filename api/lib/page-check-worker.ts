import sharp from "sharp";
import type { PageContentType } from "../contract/invoice";
import {
  checkPdf,
  pageCheckLimits,
  PHOTO_TOO_LARGE,
  UNREADABLE_IMAGE_PAGE,
  type PageCheck,
} from "./page-files";

/**
 * The costly part of a page's check, run in a worker thread of the page
 * check pool (node-page-inspector.ts), never on the server's event loop:
 * every image decoded in full, every PDF parsed. Pixel counts are read
 * from the file's header before anything is decoded.
 */
export interface PageCheckTask {
  bytes: Uint8Array;
  contentType: PageContentType;
}

export default async function checkPage({ bytes, contentType }: PageCheckTask): Promise<PageCheck> {
  if (contentType === "application/pdf") return checkPdf(bytes);
  if (contentType === "image/heic") return checkHeic(bytes);
  return checkWithSharp(bytes, contentType);
}

async function checkWithSharp(bytes: Uint8Array, contentType: PageContentType): Promise<PageCheck> {
  try {
    // sharp reads the header and refuses past the pixel limit before decoding;
    // stats() then runs every pixel through the decoder without keeping the image.
    await sharp(bytes, { failOn: "error", limitInputPixels: pageCheckLimits.maxPixels }).stats();
    return { ok: true, contentType };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, problem: tooLarge ? PHOTO_TOO_LARGE : UNREADABLE_IMAGE_PAGE };
  }
}

/**
 * libheif (WebAssembly) reads the container first: its sizes come from the
 * images' `ispe` boxes, so a photo too large is refused before any pixel is
 * decoded. Loaded on the first HEIC, as most threads never see one.
 */
async function checkHeic(bytes: Uint8Array): Promise<PageCheck> {
  const { all: readHeic } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof readHeic>>;
  try {
    images = await readHeic({ buffer: bytes });
  } catch {
    return { ok: false, problem: UNREADABLE_IMAGE_PAGE };
  }
  try {
    const [first] = images;
    if (!first || first.width < 1 || first.height < 1) return { ok: false, problem: UNREADABLE_IMAGE_PAGE };
    if (first.width * first.height > pageCheckLimits.maxPixels)
      return { ok: false, problem: PHOTO_TOO_LARGE };
    await first.decode();
    return { ok: true, contentType: "image/heic" };
  } catch {
    return { ok: false, problem: UNREADABLE_IMAGE_PAGE };
  } finally {
    images.dispose();
  }
}

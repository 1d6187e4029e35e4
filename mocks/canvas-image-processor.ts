import { MAX_INPUT_PIXELS, MAX_PHOTO_EDGE, type ImageProcessor, type ImageType } from "../api/lib/images";

/** The quality the server's encoder uses for JPEG and WebP. */
const QUALITY = 0.82;

/** The size that fits inside MAX_PHOTO_EDGE on both sides, never enlarged (the server's "inside" fit). */
export function fitInside(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_PHOTO_EDGE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The mocks' photo processing in the browser, doing what the server does with
 * sharp: decode (bytes that do not decode are refused, like the server's 422),
 * honour the EXIF orientation, fit inside 512 x 512 without enlarging, and
 * re-encode in the same format, which drops metadata such as GPS.
 *
 * Where a browser cannot do the same: a GIF that already fits is kept as sent
 * (a canvas would keep only its first frame), a larger one is stored as PNG;
 * a browser that cannot encode WebP (Safari) stores PNG.
 */
export const canvasImageProcessor: ImageProcessor = {
  async process(bytes, type) {
    const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), {
      imageOrientation: "from-image",
    });
    try {
      if (bitmap.width * bitmap.height > MAX_INPUT_PIXELS) throw new Error("The image has too many pixels.");
      const size = fitInside(bitmap.width, bitmap.height);
      const fits = size.width === bitmap.width && size.height === bitmap.height;
      if (type === "image/gif" && fits) return { bytes, type };

      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas in this browser.");
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const wanted: ImageType = type === "image/gif" ? "image/png" : type;
      const blob = await canvas.convertToBlob({ type: wanted, quality: QUALITY });
      // A browser that cannot encode the format answers PNG instead.
      const encoded: ImageType = blob.type === wanted ? wanted : "image/png";
      return { bytes: new Uint8Array(await blob.arrayBuffer()), type: encoded };
    } finally {
      bitmap.close();
    }
  },
};

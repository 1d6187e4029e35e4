import sharp from "sharp";
import { MAX_INPUT_PIXELS, MAX_PHOTO_EDGE, type ImageProcessor } from "./images";

/**
 * Server photo processing with sharp: honours EXIF orientation, fits inside
 * 512 x 512 without enlarging, drops metadata (GPS included) and keeps the
 * format (GIF animations too). Undecodable input rejects.
 */
export const sharpImageProcessor: ImageProcessor = {
  async process(bytes, type) {
    const animated = type === "image/gif" || type === "image/webp";
    const pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_PHOTO_EDGE, height: MAX_PHOTO_EDGE, fit: "inside", withoutEnlargement: true });
    const formatted =
      type === "image/jpeg"
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : type === "image/png"
          ? pipeline.png({ compressionLevel: 9 })
          : type === "image/webp"
            ? pipeline.webp({ quality: 82 })
            : pipeline.gif();
    const output = await formatted.toBuffer();
    return { bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength), type };
  },
};

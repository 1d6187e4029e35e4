import { describe, expect, it } from "vitest";
import { sniffContentType } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("sniffContentType", () => {
  it("knows each kind of page by its first bytes", () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"))).toBe("image/jpeg");
    expect(sniffContentType(bytes([0x89], "PNG\r\n\x1a\n"))).toBe("image/png");
    expect(sniffContentType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffContentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffContentType(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]))).toBe("image/heic");
    expect(sniffContentType(bytes([0, 0, 0, 28], "ftypmif1", [0, 0, 0, 0]))).toBe("image/heic");
  });

  it("takes nothing else, whatever its name says", () => {
    expect(sniffContentType(bytes("<svg xmlns="))).toBeUndefined();
    expect(sniffContentType(bytes("GIF89a"))).toBeUndefined();
    expect(sniffContentType(bytes([0, 0, 0, 24], "ftypavif"))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });
});

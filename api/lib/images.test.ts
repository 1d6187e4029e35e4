import { describe, expect, test } from "vitest";
import { decodeImageDataUrl, sniffImageType } from "./images";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );
const dataUrl = (type: string, content: Uint8Array) =>
  `data:${type};base64,${Buffer.from(content).toString("base64")}`;

describe("sniffImageType", () => {
  test.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    ["GIF87a", bytes("GIF87a"), "image/gif"],
    ["GIF89a", bytes("GIF89a"), "image/gif"],
    ["WebP", bytes("RIFF", 0, 0, 0, 0, "WEBP"), "image/webp"],
  ])("recognises %s", (_name, content, type) => {
    expect(sniffImageType(content)).toBe(type);
  });

  test.each([
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["SVG with an XML prolog", bytes("<?xml version='1.0'?><svg/>")],
    ["WAV (RIFF but not WebP)", bytes("RIFF", 0, 0, 0, 0, "WAVE")],
    ["HTML", bytes("<!doctype html>")],
    ["empty", bytes()],
    ["a truncated PNG signature", bytes(0x89, "PN")],
  ])("refuses %s", (_name, content) => {
    expect(sniffImageType(content)).toBeUndefined();
  });
});

describe("decodeImageDataUrl", () => {
  const png = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

  test("decodes a PNG data URL, also with parameters", () => {
    expect(decodeImageDataUrl(dataUrl("image/png", png))).toEqual({
      ok: true,
      bytes: png,
      type: "image/png",
    });
    expect(
      decodeImageDataUrl(`data:image/png;name=me.png;base64,${Buffer.from(png).toString("base64")}`).ok,
    ).toBe(true);
  });

  test("goes by the bytes: a PNG declared as JPEG is stored as PNG", () => {
    expect(decodeImageDataUrl(dataUrl("image/jpeg", png))).toMatchObject({ ok: true, type: "image/png" });
  });

  test.each([
    ["image/svg+xml", dataUrl("image/svg+xml", png)],
    ["text/html", dataUrl("text/html", png)],
    ["no base64 marker", `data:image/png,${Buffer.from(png).toString("base64")}`],
    ["bad padding", "data:image/png;base64,iVBORw0KGgo"],
  ])("refuses %s with 422", (_name, value) => {
    expect(decodeImageDataUrl(value)).toMatchObject({ ok: false, status: 422 });
  });

  test("refuses more than 5 MB with 413 before decoding", () => {
    const size = 5 * 1024 * 1024 + 3;
    const value = `data:image/png;base64,${"A".repeat(Math.ceil(size / 3) * 4)}`;
    expect(decodeImageDataUrl(value)).toMatchObject({ ok: false, status: 413 });
    const exact = `data:image/png;base64,${Buffer.concat([Buffer.from(png), Buffer.alloc(5 * 1024 * 1024 - png.length)]).toString("base64")}`;
    expect(decodeImageDataUrl(exact)).toMatchObject({ ok: true });
  });
});

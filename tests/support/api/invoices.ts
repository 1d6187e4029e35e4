import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { InvoiceInput } from "../../../api/contract/invoice";

/** Pages made in the test, as a phone would send them. */
export async function jpegPage(width = 640, height = 480, seed = 1): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + seed * 13) % 251;
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

export async function pngPage(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 250, g: 250, b: 250 } } })
      .png()
      .toBuffer(),
  );
}

export async function pdfPage(pages = 2): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) {
    document.addPage([612, 792]).drawText(`Bill of lading, page ${index}`, { x: 72, y: 700, size: 18, font });
  }
  return document.save();
}

/** A small iPhone-style HEIC (HEVC), made once with libheif's heif-enc: sharp cannot write one. */
export const heicPage = (): Uint8Array =>
  new Uint8Array(readFileSync(new URL("../../fixtures/small-page.heic", import.meta.url)));

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export const validInvoice = (pages: InvoiceInput["pages"]): InvoiceInput => ({
  brokerName: "Coyote Logistics",
  loadNumber: "LD-448120",
  amountCents: 245_000,
  extras: [{ kind: "detention", amountCents: 7_500 }],
  pickupDate: "2026-04-28",
  deliveryDate: "2026-04-30",
  note: "Signed BOL, two pallets short-shipped noted by receiver.",
  pages,
});

type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * Sends one page by tus, in chunks, as the phone does: creation, then PATCH
 * after PATCH from the offset the server acknowledged. Returns the upload id.
 */
export async function tusUpload(send: Send, cookie: string, bytes: Uint8Array, chunkBytes = 256 * 1024) {
  const id = await tusCreate(send, cookie, bytes.byteLength);
  let offset = 0;
  while (offset < bytes.byteLength) {
    const chunk = bytes.subarray(offset, offset + chunkBytes);
    const patched = await tusPatch(send, cookie, id, offset, chunk);
    if (patched.status !== 204)
      throw new Error(`tus PATCH answered ${patched.status}: ${await patched.text()}`);
    offset = Number(patched.headers.get("upload-offset"));
  }
  return id;
}

/** Creates an upload of `length` bytes (tus POST) and returns its id. */
export async function tusCreate(send: Send, cookie: string, length: number) {
  const created = await send("/api/uploads", {
    method: "POST",
    headers: { cookie, "Tus-Resumable": "1.0.0", "Upload-Length": String(length) },
  });
  if (created.status !== 201)
    throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
  return created.headers.get("location")?.split("/").at(-1) ?? "";
}

export const tusPatch = (send: Send, cookie: string, id: string, offset: number, chunk: Uint8Array) =>
  send(`/api/uploads/${id}`, {
    method: "PATCH",
    headers: {
      cookie,
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body: chunk as Uint8Array<ArrayBuffer>,
  });

export const tusHead = (send: Send, cookie: string, id: string) =>
  send(`/api/uploads/${id}`, { method: "HEAD", headers: { cookie, "Tus-Resumable": "1.0.0" } });

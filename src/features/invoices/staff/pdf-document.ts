import type { PDFDocumentProxy } from "pdfjs-dist";

/**
 * PDF pages drawn with pdf.js, for staff only: this module is loaded by the
 * page viewer and the staff detail's PDF thumbnails with a dynamic import, so
 * pdf.js (about a megabyte with its worker) never reaches the public or portal
 * chunks; a build check holds that (docs/decisions/0130-page-viewer.md).
 */

/** Longest edge of a drawn sheet, in canvas pixels: sharp at 4x zoom on a desktop, bounded in memory. */
const MAX_CANVAS_EDGE = 6000;

async function pdfjs() {
  const [library, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

/** Reads the PDF at `url` (the page's own API address, with the session's cookie). */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error("The PDF could not be loaded.");
  const data = new Uint8Array(await response.arrayBuffer());
  const { getDocument } = await pdfjs();
  // No eval: the site's Content-Security-Policy allows none, and a client's PDF gets no such power.
  return getDocument({ data, isEvalSupported: false, enableXfa: false }).promise;
}

/** A sheet's size in PDF points (1/72 inch), as it is meant to be read (its own /Rotate applied). */
export async function sheetSize(pdf: PDFDocumentProxy, sheet: number) {
  const page = await pdf.getPage(sheet);
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/**
 * Draws one sheet on a new canvas at `cssWidth` CSS pixels wide (times the
 * screen's pixel ratio): a new canvas each time, since pdf.js refuses two
 * drawings on one. Rejects when `signal` aborts.
 */
export async function drawSheet(pdf: PDFDocumentProxy, sheet: number, cssWidth: number, signal: AbortSignal) {
  const page = await pdf.getPage(sheet);
  const natural = page.getViewport({ scale: 1 });
  const wanted = (cssWidth * window.devicePixelRatio) / natural.width;
  const scale = Math.min(wanted, MAX_CANVAS_EDGE / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement("canvas");
  // pdf.js draws into the canvas as sized; the CSS size is set by the viewer.
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  signal.addEventListener("abort", () => task.cancel(), { once: true });
  await task.promise;
  return canvas;
}

/**
 * The first sheet of the PDF at `url`, drawn `cssWidth` CSS pixels wide as a
 * PNG for a thumbnail, with the number of sheets the file holds. The document
 * is let go once drawn: a thumbnail keeps a picture, not pdf.js's copy of the file.
 */
export async function firstSheetPreview(url: string, cssWidth: number, signal: AbortSignal) {
  const pdf = await openPdf(url);
  try {
    signal.throwIfAborted();
    const canvas = await drawSheet(pdf, 1, cssWidth, signal);
    const picture = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The sheet could not be kept."))),
        "image/png",
      ),
    );
    return { picture, sheets: pdf.numPages };
  } finally {
    void pdf.destroy();
  }
}

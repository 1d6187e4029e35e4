import { PDFDocument } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { pdfPage } from "../../tests/support/api/invoices";
import { checkPdf, PDF_TOO_COMPLEX, pageCheckLimits } from "./page-files";

const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.7\n${body}\n%%EOF\n`);

describe("PDF structure limits, counted before the parse", () => {
  test("a real document passes", async () => {
    expect(await checkPdf(await pdfPage(3))).toEqual({
      ok: true,
      contentType: "application/pdf",
      pdfPages: 3,
    });
  });

  test("more indirect objects than the limit are refused as too complex", async () => {
    const objects = Array.from(
      { length: pageCheckLimits.maxPdfObjects + 1 },
      (_, i) => `${i + 1} 0 obj\n<< >>\nendobj`,
    );
    expect(await checkPdf(pdf(objects.join("\n")))).toEqual({ ok: false, problem: PDF_TOO_COMPLEX });
  });

  test("objects packed in an object stream count too", async () => {
    const packed = `1 0 obj\n<< /Type /ObjStm /N ${pageCheckLimits.maxPdfObjects} /First 4 /Length 4 >>\nstream\n1 0 \nendstream\nendobj`;
    expect(await checkPdf(pdf(packed))).toEqual({ ok: false, problem: PDF_TOO_COMPLEX });
  });

  test("arrays nested deeper than the limit are refused as too complex", async () => {
    const depth = pageCheckLimits.maxPdfNesting + 1;
    expect(await checkPdf(pdf(`1 0 obj\n${"[".repeat(depth)}${"]".repeat(depth)}\nendobj`))).toEqual({
      ok: false,
      problem: PDF_TOO_COMPLEX,
    });
  });

  test("brackets inside strings, comments and stream data do not count", async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([612, 792]);
    const noise = "[".repeat(pageCheckLimits.maxPdfNesting * 2);
    page.drawText(`(${noise}`, { x: 72, y: 700, size: 12 });
    document.setTitle(noise);
    const saved = await document.save({ useObjectStreams: false });
    expect(await checkPdf(saved)).toEqual({ ok: true, contentType: "application/pdf", pdfPages: 1 });
  });

  test("more pages than the limit are refused as too complex", async () => {
    expect(await checkPdf(await pdfPage(pageCheckLimits.maxPdfPages + 1))).toEqual({
      ok: false,
      problem: PDF_TOO_COMPLEX,
    });
  });
});

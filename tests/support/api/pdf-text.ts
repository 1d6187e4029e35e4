import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The fonts pdf.js draws the standard 14 with, from its own package (it reads them to measure text). */
const standardFontDataUrl = fileURLToPath(
  new URL("../../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url),
);

/**
 * The text of each page of a PDF, as pdf.js reads it back: the pieces joined with a space where
 * pdf.js saw a gap and a line break at each line's end, so a test can look for whole phrases.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes, standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : " "}` : ""))
          .join("")
          .replace(/ +/g, " "),
      );
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { company } from "../contract/company";

/*
 * What the PDFs TPF sends share (the client's statement, a notice of assignment): US Letter, the
 * standard Helvetica, TPF's letterhead, and text that never fails the document. Helvetica's WinAnsi
 * encoding writes Spanish (á é í ó ú ñ ü ¿ ¡); a character it lacks (in a company name, say) is
 * written as "?" rather than failing the whole document.
 */

export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
/** The width between the margins. */
export const BODY_WIDTH = PAGE.width - 2 * MARGIN;
export const INK = rgb(0.07, 0.11, 0.2);
export const MUTED = rgb(0.38, 0.42, 0.5);
export const RULE = rgb(0.8, 0.83, 0.88);
export const SHADE = rgb(0.95, 0.96, 0.98);
export const SIZE = { text: 9.5, small: 8, title: 18, brand: 20 };
export const LINE = 12.5;

export interface TextOptions {
  font?: PDFFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  /** Right-align the text so that it ends here (from the left margin). */
  alignRight?: number;
}

export type PdfWriter = Awaited<ReturnType<typeof pdfWriter>>;

/** A new US Letter document's fonts and the drawing helpers every page uses; `x` counts from the left margin. */
export async function pdfWriter(document: PDFDocument) {
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const writable = (font: PDFFont) => {
    const known = new Set(font.getCharacterSet());
    return (text: string) =>
      [...text.replace(/\s+/g, " ")]
        .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
        .join("");
  };
  const clean = { regular: writable(regular), bold: writable(bold) };
  const cleanFor = (font: PDFFont) => (font === bold ? clean.bold : clean.regular);

  return {
    regular,
    bold,
    addPage: () => document.addPage([PAGE.width, PAGE.height]),
    text(page: PDFPage, value: string, x: number, y: number, options: TextOptions = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? SIZE.text;
      const written = cleanFor(font)(value);
      const left =
        options.alignRight === undefined ? x : options.alignRight - font.widthOfTextAtSize(written, size);
      page.drawText(written, { x: MARGIN + left, y, size, font, color: options.color ?? INK });
    },
    /** Words broken into lines no wider than `width`; a word longer than that is cut. */
    wrap(value: string, width: number, font: PDFFont = regular, size: number = SIZE.text): string[] {
      const lines: string[] = [];
      let current = "";
      for (const word of cleanFor(font)(value).split(" ")) {
        const next = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width) current = next;
        else {
          if (current) lines.push(current);
          let rest = word;
          while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
            let cut = rest.length - 1;
            while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
            lines.push(rest.slice(0, cut));
            rest = rest.slice(cut);
          }
          current = rest;
        }
      }
      if (current) lines.push(current);
      return lines.length > 0 ? lines : [""];
    },
    /** A thin line across the page at `y`. */
    rule(page: PDFPage, y: number, thickness = 0.75) {
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE.width - MARGIN, y },
        thickness,
        color: RULE,
      });
    },
  };
}

/** Who a document comes from, as its letterhead says: TPF's facts now, or as a kept document had them. */
export interface Letterhead {
  name: string;
  fullName: string;
  /** How to reach it, a line each: street, city, phone, e-mail. */
  contact: readonly string[];
}

/** TPF's letterhead from the company facts as they are now. */
export const companyLetterhead = (): Letterhead => ({
  name: company.name,
  fullName: company.fullName,
  contact: [
    company.address.street,
    `${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
    company.phone.display,
    company.email.support,
  ],
});

/**
 * The letterhead at the top of `page`: the name on the left, how to reach it on the right, then a
 * rule. Answers the height of the rule, to write below it.
 */
export function letterhead(writer: PdfWriter, page: PDFPage, from: Letterhead): number {
  const top = PAGE.height - MARGIN;
  writer.text(page, from.name, 0, top - SIZE.brand, { font: writer.bold, size: SIZE.brand });
  writer.text(page, from.fullName, 0, top - SIZE.brand - 14, { color: MUTED });
  from.contact.forEach((line, index) =>
    writer.text(page, line, 0, top - 10 - index * LINE, {
      size: SIZE.small,
      color: MUTED,
      alignRight: BODY_WIDTH,
    }),
  );
  const below = top - 10 - from.contact.length * LINE - 14;
  writer.rule(page, below, 1);
  return below;
}

/** The document's bytes: pdf-lib writes into a buffer of its own, never a shared one. */
export const pdfBytes = async (document: PDFDocument) => (await document.save()) as Uint8Array<ArrayBuffer>;

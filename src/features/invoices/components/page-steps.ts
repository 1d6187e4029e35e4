import { documentKindOptions, type DocumentKind, type InvoicePage } from "../../../../api/contract/invoice";

/**
 * An invoice's pages in reading order: by document as the detail lists them
 * (rate confirmation, then the signed BOL, then receipts), each in its page
 * order. A PDF is one stored page but several sheets of paper: the viewer
 * steps through each sheet, and counts sheets in its "page 2 of 3".
 */

export interface PageStep {
  page: InvoicePage;
  /** Which sheet of the file, from 1 (always 1 for a photo). */
  sheet: number;
  /** Position among the sheets of its document, from 1, and how many that document has. */
  position: number;
  of: number;
}

/** The document's name as the detail heads it. */
export const documentLabel = (kind: DocumentKind) =>
  documentKindOptions.find((option) => option.value === kind)?.label ?? kind;

/** A document's pages in their order. */
export const pagesOf = (pages: readonly InvoicePage[], kind: DocumentKind) =>
  pages.filter((page) => page.documentKind === kind).sort((a, b) => a.order - b.order);

/** Every sheet of every document, in reading order. */
export function pageSteps(pages: readonly InvoicePage[]): PageStep[] {
  return documentKindOptions.flatMap(({ value }) => {
    const sheets = pagesOf(pages, value).flatMap((page) =>
      Array.from({ length: page.pdfPages ?? 1 }, (_, index) => ({ page, sheet: index + 1 })),
    );
    return sheets.map((step, index) => ({ ...step, position: index + 1, of: sheets.length }));
  });
}

/** "Rate confirmation, page 2 of 3". */
export const stepText = (step: PageStep) =>
  `${documentLabel(step.page.documentKind)}, page ${step.position} of ${step.of}`;

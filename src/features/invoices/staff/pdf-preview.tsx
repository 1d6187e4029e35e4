import { useEffect, useRef, useState, type ReactNode } from "react";
import type { InvoicePage } from "../../../../api/contract/invoice";
import { useObjectUrl } from "../components/use-object-url";
import { sheets } from "../invoice-words";
import styles from "./staff-invoices.module.css";

/** Drawn this much before the tile scrolls into view, so it is there when staff reach it. */
const AHEAD = "300px";

/**
 * A PDF's thumbnail in the staff detail: its first sheet, drawn with pdf.js
 * (the viewer's own module, loaded only here and in the viewer) once the tile
 * nears the screen, with the number of sheets the file holds. Until it is
 * drawn, and if it cannot be, the PDF tile (`tile`) stands in its place
 * (docs/decisions/0130-page-viewer.md).
 */
export function PdfPreview({ page, label, tile }: { page: InvoicePage; label: string; tile: ReactNode }) {
  const holder = useRef<HTMLSpanElement>(null);
  const [drawn, setDrawn] = useState<{ picture: Blob; sheets: number }>();
  const picture = useObjectUrl(drawn?.picture);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const drawing = new AbortController();
    const draw = () =>
      import("./pdf-document")
        .then(({ firstSheetPreview }) =>
          firstSheetPreview(page.url, element.clientWidth || 160, drawing.signal),
        )
        .then(
          (preview) => !drawing.signal.aborted && setDrawn(preview),
          // Not drawn: the PDF tile stays, and the viewer says what went wrong when it is opened.
          () => undefined,
        );
    if (typeof IntersectionObserver === "undefined") {
      void draw();
      return () => drawing.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      drawing.abort();
    };
  }, [page.url]);

  return (
    <span ref={holder} className={styles.pdfPreview} data-drawn={picture ? "" : undefined}>
      {picture && drawn ? (
        <>
          <img src={picture} alt={label} data-rotation={page.rotation} />
          <span className={styles.pdfBadge}>PDF · {sheets(page.pdfPages ?? drawn.sheets, "en")}</span>
        </>
      ) : (
        tile
      )}
    </span>
  );
}

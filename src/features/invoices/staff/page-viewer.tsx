import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, RotateCw, TriangleAlert, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { InvoicePage, PageRotation } from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useToast } from "../../../components/ui/toast";
import { sessionEnded } from "../../../lib/session-ended";
import { pageSteps, stepText, type PageStep } from "../components/page-steps";
import { phoneFoundSentence } from "../quality";
import { afterInvoiceChange, rotatePage } from "./queries";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./page-viewer.module.css";

/**
 * One page large, for reading amounts, signatures and stamps
 * (docs/decisions/0130-page-viewer.md): previous and next across every
 * document, zoom (panned by scrolling), a quarter turn that is saved for
 * everyone, and the original file to download. PDFs are drawn with pdf.js,
 * loaded only here.
 */

/** Zoom steps, as multiples of the size that fits the screen. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
const FIT = ZOOM_STEPS.indexOf(1);

interface Size {
  width: number;
  height: number;
}

/** The stage's size, as it changes with the window. */
function useStageSize(stage: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<Size>();
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    // Without ResizeObserver (older browsers) the size read at opening stays.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  return size;
}

/** The sheet of a PDF: pdf.js reads the file once per page viewed, and draws the sheet at the size shown. */
function PdfSheet({
  page,
  sheet,
  width,
  onSize,
}: {
  page: InvoicePage;
  sheet: number;
  width: number | undefined;
  onSize: (size: Size) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | undefined;
    import("./pdf-document")
      .then(({ openPdf }) => openPdf(page.url))
      .then(
        (document) => {
          opened = document;
          if (live) setPdf(document);
          else void document.destroy();
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [page.url]);

  useEffect(() => {
    if (!pdf) return;
    let live = true;
    // The document is destroyed when the viewer moves on, which rejects a pending
    // read with "Transport destroyed": that is expected then, and a failure otherwise.
    import("./pdf-document")
      .then(({ sheetSize }) => sheetSize(pdf, sheet))
      .then(
        (size) => live && onSize(size),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [pdf, sheet, onSize]);

  useEffect(() => {
    if (!pdf || !width) return;
    const drawing = new AbortController();
    import("./pdf-document")
      .then(({ drawSheet }) => drawSheet(pdf, sheet, width, drawing.signal))
      .then(
        (canvas) => {
          if (drawing.signal.aborted) return;
          canvas.className = styles.canvas ?? "";
          holder.current?.replaceChildren(canvas);
        },
        () => !drawing.signal.aborted && setFailed(true),
      );
    return () => drawing.abort();
  }, [pdf, sheet, width]);

  if (failed) return <p className={styles.problem}>This PDF page could not be drawn. Download it instead.</p>;
  return (
    <div ref={holder} className={styles.sheetHolder} data-sheet-drawn={pdf ? "" : undefined}>
      {pdf ? null : (
        <span className={styles.loading} role="status">
          <Spinner />
          Drawing the PDF page...
        </span>
      )}
    </div>
  );
}

/**
 * The viewer over the staff detail. `at` is the open step (an index into
 * `pageSteps(pages)`); `onMove` goes to another; `onClose` ends it; once it
 * is gone, `onClosed` gets the step shown last, so focus can return to that
 * page's thumbnail (which may not be the one that opened it).
 */
export function PageViewer({
  reference,
  pages,
  at,
  onMove,
  onClose,
  onClosed,
}: {
  reference: string;
  pages: readonly InvoicePage[];
  at: number | undefined;
  onMove: (at: number) => void;
  onClose: () => void;
  onClosed: (last: PageStep) => void;
}) {
  const steps = pageSteps(pages);
  const step = at === undefined ? undefined : steps[at];
  const last = useRef(step);
  useEffect(() => {
    if (step) last.current = step;
  });
  return (
    <Modal
      open={step !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={step ? stepText(step) : reference}
      description={
        <>
          {reference}
          {step && step.page.warnings.length > 0 ? (
            <span className={styles.warning}>
              <TriangleAlert aria-hidden="true" />
              {phoneFoundSentence(step.page.warnings)}
            </span>
          ) : (
            <span className={styles.keys}> · Arrow keys: previous and next page; + and -: zoom; 0: fit.</span>
          )}
        </>
      }
      className={styles.viewer}
      onCloseAutoFocus={(event) => {
        if (!last.current) return;
        event.preventDefault();
        onClosed(last.current);
      }}
    >
      {step && at !== undefined ? (
        <ViewerBody
          key={step.page.id}
          reference={reference}
          step={step}
          at={at}
          count={steps.length}
          onMove={onMove}
        />
      ) : null}
    </Modal>
  );
}

function ViewerBody({
  reference,
  step,
  at,
  count,
  onMove,
}: {
  reference: string;
  step: PageStep;
  at: number;
  count: number;
  onMove: (at: number) => void;
}) {
  const { page, sheet } = step;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const stage = useRef<HTMLDivElement>(null);
  const stageSize = useStageSize(stage);
  const [zoom, setZoom] = useState(FIT);
  const [natural, setNatural] = useState<Size>();
  const [turning, setTurning] = useState<PageRotation>();
  const rotation = turning ?? page.rotation;
  const sideways = rotation === 90 || rotation === 270;
  const label = stepText(step);

  // The size that fits the stage, turned as shown, then the zoom step on top.
  const turned = natural && (sideways ? { width: natural.height, height: natural.width } : natural);
  const scale =
    turned && stageSize
      ? Math.min(stageSize.width / turned.width, stageSize.height / turned.height) * ZOOM_STEPS[zoom]!
      : undefined;
  const shown =
    natural && scale ? { width: natural.width * scale, height: natural.height * scale } : undefined;

  const turn = async () => {
    const next = ((rotation + 90) % 360) as PageRotation;
    setTurning(next);
    try {
      await afterInvoiceChange(queryClient, await rotatePage(reference, page.id, next));
    } catch (error) {
      if (!sessionEnded(error)) {
        toast({
          title: "The turn was not saved",
          description: error instanceof Error ? error.message : "Try again.",
          variant: "destructive",
        });
      }
    } finally {
      setTurning(undefined);
    }
  };

  // The keys work wherever focus is in the viewer; a modifier leaves the browser's own shortcuts alone.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const zoomIn = () => setZoom((z) => Math.min(z + 1, ZOOM_STEPS.length - 1));
      const keys: Record<string, () => void> = {
        ArrowLeft: () => at > 0 && onMove(at - 1),
        ArrowRight: () => at < count - 1 && onMove(at + 1),
        "+": zoomIn,
        "=": zoomIn,
        "-": () => setZoom((z) => Math.max(z - 1, 0)),
        "0": () => setZoom(FIT),
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [at, count, onMove]);

  return (
    <div className={styles.body}>
      <div className={styles.toolbar} role="toolbar" aria-label="Page">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onMove(at - 1)}
          disabled={at === 0}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="visually-hidden" aria-live="polite">
          {label}
        </span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onMove(at + 1)}
          disabled={at === count - 1}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className={styles.gap} />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setZoom((z) => Math.max(z - 1, 0))}
          disabled={zoom === 0}
          aria-label="Zoom out"
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className={styles.zoom} aria-live="polite" data-testid="zoom">
          {Math.round(ZOOM_STEPS[zoom]! * 100)}%
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setZoom((z) => Math.min(z + 1, ZOOM_STEPS.length - 1))}
          disabled={zoom === ZOOM_STEPS.length - 1}
          aria-label="Zoom in"
        >
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setZoom(FIT)} disabled={zoom === FIT}>
          Fit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void turn()}
          disabled={turning !== undefined}
          aria-label="Turn the page a quarter to the right, for everyone"
        >
          <RotateCw aria-hidden="true" />
          Turn
        </Button>
        <a className={styles.download} href={`${page.url}?download=1`} download>
          <Download aria-hidden="true" />
          Download<span className="visually-hidden"> {label}</span>
        </a>
      </div>
      {/* The stage scrolls when the page is larger than it: that is how a zoomed page is panned. */}
      <div
        ref={stage}
        className={styles.stage}
        tabIndex={0}
        role="region"
        aria-label={`${label}, turned ${rotation} degrees`}
        data-rotation={rotation}
      >
        <div
          className={styles.frame}
          style={
            shown
              ? {
                  width: sideways ? shown.height : shown.width,
                  height: sideways ? shown.width : shown.height,
                }
              : undefined
          }
        >
          <div
            className={styles.turned}
            style={{
              ...(shown ? { width: shown.width, height: shown.height } : {}),
              transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
            }}
          >
            {page.contentType === "application/pdf" ? (
              <PdfSheet page={page} sheet={sheet} width={shown?.width} onSize={setNatural} />
            ) : (
              <img
                src={page.url}
                alt={label}
                className={styles.image}
                onLoad={(event) =>
                  setNatural({
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  })
                }
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

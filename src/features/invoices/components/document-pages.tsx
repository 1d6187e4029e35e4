import {
  ArrowDown,
  ArrowUp,
  Camera,
  CircleAlert,
  FileText,
  ImagePlus,
  RefreshCw,
  RotateCw,
  Trash2,
  TriangleAlert,
} from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { documentKindOptions, invoiceLimits, type DocumentKind } from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { randomUuid } from "../../../lib/random-uuid";
import { numberedPages, TOO_LARGE, type DraftPage } from "../invoice-form";
import { formatBytes } from "../packets/progress";
import { warningSentence, warningText } from "../quality";
import { canTurn, scanPage, turnPage } from "../scan/scanner";
import { useObjectUrl } from "./use-object-url";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./invoices.module.css";

/*
 * The pages of each document, as the driver builds them: from the camera,
 * the gallery or a PDF, each photo turned into a scan off the main thread;
 * thumbnails; move up and down (buttons, so a keyboard and a screen reader
 * can reorder), retake and remove. The quality check warns; it never
 * blocks.
 */

/** "1 page", "3 pages". */
/** "1 page", "3 pages": sheets of paper, wherever a count of them is shown. */
export const sheets = (count: number) => (count === 1 ? "1 page" : `${count} pages`);

/** Sheets of paper in a document: a PDF counts its own pages. */
const sheetCount = (pages: readonly DraftPage[]) =>
  pages.reduce((sum, page) => sum + (page.page?.pdfPages ?? 1), 0);

const kindLabel = (kind: DocumentKind) =>
  documentKindOptions.find((option) => option.value === kind)?.label ?? kind;

/** The short name of a document in sentences ("the BOL"). */
const shortName: Record<DocumentKind, string> = {
  "rate-confirmation": "rate confirmation",
  "bol-pod": "BOL / POD",
  receipt: "receipts",
};

const hints: Record<DocumentKind, string> = {
  "rate-confirmation": "The broker's rate con: a photo of each page, or the PDF they e-mailed.",
  "bol-pod": "The bill of lading signed at delivery (or the proof of delivery), every page.",
  receipt: "Lumper, scale or other receipts you want paid back. Optional.",
};

export interface DocumentPagesProps {
  pages: readonly DraftPage[];
  /** Applies a change to the list (functional, since scans finish at any time). */
  onChange: (change: (pages: DraftPage[]) => DraftPage[]) => void;
  /** Says something in the form's polite live region. */
  announce: (message: string) => void;
  /** Which documents to offer; all three by default. */
  kinds?: readonly DocumentKind[];
  /** Marks the required ones. */
  required?: readonly DocumentKind[];
  /** Pages the invoice has already, counted against the page limit. */
  existingPages?: number;
  /** The field's error (missing documents, pages still being prepared...), linked to each section. */
  error?: string | undefined;
  errorId?: string;
}

function PageItem({
  page,
  order,
  count,
  kind,
  onMove,
  onRetake,
  onReplace,
  onTurn,
  onRemove,
}: {
  page: DraftPage;
  order: number;
  count: number;
  kind: DocumentKind;
  onMove: (by: -1 | 1, button: HTMLButtonElement) => void;
  /** A new photo from the camera in this page's place. */
  onRetake: () => void;
  /** A photo or PDF from the gallery or files in this page's place. */
  onReplace: () => void;
  /** Turns the scan a quarter clockwise (a sideways photo the camera did not mark). */
  onTurn: () => void;
  onRemove: () => void;
}) {
  const thumbnail = useObjectUrl(page.page?.thumbnail);
  const name = `page ${order} of the ${shortName[kind]}`;
  const scan = page.page;
  const warnings = scan?.warnings ?? [];
  const statusId = useId();
  let status: ReactNode;
  if (page.state === "scanning") {
    status = (
      <span className={styles.pageState}>
        <Spinner />
        Preparing the scan...
      </span>
    );
  } else if (page.state === "failed" || page.error) {
    status = (
      <span className={styles.pageProblem}>
        <CircleAlert aria-hidden="true" />
        {page.error}
      </span>
    );
  } else if (warnings.length > 0) {
    status = (
      <span className={styles.pageWarning}>
        <TriangleAlert aria-hidden="true" />
        {warningSentence(warnings)}
      </span>
    );
  } else if (scan) {
    status = (
      <span className={styles.pageState}>
        {scan.contentType === "application/pdf"
          ? `PDF${scan.pdfPages ? ` of ${sheets(scan.pdfPages)}` : ""}, ${formatBytes(scan.blob.size)}`
          : scan.keptAsIs
            ? formatBytes(scan.blob.size)
            : `${formatBytes(scan.blob.size)} scan of a ${formatBytes(scan.originalBytes)} photo`}
      </span>
    );
  }
  const tooLarge = (scan?.blob.size ?? 0) > invoiceLimits.maxFileBytes;

  return (
    <li className={styles.page} data-state={page.state} data-warned={warnings.length > 0 ? "" : undefined}>
      <div className={styles.thumb} aria-hidden="true">
        {thumbnail ? (
          <img src={thumbnail} alt="" />
        ) : scan?.contentType === "application/pdf" ? (
          <span className={styles.pdfTile}>
            <FileText />
            PDF
            {scan.pdfPages ? <span>{sheets(scan.pdfPages)}</span> : null}
          </span>
        ) : (
          <FileText />
        )}
        {warnings.length > 0 ? <span className={styles.thumbFlag}>{warningText[warnings[0]!]}</span> : null}
      </div>
      <div className={styles.pageBody}>
        <p className={styles.pageTitle}>
          Page {order}
          <span className={styles.pageName}>{page.name}</span>
        </p>
        <p className={styles.pageMeta} id={statusId}>
          {status}
        </p>
        {scan?.keptAsIs ? <p className={styles.pageMeta}>{scan.keptAsIs}</p> : null}
        {tooLarge ? <p className={styles.pageProblem}>{TOO_LARGE}</p> : null}
        <div className={styles.pageActions}>
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={`Move ${name} up`}
            disabled={order === 1}
            onClick={(event) => onMove(-1, event.currentTarget)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={`Move ${name} down`}
            disabled={order === count}
            onClick={(event) => onMove(1, event.currentTarget)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant={warnings.length > 0 || page.state === "failed" ? "secondary" : "outline"}
            aria-label={`Retake ${name}`}
            aria-describedby={statusId}
            onClick={onRetake}
          >
            <RefreshCw aria-hidden="true" />
            Retake
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Replace ${name} from the gallery or files`}
            onClick={onReplace}
          >
            <ImagePlus aria-hidden="true" />
            Replace
          </Button>
          {scan && page.state === "ready" && canTurn(scan) ? (
            <Button
              size="sm"
              variant="ghost"
              className={styles.iconButton}
              aria-label={`Turn ${name} a quarter to the right`}
              title="Turn"
              onClick={onTurn}
            >
              <RotateCw aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={`Remove ${name}`}
            title="Remove"
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

function DocumentSection({
  kind,
  pages,
  required,
  onChange,
  announce,
  room,
  error,
  errorId,
}: {
  kind: DocumentKind;
  pages: readonly (DraftPage & { order: number })[];
  required: boolean;
  onChange: DocumentPagesProps["onChange"];
  announce: DocumentPagesProps["announce"];
  room: number;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  const headingId = useId();
  const hintId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const retaking = useRef<string | undefined>(undefined);
  const label = kindLabel(kind);

  /** Scans each file into its draft page; a page that fails says why and offers Retake. */
  const scanInto = (drafts: DraftPage[], files: File[]) => {
    drafts.forEach((draft, index) => {
      const file = files[index];
      if (!file) return;
      scanPage(file).then(
        (scan) => {
          onChange((list) =>
            list.map((each) => (each.id === draft.id ? { ...each, state: "ready", page: scan } : each)),
          );
          announce(
            scan.warnings.length > 0
              ? `${draft.name}: ${warningSentence(scan.warnings)}`
              : `${draft.name} is ready.`,
          );
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          onChange((list) =>
            list.map((each) => (each.id === draft.id ? { ...each, state: "failed", error: message } : each)),
          );
          announce(`${draft.name}: ${message}`);
        },
      );
    });
  };

  const add = (fileList: FileList | null) => {
    const files = [...(fileList ?? [])];
    if (files.length === 0) return;
    const target = retaking.current;
    retaking.current = undefined;
    if (target) {
      const [file] = files;
      if (!file) return;
      const draft: DraftPage = {
        id: randomUuid(),
        documentKind: kind,
        name: file.name || "Photo",
        state: "scanning",
      };
      onChange((list) => list.map((each) => (each.id === target ? draft : each)));
      scanInto([draft], [file]);
      return;
    }
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length < files.length) {
      announce(
        `An invoice can have at most ${invoiceLimits.maxPages} pages: ${files.length - taken.length} not added.`,
      );
    }
    const drafts = taken.map((file): DraftPage => ({
      id: randomUuid(),
      documentKind: kind,
      name: file.name || "Photo",
      state: "scanning",
    }));
    onChange((list) => [...list, ...drafts]);
    scanInto(drafts, taken);
  };

  const move = (page: DraftPage & { order: number }, by: -1 | 1, button: HTMLButtonElement) => {
    onChange((list) => {
      const same = list.filter((each) => each.documentKind === kind);
      const from = same.findIndex((each) => each.id === page.id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= same.length) return list;
      const reordered = [...same];
      [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
      let next = 0;
      return list.map((each) => (each.documentKind === kind ? reordered[next++]! : each));
    });
    announce(`Page ${page.order} of the ${shortName[kind]} moved to page ${page.order + by}.`);
    // Focus follows the page to its new place, on the same button, so pressing again keeps moving it.
    const label = button.getAttribute("aria-label")?.replace(/page \d+/, `page ${page.order + by}`);
    requestAnimationFrame(() => {
      const section = document.getElementById(headingId)?.closest("section");
      const again = label ? section?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) : null;
      (again && !again.disabled
        ? again
        : button.closest("li")?.querySelector<HTMLButtonElement>("button:not(:disabled)")
      )?.focus();
    });
  };

  const turn = (page: DraftPage & { order: number }) => {
    const scan = page.page;
    if (!scan) return;
    onChange((list) => list.map((each) => (each.id === page.id ? { ...each, state: "scanning" } : each)));
    turnPage(scan).then(
      (turned) => {
        onChange((list) =>
          list.map((each) => (each.id === page.id ? { ...each, state: "ready", page: turned } : each)),
        );
        announce(`Page ${page.order} of the ${shortName[kind]} turned.`);
      },
      () => {
        onChange((list) => list.map((each) => (each.id === page.id ? { ...each, state: "ready" } : each)));
        announce(`Page ${page.order} of the ${shortName[kind]} could not be turned. Retake it instead.`);
      },
    );
  };

  const remove = (page: DraftPage & { order: number }) => {
    // Committed at once so that the add button, enabled again if the document
    // was full, takes the focus from the Remove button that is gone.
    flushSync(() => onChange((list) => list.filter((each) => each.id !== page.id)));
    announce(`Page ${page.order} of the ${shortName[kind]} removed.`);
    addButton.current?.focus();
  };

  return (
    <section
      className={styles.document}
      aria-labelledby={headingId}
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(" ")}
      data-kind={kind}
    >
      <div className={styles.documentHead}>
        <h3 id={headingId} className={styles.documentTitle}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {" "}
              *
            </span>
          ) : (
            <span className={styles.optional}> (optional)</span>
          )}
        </h3>
        <span className={styles.documentCount}>
          {pages.length === 0 ? "No pages" : sheets(sheetCount(pages))}
        </span>
      </div>
      <p id={hintId} className={styles.documentHint}>
        {hints[kind]}
      </p>
      {pages.length > 0 ? (
        <ol className={styles.pages} aria-label={`Pages of the ${shortName[kind]}`}>
          {pages.map((page) => (
            <PageItem
              key={page.id}
              page={page}
              order={page.order}
              count={pages.length}
              kind={kind}
              onMove={(by, button) => move(page, by, button)}
              onRetake={() => {
                retaking.current = page.id;
                camera.current?.click();
              }}
              onReplace={() => {
                retaking.current = page.id;
                gallery.current?.click();
              }}
              onTurn={() => turn(page)}
              onRemove={() => remove(page)}
            />
          ))}
        </ol>
      ) : null}
      <div className={styles.addRow}>
        <Button
          ref={addButton}
          variant={pages.length === 0 ? "secondary" : "outline"}
          size="sm"
          onClick={() => {
            retaking.current = undefined;
            camera.current?.click();
          }}
          disabled={room <= 0}
        >
          <Camera aria-hidden="true" />
          {pages.length === 0 ? "Take photo" : "Add a page"}
          <span className="visually-hidden"> of the {shortName[kind]}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            retaking.current = undefined;
            gallery.current?.click();
          }}
          disabled={room <= 0}
        >
          <ImagePlus aria-hidden="true" />
          Gallery or PDF
          <span className="visually-hidden"> for the {shortName[kind]}</span>
        </Button>
      </div>
      {/* The platform's own pickers: the camera straight away, or the gallery and files. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`camera-${kind}`}
        onChange={(event) => {
          add(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*,.heic,.heif,application/pdf"
        multiple
        hidden
        data-testid={`files-${kind}`}
        onChange={(event) => {
          add(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
    </section>
  );
}

/** Every document's pages; the list stays one array so the page order survives a reload of the packet. */
export function DocumentPages({
  pages,
  onChange,
  announce,
  kinds = documentKindOptions.map((option) => option.value),
  required = [],
  existingPages = 0,
  error,
  errorId,
}: DocumentPagesProps) {
  const numbered = numberedPages(pages);
  const room = invoiceLimits.maxPages - existingPages - pages.length;
  return (
    <div className={styles.documents}>
      {kinds.map((kind) => (
        <DocumentSection
          key={kind}
          kind={kind}
          pages={numbered.filter((page) => page.documentKind === kind)}
          required={required.includes(kind)}
          onChange={onChange}
          announce={announce}
          room={room}
          error={error}
          errorId={errorId}
        />
      ))}
    </div>
  );
}

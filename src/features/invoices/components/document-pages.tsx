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
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { randomUuid } from "../../../lib/random-uuid";
import * as m from "../../../paraglide/messages";
import { formMessages, numberedPages, type DraftPage } from "../invoice-form";
import {
  documentFor,
  documentName,
  documentOf,
  keptAsIsIn,
  scanFailure,
  sheets,
  tileSheets,
} from "../invoice-words";
import { formatBytes } from "../packets/progress";
import { reasonIn } from "../packets/reasons";
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
 * blocks. Every word is in the driver's language.
 */

/** Sheets of paper in a document: a PDF counts its own pages. */
const sheetCount = (pages: readonly DraftPage[]) =>
  pages.reduce((sum, page) => sum + (page.page?.pdfPages ?? 1), 0);

/** What to put in each document. */
function hint(kind: DocumentKind, locale: Locale): string {
  if (kind === "bol-pod") return m.invoices_hint_bol({}, { locale });
  return kind === "receipt" ? m.invoices_hint_receipt({}, { locale }) : m.invoices_hint_rate({}, { locale });
}

/** "page 2 of the BOL / POD", "página 2 del BOL / POD": a page in buttons' names and announcements. */
const pageName = (order: number, kind: DocumentKind, locale: Locale) =>
  m.invoices_page_of({ order, document: documentOf(kind, locale) }, { locale });

/** A page's move buttons, named by where the page is: found again by name once it has moved. */
const moveLabel = (by: -1 | 1, order: number, kind: DocumentKind, locale: Locale) => {
  const name = pageName(order, kind, locale);
  return by < 0 ? m.invoices_move_up({ name }, { locale }) : m.invoices_move_down({ name }, { locale });
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
  const locale = useLocale();
  const said = { locale };
  const thumbnail = useObjectUrl(page.page?.thumbnail);
  const name = pageName(order, kind, locale);
  const scan = page.page;
  const warnings = scan?.warnings ?? [];
  const statusId = useId();
  let status: ReactNode;
  if (page.state === "scanning") {
    status = (
      <span className={styles.pageState}>
        <Spinner />
        {m.invoices_preparing({}, said)}
      </span>
    );
  } else if (page.state === "failed" || page.error) {
    status = (
      <span className={styles.pageProblem}>
        <CircleAlert aria-hidden="true" />
        {page.error === undefined ? null : reasonIn(page.error, locale)}
      </span>
    );
  } else if (warnings.length > 0) {
    status = (
      <span className={styles.pageWarning}>
        <TriangleAlert aria-hidden="true" />
        {warningSentence(warnings, locale)}
      </span>
    );
  } else if (scan) {
    status = (
      <span className={styles.pageState}>
        {scan.contentType === "application/pdf"
          ? scan.pdfPages
            ? m.invoices_pdf_of(
                { sheets: sheets(scan.pdfPages, locale), size: formatBytes(scan.blob.size) },
                said,
              )
            : m.invoices_pdf({ size: formatBytes(scan.blob.size) }, said)
          : scan.keptAsIs
            ? formatBytes(scan.blob.size)
            : m.invoices_scan_of_photo(
                { size: formatBytes(scan.blob.size), original: formatBytes(scan.originalBytes) },
                said,
              )}
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
            {scan.pdfPages ? <span>{tileSheets(scan.pdfPages, locale)}</span> : null}
          </span>
        ) : (
          <FileText />
        )}
        {warnings.length > 0 ? (
          <span className={styles.thumbFlag}>{warningText(warnings[0]!, locale)}</span>
        ) : null}
      </div>
      <div className={styles.pageBody}>
        <p className={styles.pageTitle}>
          {m.invoices_page_number({ order }, said)}
          <span className={styles.pageName}>{page.name}</span>
        </p>
        <p className={styles.pageMeta} id={statusId}>
          {status}
        </p>
        {scan?.keptAsIs ? <p className={styles.pageMeta}>{keptAsIsIn(scan.keptAsIs, locale)}</p> : null}
        {tooLarge ? <p className={styles.pageProblem}>{formMessages(locale).pageTooLarge}</p> : null}
        <div className={styles.pageActions}>
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={moveLabel(-1, order, kind, locale)}
            disabled={order === 1}
            onClick={(event) => onMove(-1, event.currentTarget)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={moveLabel(1, order, kind, locale)}
            disabled={order === count}
            onClick={(event) => onMove(1, event.currentTarget)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant={warnings.length > 0 || page.state === "failed" ? "secondary" : "outline"}
            aria-label={m.invoices_retake_name({ name }, said)}
            aria-describedby={statusId}
            onClick={onRetake}
          >
            <RefreshCw aria-hidden="true" />
            {m.invoices_retake({}, said)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={m.invoices_replace_name({ name }, said)}
            onClick={onReplace}
          >
            <ImagePlus aria-hidden="true" />
            {m.invoices_replace({}, said)}
          </Button>
          {scan && page.state === "ready" && canTurn(scan) ? (
            <Button
              size="sm"
              variant="ghost"
              className={styles.iconButton}
              aria-label={m.invoices_turn_name({ name }, said)}
              title={m.invoices_turn({}, said)}
              onClick={onTurn}
            >
              <RotateCw aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className={styles.iconButton}
            aria-label={m.invoices_remove_name({ name }, said)}
            title={m.invoices_remove({}, said)}
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
  const locale = useLocale();
  const said = { locale };
  const of = documentOf(kind, locale);
  const headingId = useId();
  const hintId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const retaking = useRef<string | undefined>(undefined);
  const label = documentName(kind, locale);

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
              ? `${draft.name}: ${warningSentence(scan.warnings, locale)}`
              : m.invoices_page_ready({ name: draft.name }, said),
          );
        },
        (error: unknown) => {
          const message = scanFailure(error, locale);
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
        name: file.name || m.invoices_photo({}, said),
        state: "scanning",
      };
      onChange((list) => list.map((each) => (each.id === target ? draft : each)));
      scanInto([draft], [file]);
      return;
    }
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length < files.length) {
      announce(
        m.invoices_too_many_pages({ max: invoiceLimits.maxPages, count: files.length - taken.length }, said),
      );
    }
    const drafts = taken.map((file): DraftPage => ({
      id: randomUuid(),
      documentKind: kind,
      name: file.name || m.invoices_photo({}, said),
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
    announce(m.invoices_page_moved({ order: page.order, document: of, to: page.order + by }, said));
    // Focus follows the page to its new place, on the same button, so pressing again keeps moving it.
    const label = moveLabel(by, page.order + by, kind, locale);
    requestAnimationFrame(() => {
      const section = document.getElementById(headingId)?.closest("section");
      const again = section?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
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
        announce(m.invoices_page_turned({ order: page.order, document: of }, said));
      },
      () => {
        onChange((list) => list.map((each) => (each.id === page.id ? { ...each, state: "ready" } : each)));
        announce(m.invoices_page_not_turned({ order: page.order, document: of }, said));
      },
    );
  };

  const remove = (page: DraftPage & { order: number }) => {
    // Committed at once so that the add button, enabled again if the document
    // was full, takes the focus from the Remove button that is gone.
    flushSync(() => onChange((list) => list.filter((each) => each.id !== page.id)));
    announce(m.invoices_page_removed({ order: page.order, document: of }, said));
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
            <span className={styles.optional}> {m.invoices_optional({}, said)}</span>
          )}
        </h3>
        <span className={styles.documentCount}>
          {pages.length === 0 ? m.invoices_no_pages({}, said) : sheets(sheetCount(pages), locale)}
        </span>
      </div>
      <p id={hintId} className={styles.documentHint}>
        {hint(kind, locale)}
      </p>
      {pages.length > 0 ? (
        <ol className={styles.pages} aria-label={m.invoices_pages_of({ document: of }, said)}>
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
          {pages.length === 0 ? m.invoices_take_photo({}, said) : m.invoices_add_page({}, said)}
          <span className="visually-hidden"> {of}</span>
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
          {m.invoices_gallery({}, said)}
          <span className="visually-hidden"> {documentFor(kind, locale)}</span>
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

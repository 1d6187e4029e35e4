import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Download, FileText, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { documentKindOptions, type InvoicePage } from "../../../../api/contract/invoice";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { Notice } from "../../../components/ui/notice";
import { formStyles } from "../../../components/form/form";
import { ApiRequestError } from "../../../lib/api";
import { randomUuid } from "../../../lib/random-uuid";
import { PAGES_FAILED, PAGES_SCANNING, pagesToKeep, type DraftPage } from "../invoice-form";
import { formatCents } from "../money";
import { phoneFoundSentence, warningText } from "../quality";
import { keepStorage, requestBackgroundSync, sendPacketNow } from "../packets/packet-actions";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, invoiceOptions } from "../queries";
import { DocumentPages, sheets } from "./document-pages";
import { InvoiceLoadFacts } from "./invoice-facts";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { pagesOf } from "./page-steps";
import { PacketStatus } from "./packet-status";
import { ServerSection } from "./server-section";
import { useAnnouncer } from "./use-announcer";
import styles from "./invoices.module.css";
import { BackLink } from "../../../components/ui/back-link";

/** A page's picture in a thumbnail, turned as staff turned it for everyone. */
function Thumbnail({ page, label }: { page: InvoicePage; label: string }) {
  return page.contentType === "application/pdf" ? (
    <span className={styles.pdfThumb}>
      <FileText aria-hidden="true" />
      {page.pdfPages ? `PDF · ${sheets(page.pdfPages)}` : "PDF"}
    </span>
  ) : (
    <img src={page.url} alt={label} loading="lazy" data-rotation={page.rotation} />
  );
}

/**
 * Every page of an invoice by document, each downloadable. The client opens
 * a photo in a new tab; staff pass `onOpen` and get the page viewer instead,
 * and with `showWarnings` read what the driver's phone found on a photo.
 */
export function InvoicePages({
  pages,
  addedAfter,
  onOpen,
  showWarnings = false,
}: {
  pages: readonly InvoicePage[];
  addedAfter?: string | undefined;
  onOpen?: (page: InvoicePage) => void;
  showWarnings?: boolean;
}) {
  return (
    <div className={styles.serverDocuments}>
      {documentKindOptions.map((kind) => {
        const own = pagesOf(pages, kind.value);
        if (own.length === 0) return null;
        return (
          <section key={kind.value} aria-label={kind.label} className={styles.serverDocument}>
            <h3 className={styles.documentTitle}>{kind.label}</h3>
            <ol className={styles.serverPages}>
              {own.map((page) => {
                const label = `${kind.label}, page ${page.order}`;
                const late = addedAfter !== undefined && page.addedAt > addedAfter;
                const warned = showWarnings && page.warnings.length > 0;
                return (
                  <li key={page.id} className={styles.serverPage}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={styles.serverThumb}
                        aria-label={`View ${label}`}
                        data-page-id={page.id}
                        onClick={() => onOpen(page)}
                      >
                        <Thumbnail page={page} label={label} />
                        {warned ? (
                          <span className={styles.thumbFlag}>{warningText[page.warnings[0]!]}</span>
                        ) : null}
                      </button>
                    ) : (
                      <a
                        href={page.url}
                        target="_blank"
                        rel="noopener"
                        className={styles.serverThumb}
                        aria-label={`Open ${label}`}
                      >
                        <Thumbnail page={page} label={label} />
                      </a>
                    )}
                    <span className={styles.serverPageMeta}>
                      Page {page.order}
                      {late ? <span className={styles.newBadge}>Added later</span> : null}
                    </span>
                    {warned ? (
                      <span className={styles.pageWarning}>{phoneFoundSentence(page.warnings)}</span>
                    ) : null}
                    <a href={`${page.url}?download=1`} className={styles.download} download>
                      <Download aria-hidden="true" />
                      Download<span className="visually-hidden"> {label}</span>
                    </a>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** Pages a client adds while staff ask for documents: kept on the phone and sent like a new invoice. */
function AddPages({ reference, existingPages }: { reference: string; existingPages: number }) {
  const [pages, setPages] = useState<DraftPage[]>([]);
  const [error, setError] = useState<string>();
  const [message, announce] = useAnnouncer();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = async () => {
    if (pages.length === 0) return setError("Add at least one page");
    if (pages.some((page) => page.state === "scanning")) return setError(PAGES_SCANNING);
    if (pages.some((page) => page.state === "failed")) return setError(PAGES_FAILED);
    setError(undefined);
    await keepStorage();
    const { savePacket } = await import("../packets/packets");
    const saved = await savePacket(
      { idempotencyKey: randomUuid(), kind: "add-pages", reference },
      pagesToKeep(pages),
    ).catch(() => undefined);
    if (!saved) return setError("The pages could not be kept on this phone. Free some space and try again.");
    setPages([]);
    announce("Pages saved on this phone. They are sent by themselves.");
    heading.current?.focus();
    void sendPacketNow(saved.idempotencyKey);
    void requestBackgroundSync();
  };

  return (
    <section aria-labelledby="add-pages-heading" className={styles.block}>
      <h2 id="add-pages-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        Add pages
      </h2>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <DocumentPages
        pages={pages}
        onChange={(change) => setPages((current) => change(current))}
        announce={announce}
        existingPages={existingPages}
        error={error}
        errorId={errorId}
      />
      <div className={styles.buttonRow}>
        <Button onClick={() => void submit()} disabled={pages.length === 0}>
          <Send aria-hidden="true" />
          Send {pages.length === 1 ? "this page" : "these pages"}
        </Button>
      </div>
      <p className={styles.hint}>
        No signal? Send anyway: the pages are kept on this phone and go by themselves.
      </p>
    </section>
  );
}

/**
 * One invoice: its status and the reason staff gave, the load, its pages, and "Add pages" while it needs
 * documents. The route's loader has started it; the pages this phone is sending show without signal too.
 */
export function InvoiceDetail({ reference, packetId }: { reference: string; packetId?: string | undefined }) {
  return (
    <ServerSection
      loading={
        <InvoiceDetailView reference={reference} packetId={packetId}>
          <p className={styles.hint} role="status">
            Loading the invoice...
          </p>
        </InvoiceDetailView>
      }
      failed={({ error, retry }) => (
        <InvoiceDetailView reference={reference} packetId={packetId}>
          {error instanceof ApiRequestError && error.status === 404 ? (
            // Asking again cannot find it: the way on is the list or a new invoice.
            <Notice
              title={error.message}
              actions={
                <>
                  <ButtonLink to="/invoices" size="sm" variant="secondary">
                    See all invoices
                  </ButtonLink>
                  <ButtonLink to="/invoices/new" search={{}} size="sm" variant="outline">
                    Submit an invoice
                  </ButtonLink>
                </>
              }
            >
              Check the reference, or find the invoice in your list.
            </Notice>
          ) : (
            <Notice
              tone="error"
              title="This invoice could not be loaded"
              actions={
                retry ? (
                  <Button size="sm" variant="secondary" onClick={retry}>
                    Try again
                  </Button>
                ) : undefined
              }
            >
              {error instanceof ApiRequestError ? error.message : "It needs a connection."}
            </Notice>
          )}
        </InvoiceDetailView>
      )}
    >
      <LoadedInvoice reference={reference} packetId={packetId} />
    </ServerSection>
  );
}

function LoadedInvoice({ reference, packetId }: { reference: string; packetId?: string | undefined }) {
  const { data } = useSuspenseQuery(invoiceOptions(reference));
  return (
    <InvoiceDetailView reference={reference} packetId={packetId}>
      <div className={styles.statusPanel} data-status={data.status}>
        <InvoiceStatusBadge status={data.status} />
        {data.statusReason ? (
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>From our staff:</span> {data.statusReason}
          </p>
        ) : null}
        <p className={styles.hint}>
          Sent {formatDateTime(data.submittedAt)} · updated {formatDateTime(data.updatedAt)}
        </p>
      </div>
      <dl className={styles.facts}>
        {data.funding ? (
          // What was advanced, as staff recorded it: not the estimate the form showed.
          <>
            <div>
              <dt>Amount advanced</dt>
              <dd>
                <strong>{formatCents(data.funding.advanceCents)}</strong>
              </dd>
            </div>
            <div>
              <dt>Funded on</dt>
              <dd>{formatDate(data.funding.fundedOn)}</dd>
            </div>
          </>
        ) : null}
        <InvoiceLoadFacts invoice={data} />
        {data.note ? (
          <div className={styles.factWide}>
            <dt>Note</dt>
            <dd>{data.note}</dd>
          </div>
        ) : null}
      </dl>
      {data.status === "needs-documents" ? (
        <AddPages reference={data.reference} existingPages={data.pages.length} />
      ) : null}
      <section aria-labelledby="pages-heading" className={styles.block}>
        <h2 id="pages-heading" className={styles.sectionTitle}>
          Pages
        </h2>
        <p className={styles.hint}>
          {documentKindOptions
            .map(
              (kind) =>
                `${kind.label}: ${data.pages.filter((page) => page.documentKind === kind.value).length}`,
            )
            .join(" · ")}
        </p>
        <InvoicePages pages={data.pages} addedAfter={data.submittedAt} />
      </section>
    </InvoiceDetailView>
  );
}

/** The screen around the server's part: the pages this phone sends to the invoice, then `children`. */
function InvoiceDetailView({
  reference,
  packetId,
  children,
}: {
  reference: string;
  packetId?: string | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const packets = usePackets().filter(
    (packet) => packet.kind === "add-pages" && packet.reference === reference,
  );
  const sentCount = packets.filter((packet) => packet.state === "sent").length;

  // Pages added from this phone have arrived: show them.
  useEffect(() => {
    if (sentCount > 0) void queryClient.invalidateQueries({ queryKey: invoiceKeys.one(reference) });
  }, [sentCount, queryClient, reference]);

  return (
    <div className={styles.flow}>
      <BackLink to="/invoices">All invoices</BackLink>
      <h1 className={styles.title}>
        Invoice <span className={styles.reference}>{reference}</span>
      </h1>
      {packets.length > 0 ? (
        <ul className={styles.packetList} aria-label="Pages sent from this phone">
          {packets
            .filter(
              (packet) => packet.state !== "sent" || packet.idempotencyKey === packetId || sentCount > 0,
            )
            .map((packet) => (
              <li key={packet.idempotencyKey}>
                <PacketStatus packet={packet} />
              </li>
            ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

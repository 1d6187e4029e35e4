import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Download, FileText, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { documentKindOptions, type InvoicePage } from "../../../../api/contract/invoice";
import { isFinalStatus } from "../../../../api/contract/invoice-workflow";
import type { InvoiceMoney } from "../../../../api/contract/money";
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { Notice } from "../../../components/ui/notice";
import { formStyles } from "../../../components/form/form";
import { ApiRequestError } from "../../../lib/api";
import { randomUuid } from "../../../lib/random-uuid";
import * as m from "../../../paraglide/messages";
import { formatInvoiceDate, formatInvoiceDateTime } from "../dates";
import { formMessages, pagesToKeep, type DraftPage } from "../invoice-form";
import { documentName, sheets } from "../invoice-words";
import { formatCents } from "../money";
import { phoneFoundSentence, warningText } from "../quality";
import { keepStorage, prepareToSend, requestBackgroundSync, sendPacketNow } from "../packets/packet-actions";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, invoiceOptions } from "../queries";
import { DocumentPages } from "./document-pages";
import { InvoiceLoadFacts } from "./invoice-facts";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { pagesOf } from "./page-steps";
import { PacketStatus } from "./packet-status";
import { ServerSection } from "./server-section";
import { useAnnouncer } from "./use-announcer";
import styles from "./invoices.module.css";
import { BackLink } from "../../../components/ui/back-link";

/** A page's picture in a thumbnail, turned as staff turned it for everyone. */
function Thumbnail({ page, label, locale }: { page: InvoicePage; label: string; locale: Locale }) {
  return page.contentType === "application/pdf" ? (
    <span className={styles.pdfThumb}>
      <FileText aria-hidden="true" />
      {page.pdfPages ? `PDF · ${sheets(page.pdfPages, locale)}` : "PDF"}
    </span>
  ) : (
    <img src={page.url} alt={label} loading="lazy" data-rotation={page.rotation} />
  );
}

/**
 * Every page of an invoice by document, each downloadable, in the reader's
 * language. The client opens a photo in a new tab; staff pass `onOpen` and
 * get the page viewer instead, with `showWarnings` read what the driver's
 * phone found on a photo, and with `pdfThumbnail` draw a PDF's first sheet
 * in place of its tile (pdf.js is staff's alone, so the client's screens
 * never load it).
 */
export function InvoicePages({
  pages,
  addedAfter,
  onOpen,
  showWarnings = false,
  pdfThumbnail,
}: {
  pages: readonly InvoicePage[];
  addedAfter?: string | undefined;
  onOpen?: (page: InvoicePage) => void;
  showWarnings?: boolean;
  /** A PDF's thumbnail, given its page, its label and the PDF tile to show until it is drawn. */
  pdfThumbnail?: (page: InvoicePage, label: string, tile: ReactNode) => ReactNode;
}) {
  const locale = useLocale();
  const said = { locale };
  return (
    <div className={styles.serverDocuments}>
      {documentKindOptions.map((kind) => {
        const own = pagesOf(pages, kind.value);
        if (own.length === 0) return null;
        const name = documentName(kind.value, locale);
        return (
          <section key={kind.value} aria-label={name} className={styles.serverDocument}>
            <h3 className={styles.documentTitle}>{name}</h3>
            <ol className={styles.serverPages}>
              {own.map((page) => {
                const label = m.invoices_page_label({ document: name, order: page.order }, said);
                const late = addedAfter !== undefined && page.addedAt > addedAfter;
                const warned = showWarnings && page.warnings.length > 0;
                return (
                  <li key={page.id} className={styles.serverPage}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={styles.serverThumb}
                        aria-label={m.invoices_view_page({ label }, said)}
                        data-page-id={page.id}
                        onClick={() => onOpen(page)}
                      >
                        {pdfThumbnail && page.contentType === "application/pdf" ? (
                          pdfThumbnail(page, label, <Thumbnail page={page} label={label} locale={locale} />)
                        ) : (
                          <Thumbnail page={page} label={label} locale={locale} />
                        )}
                        {warned ? (
                          <span className={styles.thumbFlag}>{warningText(page.warnings[0]!, locale)}</span>
                        ) : null}
                      </button>
                    ) : (
                      <a
                        href={page.url}
                        target="_blank"
                        rel="noopener"
                        className={styles.serverThumb}
                        aria-label={m.invoices_open_page({ label }, said)}
                      >
                        <Thumbnail page={page} label={label} locale={locale} />
                      </a>
                    )}
                    <span className={styles.serverPageMeta}>
                      {m.invoices_page_number({ order: page.order }, said)}
                      {late ? (
                        <span className={styles.newBadge}>{m.invoices_added_later({}, said)}</span>
                      ) : null}
                    </span>
                    {warned ? (
                      <span className={styles.pageWarning}>{phoneFoundSentence(page.warnings)}</span>
                    ) : null}
                    <a href={`${page.url}?download=1`} className={styles.download} download>
                      <Download aria-hidden="true" />
                      {m.invoices_download({}, said)}
                      <span className="visually-hidden"> {label}</span>
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
  const locale = useLocale();
  const said = { locale };
  const [pages, setPages] = useState<DraftPage[]>([]);
  const [error, setError] = useState<string>();
  const [message, announce] = useAnnouncer();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void prepareToSend(), []);
  const submit = async () => {
    const says = formMessages(locale);
    if (pages.length === 0) return setError(m.invoices_add_one_page({}, said));
    if (pages.some((page) => page.state === "scanning")) return setError(says.pagesScanning);
    if (pages.some((page) => page.state === "failed")) return setError(says.pagesFailed);
    setError(undefined);
    await keepStorage();
    const { savePacket } = await import("../packets/packets");
    const saved = await savePacket(
      { idempotencyKey: randomUuid(), kind: "add-pages", reference, locale },
      pagesToKeep(pages),
    ).catch(() => undefined);
    if (!saved) return setError(m.invoices_pages_not_kept({}, said));
    setPages([]);
    announce(saved.onlyInMemory ? m.invoices_pages_sending({}, said) : m.invoices_pages_saved({}, said));
    heading.current?.focus();
    void sendPacketNow(saved.idempotencyKey);
    void requestBackgroundSync();
  };

  return (
    <section aria-labelledby="add-pages-heading" className={styles.block}>
      <h2 id="add-pages-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {m.invoices_add_pages({}, said)}
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
          {pages.length === 1 ? m.invoices_send_this_page({}, said) : m.invoices_send_these_pages({}, said)}
        </Button>
      </div>
      <p className={styles.hint}>{m.invoices_no_signal_pages({}, said)}</p>
    </section>
  );
}

/**
 * One invoice: its status and the reason staff gave, the load, its pages, and "Add pages" while it needs
 * documents. The route's loader has started it; the pages this phone is sending show without signal too.
 */
export function InvoiceDetail({ reference, packetId }: { reference: string; packetId?: string | undefined }) {
  const said = { locale: useLocale() };
  return (
    <ServerSection
      loading={
        <InvoiceDetailView reference={reference} packetId={packetId}>
          <p className={styles.hint} role="status">
            {m.invoices_loading_invoice({}, said)}
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
                    {m.invoices_see_all_invoices({}, said)}
                  </ButtonLink>
                  <ButtonLink to="/invoices/new" search={{}} size="sm" variant="outline">
                    {m.invoices_submit_an_invoice({}, said)}
                  </ButtonLink>
                </>
              }
            >
              {m.invoices_not_found_text({}, said)}
            </Notice>
          ) : (
            <Notice
              tone="error"
              title={m.invoices_detail_failed({}, said)}
              actions={
                retry ? (
                  <Button size="sm" variant="secondary" onClick={retry}>
                    {m.try_again({}, said)}
                  </Button>
                ) : undefined
              }
            >
              {error instanceof ApiRequestError ? error.message : m.invoices_needs_connection({}, said)}
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
  const locale = useLocale();
  const said = { locale };
  const { data } = useSuspenseQuery(invoiceOptions(reference));
  return (
    <InvoiceDetailView reference={reference} packetId={packetId}>
      <div className={styles.statusPanel} data-status={data.status}>
        <InvoiceStatusBadge status={data.status} />
        {data.statusReason ? (
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>{m.invoices_from_staff({}, said)}</span> {data.statusReason}
          </p>
        ) : null}
        <p className={styles.hint}>
          {m.invoices_sent_updated(
            {
              sent: formatInvoiceDateTime(data.submittedAt, locale),
              updated: formatInvoiceDateTime(data.updatedAt, locale),
            },
            said,
          )}
        </p>
      </div>
      {data.money ? (
        <InvoiceMoneyFacts
          money={data.money}
          fundedOn={data.funding?.fundedOn ?? null}
          settled={isFinalStatus(data.status)}
        />
      ) : null}
      <dl className={styles.facts}>
        <InvoiceLoadFacts invoice={data} />
        {data.note ? (
          <div className={styles.factWide}>
            <dt>{m.invoices_note({}, said)}</dt>
            <dd>{data.note}</dd>
          </div>
        ) : null}
      </dl>
      {data.status === "needs-documents" ? (
        <AddPages reference={data.reference} existingPages={data.pages.length} />
      ) : null}
      <section aria-labelledby="pages-heading" className={styles.block}>
        <h2 id="pages-heading" className={styles.sectionTitle}>
          {m.invoices_pages_heading({}, said)}
        </h2>
        <p className={styles.hint}>
          {documentKindOptions
            .map(
              (kind) =>
                `${documentName(kind.value, locale)}: ${data.pages.filter((page) => page.documentKind === kind.value).length}`,
            )
            .join(" · ")}
        </p>
        <InvoicePages pages={data.pages} addedAfter={data.submittedAt} />
      </section>
    </InvoiceDetailView>
  );
}

/**
 * What the invoice brought and what it still waits for, as the ledger has it: what was advanced and
 * when, the fee, the reserve, what the broker paid (and the day it paid in full) and still owes.
 * Not the estimate the form showed. Until the broker pays, the fee and the reserve are so far.
 */
function InvoiceMoneyFacts({
  money,
  fundedOn,
  settled,
}: {
  money: InvoiceMoney;
  fundedOn: string | null;
  settled: boolean;
}) {
  const locale = useLocale();
  const said = { locale };
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: m.invoices_amount_advanced({}, said),
      value: <strong>{formatCents(money.advanceCents, locale)}</strong>,
    },
    ...(fundedOn
      ? [{ label: m.invoices_funded_on({}, said), value: formatInvoiceDate(fundedOn, locale) }]
      : []),
    {
      label: settled ? m.invoices_fee({}, said) : m.invoices_fee_so_far({}, said),
      value: formatCents(money.feeCents, locale),
    },
    {
      label: settled ? m.invoices_reserve_released({}, said) : m.invoices_reserve_when_paid({}, said),
      value: formatCents(money.reserveCents, locale),
    },
    {
      label: m.invoices_broker_paid({}, said),
      value: (
        <>
          {formatCents(money.paidCents, locale)}
          {money.paidOn ? (
            <span className={styles.factNote}>
              {m.invoices_paid_in_full_on({ date: formatInvoiceDate(money.paidOn, locale) }, said)}
            </span>
          ) : null}
        </>
      ),
    },
    { label: m.invoices_broker_owes({}, said), value: formatCents(money.openCents, locale) },
  ];
  return (
    <section aria-labelledby="money-heading" className={styles.block}>
      <h2 id="money-heading" className={styles.sectionTitle}>
        {m.invoices_money_heading({}, said)}
      </h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {settled ? null : <p className={styles.hint}>{m.invoices_fee_hint({}, said)}</p>}
    </section>
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
  const said = { locale: useLocale() };
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
      <BackLink to="/invoices">{m.invoices_all_invoices({}, said)}</BackLink>
      <h1 className={styles.title}>
        {m.invoices_invoice_word({}, said)} <span className={styles.reference}>{reference}</span>
      </h1>
      {packets.length > 0 ? (
        <ul className={styles.packetList} aria-label={m.invoices_sent_from_phone({}, said)}>
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

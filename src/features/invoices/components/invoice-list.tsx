import { useQueryClient, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { ChevronRight, FilePlus2, Inbox } from "lucide-react";
import type { Invoice } from "../../../../api/contract/invoice";
import { useLocale } from "../../../components/layout/locale-context";
import { Button } from "../../../components/ui/button";
import { LoadMore } from "../../../components/ui/load-more";
import { ButtonLink } from "../../../components/ui/button-link";
import { Notice } from "../../../components/ui/notice";
import * as m from "../../../paraglide/messages";
import { formatInvoiceDate } from "../dates";
import { formatCents } from "../money";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, invoiceListOptions } from "../queries";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { PacketStatus } from "./packet-status";
import { ServerSection } from "./server-section";
import styles from "./invoices.module.css";
import { BackLink } from "../../../components/ui/back-link";

export function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const locale = useLocale();
  return (
    <li className={styles.row}>
      <Link to="/invoices/$reference" params={{ reference: invoice.reference }} className={styles.rowLink}>
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>{invoice.brokerName}</span>
          <span className={styles.rowMeta}>
            {m.invoices_row_load({ load: invoice.loadNumber }, { locale })} ·{" "}
            <span className={styles.reference}>{invoice.reference}</span> ·{" "}
            {formatInvoiceDate(invoice.submittedAt, locale)}
          </span>
        </span>
        <span className={styles.rowSide}>
          <span className={styles.rowAmount}>{formatCents(invoice.totalCents, locale)}</span>
          <InvoiceStatusBadge status={invoice.status} />
        </span>
        <ChevronRight aria-hidden="true" className={styles.rowChevron} />
      </Link>
    </li>
  );
}

/**
 * The client's invoices: what waits on this phone first, then what the server has, newest first. The
 * route's loader has started the list; without signal the packets show at once and the list follows
 * when the signal returns.
 */
export function InvoiceList() {
  const said = { locale: useLocale() };
  return (
    <ServerSection
      loading={
        <InvoiceListView
          sent={
            <p className={styles.hint} role="status">
              {m.invoices_loading_list({}, said)}
            </p>
          }
        />
      }
      failed={({ retry }) => (
        <InvoiceListView
          sent={
            <Notice
              tone="error"
              title={m.invoices_list_failed({}, said)}
              actions={
                retry ? (
                  <Button size="sm" variant="secondary" onClick={retry}>
                    {m.try_again({}, said)}
                  </Button>
                ) : undefined
              }
            >
              {m.invoices_list_failed_text({}, said)}
            </Notice>
          }
        />
      )}
    >
      <SentInvoices />
    </ServerSection>
  );
}

function SentInvoices() {
  const said = { locale: useLocale() };
  const list = useSuspenseInfiniteQuery(invoiceListOptions());
  const invoices = list.data.pages.flatMap((page) => page.invoices);
  return (
    <InvoiceListView
      listed={new Set(invoices.map((invoice) => invoice.reference))}
      sent={
        invoices.length === 0 ? (
          <div className={styles.empty}>
            <Inbox aria-hidden="true" size={36} />
            <p>{m.invoices_none_sent({}, said)}</p>
          </div>
        ) : (
          <>
            <ul className={styles.rows}>
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
            <LoadMore list={list} label={m.invoices_show_more({}, said)} />
          </>
        )
      }
    />
  );
}

/** The screen around the server's part: `listed` are the references the server's list shows. */
function InvoiceListView({ listed = new Set(), sent }: { listed?: ReadonlySet<string>; sent: ReactNode }) {
  const said = { locale: useLocale() };
  const packets = usePackets();
  const queryClient = useQueryClient();
  // Sent packets stay in view with their reference until the server's list shows the invoice.
  const onPhone = packets
    .filter(
      (packet) =>
        packet.state !== "sent" || (packet.kind === "invoice" && !listed.has(packet.reference ?? "")),
    )
    .reverse();
  const sentCount = packets.filter((packet) => packet.state === "sent").length;

  // An invoice just sent from this phone: the server's list fetches again to show it.
  useEffect(() => {
    if (sentCount > 0) void queryClient.invalidateQueries({ queryKey: invoiceKeys.list });
  }, [sentCount, queryClient]);

  return (
    <div className={styles.flow}>
      <BackLink to="/client-dashboard">{m.invoices_client_portal({}, said)}</BackLink>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{m.invoices_your_invoices({}, said)}</h1>
        <ButtonLink to="/invoices/new" search={{}}>
          <FilePlus2 aria-hidden="true" />
          {m.invoices_submit_an_invoice({}, said)}
        </ButtonLink>
      </div>

      {onPhone.length > 0 ? (
        <section aria-labelledby="on-phone-heading" className={styles.block}>
          <h2 id="on-phone-heading" className={styles.sectionTitle}>
            {m.invoices_on_this_phone({}, said)}
          </h2>
          <ul className={styles.packetList}>
            {onPhone.map((packet) => (
              <li key={packet.idempotencyKey}>
                <PacketStatus packet={packet} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="sent-heading" className={styles.block}>
        <h2 id="sent-heading" className={styles.sectionTitle}>
          {m.invoices_sent_heading({}, said)}
        </h2>
        {sent}
      </section>
    </div>
  );
}

import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import * as m from "../../../paraglide/messages";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, latestInvoicesOptions } from "../queries";
import { InvoiceRow } from "./invoice-list";
import { ServerSection } from "./server-section";
import styles from "./invoices.module.css";

/** The portal's Recent Activity: what waits on this phone, then the latest invoices with their status. */
export function RecentInvoices() {
  const said = { locale: useLocale() };
  return (
    <ServerSection
      loading={
        <RecentView
          latest={
            <p className={styles.hint} role="status">
              {m.invoices_loading_latest({}, said)}
            </p>
          }
        />
      }
      failed={() => (
        <RecentView latest={<p className={styles.hint}>{m.invoices_latest_failed({}, said)}</p>} />
      )}
    >
      <LatestInvoices />
    </ServerSection>
  );
}

function LatestInvoices() {
  const said = { locale: useLocale() };
  const { data: invoices } = useSuspenseQuery(latestInvoicesOptions());
  return (
    <RecentView
      latest={
        invoices.length > 0 ? (
          <>
            <ul className={styles.rows} aria-label={m.invoices_latest_label({}, said)}>
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
            <Link to="/invoices" className={styles.moreLink}>
              {m.invoices_see_all_invoices({}, said)}
            </Link>
          </>
        ) : (
          <div className={styles.empty}>
            <Inbox aria-hidden="true" size={36} />
            <p>{m.invoices_latest_empty({}, said)}</p>
          </div>
        )
      }
    />
  );
}

function RecentView({ latest }: { latest: ReactNode }) {
  const said = { locale: useLocale() };
  const packets = usePackets();
  const waiting = packets.filter((packet) => packet.state !== "sent").length;
  const sent = packets.length - waiting;
  const queryClient = useQueryClient();

  // An invoice just sent from this phone shows up here at once.
  useEffect(() => {
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: invoiceKeys.latest });
  }, [sent, queryClient]);
  return (
    <div className={styles.block}>
      {waiting > 0 ? (
        <Link to="/invoices" className={styles.moreLink}>
          {waiting === 1
            ? m.invoices_waiting_one({}, said)
            : m.invoices_waiting_many({ count: waiting }, said)}
        </Link>
      ) : null}
      {latest}
    </div>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, latestInvoicesOptions } from "../queries";
import { InvoiceRow } from "./invoice-list";
import styles from "./invoices.module.css";

/** The portal's Recent Activity: what waits on this phone, then the latest invoices with their status. */
export function RecentInvoices() {
  const latest = useQuery(latestInvoicesOptions());
  const packets = usePackets();
  const waiting = packets.filter((packet) => packet.state !== "sent").length;
  const sent = packets.length - waiting;
  const queryClient = useQueryClient();

  // An invoice just sent from this phone shows up here at once.
  useEffect(() => {
    if (sent > 0) void queryClient.invalidateQueries({ queryKey: invoiceKeys.latest });
  }, [sent, queryClient]);
  const invoices = latest.data ?? [];
  return (
    <div className={styles.block}>
      {waiting > 0 ? (
        <Link to="/invoices" className={styles.moreLink}>
          {waiting} {waiting === 1 ? "invoice is" : "invoices are"} waiting on this phone to be sent
        </Link>
      ) : null}
      {latest.isError ? (
        <p className={styles.hint}>Your latest invoices could not be loaded. They need a connection.</p>
      ) : invoices.length > 0 ? (
        <>
          <ul className={styles.rows} aria-label="Latest invoices">
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          <Link to="/invoices" className={styles.moreLink}>
            See all invoices
          </Link>
        </>
      ) : latest.isPending && latest.fetchStatus !== "idle" ? (
        <p className={styles.hint} role="status">
          Loading your latest invoices...
        </p>
      ) : (
        <div className={styles.empty}>
          <Inbox aria-hidden="true" size={36} />
          <p>No invoices yet. Invoices you send show up here with their status.</p>
        </div>
      )}
    </div>
  );
}

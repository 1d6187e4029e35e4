import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { usePackets } from "../packets/packet-store";
import { invoiceKeys, latestInvoicesOptions } from "../queries";
import { InvoiceRow } from "./invoice-list";
import { ServerSection } from "./server-section";
import styles from "./invoices.module.css";

/** The portal's Recent Activity: what waits on this phone, then the latest invoices with their status. */
export function RecentInvoices() {
  return (
    <ServerSection
      loading={
        <RecentView
          latest={
            <p className={styles.hint} role="status">
              Loading your latest invoices...
            </p>
          }
        />
      }
      failed={() => (
        <RecentView
          latest={
            <p className={styles.hint}>Your latest invoices could not be loaded. They need a connection.</p>
          }
        />
      )}
    >
      <LatestInvoices />
    </ServerSection>
  );
}

function LatestInvoices() {
  const { data: invoices } = useSuspenseQuery(latestInvoicesOptions());
  return (
    <RecentView
      latest={
        invoices.length > 0 ? (
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
        ) : (
          <div className={styles.empty}>
            <Inbox aria-hidden="true" size={36} />
            <p>No invoices yet. Invoices you send show up here with their status.</p>
          </div>
        )
      }
    />
  );
}

function RecentView({ latest }: { latest: ReactNode }) {
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
          {waiting} {waiting === 1 ? "invoice is" : "invoices are"} waiting on this phone to be sent
        </Link>
      ) : null}
      {latest}
    </div>
  );
}

import type { InvoiceStatus } from "../../../../api/contract/invoice";
import { statusLabel } from "../../../../api/contract/invoice-workflow";
import { useLocale } from "../../../components/layout/locale-context";
import styles from "./invoices.module.css";

/**
 * An invoice's status as a small coloured pill (the words carry the meaning;
 * colour only helps), in the reader's language: the client's in the portal,
 * English on staff screens.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const locale = useLocale();
  return (
    <span className={styles.status} data-status={status}>
      <span className={styles.statusDot} aria-hidden="true" />
      {statusLabel(status, locale)}
    </span>
  );
}

import { invoiceStatusOptions, type InvoiceStatus } from "../../../../api/contract/invoice";
import styles from "./invoices.module.css";

const invoiceStatusLabel = (status: InvoiceStatus) =>
  invoiceStatusOptions.find((option) => option.value === status)?.label ?? status;

/** An invoice's status as a small coloured pill (the words carry the meaning; colour only helps). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={styles.status} data-status={status} data-keep-visible="">
      <span className={styles.statusDot} aria-hidden="true" />
      {invoiceStatusLabel(status)}
    </span>
  );
}

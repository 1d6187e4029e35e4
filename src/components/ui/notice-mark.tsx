import { FileWarning } from "lucide-react";
import type { InvoiceBroker } from "../../../api/contract/brokers";
import { NO_ACKNOWLEDGED_NOTICE } from "../../../api/contract/notices";
import { Badge } from "./badge";
import styles from "./notice-mark.module.css";

/**
 * Whether a staff invoice carries the mark: it is linked to a broker, and its client's notice of
 * assignment to that broker is not acknowledged (docs/decisions/0222-notice-of-assignment.md).
 */
export const needsNoticeMark = (broker: Pick<InvoiceBroker, "notice"> | null): boolean =>
  broker !== null && broker.notice !== "acknowledged";

/** The calm mark, the same on the invoice list and the invoice's broker panel: words, a quiet colour. */
export function NoticeMark() {
  return (
    <Badge tone="neutral" className={styles.mark}>
      <FileWarning aria-hidden="true" />
      {NO_ACKNOWLEDGED_NOTICE}
    </Badge>
  );
}

import type { SubmissionStatus } from "../../../../api/contract/quote";
import { statusLabel } from "./fields";
import styles from "./status.module.css";

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}

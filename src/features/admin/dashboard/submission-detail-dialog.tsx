import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { recordFields } from "../../../../api/contract/request-fields";
import { HighwayText } from "../../../components/content/highway-text";
import { submissionDetails } from "./fields";
import type { Submission, SubmissionKind } from "./queries";
import { QuoteClient } from "./quote-client";
import { StatusSelect } from "./status-select";
import modalStyles from "../../../components/ui/modal.module.css";
import styles from "./dashboard.module.css";

/** Every field of one request, with its status control. */
export function SubmissionDetailDialog({
  kind,
  submission,
  open,
  onClose,
  onChanged,
}: {
  kind: SubmissionKind;
  /** Kept while the dialog closes, so its content never disappears under the closing animation. */
  submission: Submission | null;
  open: boolean;
  onClose: () => void;
  onChanged: (updated: Submission) => void;
}) {
  const rows = submission ? submissionDetails(kind, submission) : [];
  return (
    <Dialog.Root open={open && submission !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          {submission ? (
            <>
              <div className={styles.dialogHead}>
                <p className={styles.dialogKind}>
                  {kind === "quotes" ? "Quote request" : "Fuel card application"}
                </p>
                <Dialog.Title className={styles.dialogTitle}>{submission.companyName}</Dialog.Title>
                <Dialog.Description className={styles.dialogDescription}>
                  {submission.contactName} · {submission.email}
                </Dialog.Description>
              </div>
              <div className={styles.dialogStatus}>
                <span className={styles.dialogStatusLabel} aria-hidden="true">
                  {recordFields.status.label}
                </span>
                <StatusSelect kind={kind} submission={submission} onChanged={onChanged} />
              </div>
              {kind === "quotes" ? <QuoteClient reference={submission.reference} /> : null}
              <dl className={styles.details}>
                {rows.map((row) => (
                  <div key={row.label} className={row.long ? styles.detailLong : styles.detail}>
                    <dt>{row.label}</dt>
                    <dd>
                      {row.href ? <a href={row.href}>{row.value}</a> : <HighwayText text={row.value} />}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <Dialog.Close className={modalStyles.close} aria-label="Close">
            <X aria-hidden="true" size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

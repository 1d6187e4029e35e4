import {
  CLIENT_ACTOR,
  type FundingFigures,
  type InvoiceHistoryEntry,
} from "../../../../api/contract/invoice";
import { verificationMethodOptions } from "../../../../api/contract/holds";
import { statusLabel } from "../../../../api/contract/invoice-workflow";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatCents } from "../money";
import styles from "./staff-invoices.module.css";

export const fundingSummary = (figures: FundingFigures) =>
  `Advance ${formatCents(figures.advanceCents)}, fee ${formatCents(figures.feeCents)}, funded on ${formatDate(figures.fundedOn)}`;

/** What happened, in words: the first line of a history entry. */
function headline(entry: InvoiceHistoryEntry): string {
  if (entry.action === "created") return "Sent by the client";
  if (entry.action === "correction") return "Funding figures corrected";
  if (entry.action === "verification")
    return `Verified with the broker (${verificationMethodOptions.find((option) => option.value === entry.verification?.method)?.label ?? "how not known"})`;
  if (entry.action === "hold-approval") return "Funding holds approved";
  if (entry.by === CLIENT_ACTOR) return `Client added pages: ${statusLabel(entry.to)}`;
  return entry.from ? `${statusLabel(entry.from)} → ${statusLabel(entry.to)}` : statusLabel(entry.to);
}

/** Who did it: a staff username, the client, or nobody known for changes made before history was kept. */
function actor(entry: InvoiceHistoryEntry): string {
  if (entry.by === CLIENT_ACTOR) return "the client";
  if (entry.by === "") return "recorded before history was kept";
  return `by ${entry.by}`;
}

/**
 * Every recorded change of an invoice, oldest first (docs/decisions/0100-invoice-workflow.md), with its
 * verifications and hold approvals in their place (docs/decisions/0221-verification-and-holds.md).
 */
export function InvoiceTimeline({ history }: { history: readonly InvoiceHistoryEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label="History">
      {history.map((entry, index) => (
        <li key={index} className={styles.timelineEntry} data-action={entry.action}>
          <p className={styles.timelineHead}>
            <span className={styles.strong}>{headline(entry)}</span>
            <span className={styles.muted}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.action === "created" || entry.by === CLIENT_ACTOR ? null : ` · ${actor(entry)}`}
            </span>
          </p>
          {entry.verification ? (
            <p className={styles.timelineText}>
              <span className={styles.strong}>{entry.verification.contact}:</span> {entry.verification.result}
            </p>
          ) : null}
          {entry.holds ? (
            <ul className={styles.flagList} aria-label="Holds approved">
              {entry.holds.map((hold) => (
                <li key={hold} className={styles.timelineText}>
                  {hold}
                </li>
              ))}
            </ul>
          ) : null}
          {entry.before ? (
            <p className={styles.timelineText}>Before: {fundingSummary(entry.before)}</p>
          ) : null}
          {entry.after ? (
            <p className={styles.timelineText}>
              {entry.before ? "After: " : ""}
              {fundingSummary(entry.after)}
            </p>
          ) : null}
          {entry.after?.overrideReason ? (
            <p className={styles.timelineText}>
              Other than the terms&apos; figures: {entry.after.overrideReason}
            </p>
          ) : null}
          {entry.reason ? <p className={styles.timelineReason}>{entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}

import {
  creditDecisionOptions,
  MIN_PAYMENTS_FOR_DAYS_TO_PAY,
  type BrokerVerdict,
  type CreditDecision,
  type CreditDecisionRecord,
  type DaysToPay,
} from "../../../../api/contract/brokers";
import { formatCents } from "../../../lib/format-money";
import * as m from "../../../paraglide/messages";
import styles from "./brokers.module.css";

/** "Approved", "Approved up to a limit", … or "No decision yet". */
export const decisionLabel = (decision: CreditDecision | null) =>
  creditDecisionOptions.find((option) => option.value === decision)?.label ?? "No decision yet";

/** A decision as a pill: the words carry the meaning, the colour only helps. */
export function DecisionBadge({ decision }: { decision: CreditDecision | null }) {
  return (
    <span className={styles.decision} data-decision={decision ?? "none"}>
      <span className={styles.dot} aria-hidden="true" />
      {decisionLabel(decision)}
    </span>
  );
}

/** The decision with its limit: "Approved up to a limit" and "up to $250,000.00". */
export function DecisionText({ credit }: { credit: CreditDecisionRecord | null }) {
  return (
    <>
      <DecisionBadge decision={credit?.decision ?? null} />
      {credit?.limitCents ? (
        <span className={styles.muted}>{`up to ${formatCents(credit.limitCents)}`}</span>
      ) : null}
    </>
  );
}

/** What a client reads of the broker, in the portal's own (English) words. */
export const verdictWords = (verdict: BrokerVerdict) =>
  verdict === "fund"
    ? m.broker_verdict_fund({}, { locale: "en" })
    : verdict === "no-fund"
      ? m.broker_verdict_no_fund({}, { locale: "en" })
      : m.broker_verdict_call_first({}, { locale: "en" });

/** "28 days", or "Not enough history". */
export const daysToPayFigure = (daysToPay: DaysToPay | null) =>
  daysToPay ? `${daysToPay.averageDays} days` : "Not enough history";

/** "On average; 9 in 10 within 41 days (12 payments in 90 days)", or how far it is from a figure. */
export function daysToPayText(daysToPay: DaysToPay | null, payments: number): string {
  const counted = `${payments} ${payments === 1 ? "payment" : "payments"} in 90 days`;
  if (daysToPay) return `On average; 9 in 10 within ${daysToPay.p90Days} days (${counted})`;
  return `${counted}; ${MIN_PAYMENTS_FOR_DAYS_TO_PAY} needed`;
}

import { Ban, CircleCheck, PhoneCall } from "lucide-react";
import type { BrokerVerdict as Verdict, DaysToPay } from "../../../api/contract/brokers";
import type { Locale } from "../../../api/contract/words";
import * as m from "../../paraglide/messages";
import styles from "./broker-verdict.module.css";

const icons = { fund: CircleCheck, "call-first": PhoneCall, "no-fund": Ban } as const;

/** What a client reads of a broker, in their language (docs/decisions/0220-broker-book.md). */
export function verdictText(verdict: Verdict, locale: Locale): string {
  if (verdict === "fund") return m.broker_verdict_fund({}, { locale });
  return verdict === "no-fund"
    ? m.broker_verdict_no_fund({}, { locale })
    : m.broker_verdict_call_first({}, { locale });
}

/** "Pays in about 28 days; 9 in 10 payments within 41 days", or that it is not known yet. */
export const daysToPayText = (daysToPay: DaysToPay | null, locale: Locale) =>
  daysToPay
    ? m.broker_days_to_pay({ average: daysToPay.averageDays, p90: daysToPay.p90Days }, { locale })
    : m.broker_days_unknown({}, { locale });

/**
 * A broker's verdict as a line with its sign: the words carry the meaning, the icon and colour only
 * help. `size="large"` for the Broker check's answers, small under a form's field.
 */
export function BrokerVerdict({
  verdict,
  locale,
  size = "small",
}: {
  verdict: Verdict;
  locale: Locale;
  size?: "small" | "large";
}) {
  const Icon = icons[verdict];
  return (
    <span className={styles.verdict} data-verdict={verdict} data-size={size}>
      <Icon aria-hidden="true" />
      {verdictText(verdict, locale)}
    </span>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BrokerCheckAnswer } from "../../../../api/contract/brokers";
import { useLocale } from "../../../components/layout/locale-context";
import { BrokerVerdict } from "../../../components/ui/broker-verdict";
import { Notice } from "../../../components/ui/notice";
import { company } from "../../../content/company";
import { brokerCheckOptions, checkable } from "../../../lib/broker-check";
import { useOnlineStatus } from "../../../lib/use-online-status";
import * as m from "../../../paraglide/messages";
import styles from "./invoices.module.css";

/** How long typing pauses before the broker typed is looked up. */
const TYPING_PAUSE_MS = 400;

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface BrokerLookup {
  /** The brokers the typed name finds, to offer as suggestions. */
  answers: BrokerCheckAnswer[];
  /** The broker the typed name is, whole (its name, another of its names, or its MC number). */
  exact: BrokerCheckAnswer | undefined;
}

/**
 * The broker check of the invoice form's broker field (docs/decisions/0220-broker-book.md): once
 * typing pauses, the brokers the name finds and the one it is. Without signal nothing is asked, and
 * nothing is said.
 */
export function useBrokerLookup(name: string): BrokerLookup {
  const online = useOnlineStatus();
  const typed = name.trim();
  const settled = useSettled(typed, TYPING_PAUSE_MS);
  const lookup = useQuery({ ...brokerCheckOptions(settled), enabled: online && checkable(settled) });
  const answers = lookup.data ?? [];
  // An answer for what the field held a moment ago says nothing of what it holds now.
  const current = settled === typed;
  return { answers, exact: current ? answers.find((broker) => broker.exact) : undefined };
}

/** The suggestions of the broker field: the names of the brokers its text finds. */
export function BrokerSuggestions({ id, answers }: { id: string; answers: BrokerCheckAnswer[] }) {
  return (
    <datalist id={id}>
      {answers.map((broker) => (
        <option key={broker.id} value={broker.legalName} />
      ))}
    </datalist>
  );
}

/** Said before a load goes for a broker we cannot fund; the client may still send it. */
export function NoFundWarning({ broker }: { broker: BrokerCheckAnswer }) {
  const locale = useLocale();
  return (
    <Notice tone="error" title={m.broker_no_fund_title({ broker: broker.legalName }, { locale })}>
      <p>{m.broker_no_fund_text({ phone: company.phone.display }, { locale })}</p>
    </Notice>
  );
}

/**
 * Under the broker field: the verdict on the broker typed, and the warning when we cannot fund it. A
 * live region that is always there, so what appears in it is said.
 */
export function BrokerAdvice({
  exact,
  className,
}: {
  exact: BrokerCheckAnswer | undefined;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <div className={className} role="status">
      {exact?.verdict === "no-fund" ? (
        <NoFundWarning broker={exact} />
      ) : exact ? (
        <p className={styles.brokerVerdict}>
          <span className={styles.brokerName}>{exact.legalName}</span>
          <BrokerVerdict verdict={exact.verdict} locale={locale} />
        </p>
      ) : null}
    </div>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Phone, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { BrokerCheckQuery, type BrokerCheckAnswer } from "../../../../api/contract/brokers";
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { BackLink } from "../../../components/ui/back-link";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { BrokerVerdict, daysToPayText } from "../../../components/ui/broker-verdict";
import { Input } from "../../../components/ui/field";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { company } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { keptChecksOptions, type KeptCheck } from "../../../lib/broker-check";
import { formatDate, localToday } from "../../../lib/format-date";
import { useOnlineStatus } from "../../../lib/use-online-status";
import * as m from "../../../paraglide/messages";
import { keptBrokerCheckOptions } from "../queries";
import styles from "./broker-check.module.css";

/** "MC 561135 · DOT 2161145" of what is known. */
const numbers = (broker: Pick<BrokerCheckAnswer, "mcNumber" | "dotNumber">, locale: Locale) =>
  [
    broker.mcNumber && m.broker_mc({ number: broker.mcNumber }, { locale }),
    broker.dotNumber && m.broker_dot({ number: broker.dotNumber }, { locale }),
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * The Broker check (docs/decisions/0220-broker-book.md): a search by a broker's name or MC number,
 * the verdict on each broker found with how fast it pays, and the client's last 20 answers, kept on
 * this phone and readable without signal. The search lives in the address (`?q=`).
 */
export function BrokerCheckScreen({
  username,
  q,
  onSearch,
}: {
  username: string;
  q: string;
  onSearch: (q: string) => void;
}) {
  const locale = useLocale();
  const said = { locale };
  return (
    <div className={styles.screen}>
      <BackLink to="/client-dashboard">{m.account_portal({}, said)}</BackLink>
      <header className={styles.header}>
        <h1 className={styles.title}>{m.broker_check_title({}, said)}</h1>
        <p className={styles.lead}>{m.broker_check_lead({}, said)}</p>
      </header>
      <SearchForm key={q} q={q} onSearch={onSearch} />
      {q ? <Answers username={username} q={q} /> : null}
      <KeptAnswers username={username} />
    </div>
  );
}

/**
 * The box and its button: what is typed is the box's own until it is sent, checked first by the
 * contract's rule, in the client's language (what the server would answer).
 */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const locale = useLocale();
  const said = { locale };
  const id = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(q);
  const [refusal, setRefusal] = useState<string>();
  const box = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      className={styles.search}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = v.safeParse(BrokerCheckQuery, { q: typed }, { lang: locale });
        setRefusal(checked.success ? undefined : checked.issues[0]?.message);
        if (checked.success) onSearch(checked.output.q);
        else box.current?.focus();
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {m.broker_check_search_label({}, said)}
      </label>
      <p id={hintId} className={refusal ? styles.error : styles.hint} role={refusal ? "alert" : undefined}>
        {refusal ?? m.broker_check_search_hint({}, said)}
      </p>
      <div className={styles.searchRow}>
        <Input
          ref={box}
          id={id}
          type="search"
          className={styles.box}
          value={typed}
          maxLength={100}
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="search"
          aria-describedby={hintId}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(undefined);
          }}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          {m.broker_check_search({}, said)}
        </Button>
      </div>
    </form>
  );
}

/** A broker found: the verdict first, then which broker it is, and how fast it pays. */
function BrokerAnswer({ broker }: { broker: BrokerCheckAnswer }) {
  const locale = useLocale();
  return (
    <li className={styles.answer} data-verdict={broker.verdict}>
      <BrokerVerdict verdict={broker.verdict} locale={locale} size="large" />
      <h3 className={styles.broker}>{broker.legalName}</h3>
      {numbers(broker, locale) ? <p className={styles.numbers}>{numbers(broker, locale)}</p> : null}
      <p className={styles.days}>{daysToPayText(broker.daysToPay, locale)}</p>
    </li>
  );
}

/** "Call (801) 555-0142": a call is the answer for a broker to ask about, or one we do not know. */
function CallUs() {
  const locale = useLocale();
  return (
    <ButtonAnchor href={company.phone.href} variant="secondary" size="sm">
      <Phone aria-hidden="true" />
      {m.call({ phone: company.phone.display }, { locale })}
    </ButtonAnchor>
  );
}

/** The server's answer to the search; without signal, said so (the kept answers are below). */
function Answers({ username, q }: { username: string; q: string }) {
  const locale = useLocale();
  const said = { locale };
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const answer = useQuery(keptBrokerCheckOptions(username, q, queryClient));
  const refused = answer.error instanceof ApiRequestError;
  const unreachable = !answer.data && (!online || (answer.isError && !refused));
  // The signal is back: ask what could not be asked without it.
  const wasOnline = useRef(online);
  const { refetch } = answer;
  useEffect(() => {
    if (online && !wasOnline.current && unreachable) void refetch();
    wasOnline.current = online;
  }, [online, unreachable, refetch]);

  if (answer.data) {
    const brokers = answer.data;
    const callFirst = brokers.length === 0 || brokers.some((broker) => broker.verdict !== "fund");
    return (
      <section className={styles.answers} aria-labelledby="answers-heading">
        <h2 id="answers-heading" className={styles.sectionTitle}>
          {m.broker_check_answers_for({ q }, said)}
        </h2>
        {brokers.length === 0 ? (
          <Notice title={m.broker_check_none({ q }, said)} role="status">
            <p>{m.broker_check_none_text({ phone: company.phone.display }, said)}</p>
          </Notice>
        ) : (
          <ul className={styles.answerList} role="list">
            {brokers.map((broker) => (
              <BrokerAnswer key={broker.id} broker={broker} />
            ))}
          </ul>
        )}
        <p className={styles.note}>{m.broker_check_note({ phone: company.phone.display }, said)}</p>
        {callFirst ? <CallUs /> : null}
      </section>
    );
  }
  if (unreachable) return <Notice role="status">{m.broker_check_offline({}, said)}</Notice>;
  if (answer.isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        title={m.broker_check_failed({}, said)}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void answer.refetch()}>
            {m.try_again({}, said)}
          </Button>
        }
      >
        <p>{answer.error.message}</p>
      </Notice>
    );
  }
  return (
    <p className={styles.loading} role="status">
      <Spinner size={20} />
      {m.broker_check_searching({}, said)}
    </p>
  );
}

/** One kept answer: what was asked and when, and the verdict on each broker it found. */
function KeptAnswer({ check }: { check: KeptCheck }) {
  const locale = useLocale();
  const said = { locale };
  return (
    <li className={styles.kept}>
      <p className={styles.keptHead}>
        <span className={styles.asked}>“{check.q}”</span>
        <span className={styles.date}>
          {/* The day it was asked where the phone is, in the client's language. */}
          {m.broker_check_checked_on(
            { date: formatDate(localToday(new Date(check.checkedAt)), locale) },
            said,
          )}
        </span>
      </p>
      {check.brokers.length === 0 ? (
        <p className={styles.keptNone}>{m.broker_check_none({ q: check.q }, said)}</p>
      ) : (
        <ul className={styles.keptBrokers} role="list">
          {check.brokers.map((broker) => (
            <li key={broker.id}>
              <span className={styles.keptName}>{broker.legalName}</span>
              <BrokerVerdict verdict={broker.verdict} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The client's last answers on this phone, newest first, read whatever the signal. */
function KeptAnswers({ username }: { username: string }) {
  const locale = useLocale();
  const said = { locale };
  const kept = useQuery(keptChecksOptions(username));
  const checks = kept.data ?? [];
  return (
    <section className={styles.keptSection} aria-labelledby="kept-heading">
      <h2 id="kept-heading" className={styles.sectionTitle}>
        {m.broker_check_kept_title({}, said)}
      </h2>
      <p className={styles.hint}>
        {checks.length > 0 ? m.broker_check_kept_lead({}, said) : m.broker_check_kept_none({}, said)}
      </p>
      {checks.length > 0 ? (
        <ol className={styles.keptList} role="list">
          {checks.map((check) => (
            <KeptAnswer key={`${check.q}-${check.checkedAt}`} check={check} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronDown, Download, FileSpreadsheet } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  statementAmount,
  statementDate,
  statementQuery,
  type Statement,
} from "../../../../api/contract/statement";
import type { Locale } from "../../../../api/contract/words";
import {
  formStyles,
  formValidationLogic,
  submitWith,
  useAppForm,
  focusFirstInvalid,
} from "../../../components/form/form";
import { useLocale } from "../../../components/layout/locale-context";
import { BackLink } from "../../../components/ui/back-link";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { KeepWhole } from "../../../components/ui/keep-whole";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { company } from "../../../content/company";
import { ApiRequestError } from "../../../lib/api";
import { schemaInLocale } from "../../../lib/schema-in-locale";
import { useOnlineStatus } from "../../../lib/use-online-status";
import * as m from "../../../paraglide/messages";
import { quickPeriods, type Period, type QuickPeriod } from "../periods";
import { downloadStatement, keptStatementOptions, statementFilePath, statementOptions } from "../queries";
import styles from "./statement.module.css";

/**
 * The client's statement (docs/decisions/0213-client-statement.md): a period to choose (this month so
 * far unless the address names one; last month, this year, or any dates up to a year), the statement
 * on screen, and the same as a PDF or a spreadsheet. Without signal it shows the statement the client
 * opened last on this phone, saying when it was made. It reads its query without suspense: without
 * signal the kept copy takes the place of the server's answer instead of a wait.
 */
export function StatementScreen({
  username,
  period,
  today,
  onChoose,
}: {
  username: string;
  period: Period;
  /** The office's today: the latest end a period may have. */
  today: string;
  onChoose: (period: Period) => void;
}) {
  const locale = useLocale();
  const said = { locale };
  return (
    <div className={styles.screen}>
      <BackLink to="/client-dashboard">{m.account_portal({}, said)}</BackLink>
      <header className={styles.header}>
        <h1 className={styles.title}>{m.statement_title({}, said)}</h1>
        <p className={styles.lead}>{m.statement_lead({ company: company.name }, said)}</p>
      </header>
      <PeriodChooser period={period} today={today} onChoose={onChoose} />
      <StatementPart username={username} period={period} />
    </div>
  );
}

/** The quick periods as links (the current one marked), and any dates in a disclosure. */
function PeriodChooser({
  period,
  today,
  onChoose,
}: {
  period: Period;
  today: string;
  onChoose: (period: Period) => void;
}) {
  const locale = useLocale();
  const said = { locale };
  const quick = quickPeriods(today);
  const names: Record<QuickPeriod, string> = {
    "this-month": m.statement_this_month({}, said),
    "last-month": m.statement_last_month({}, said),
    "this-year": m.statement_this_year({}, said),
  };
  const current = (Object.keys(quick) as QuickPeriod[]).find(
    (key) => quick[key].from === period.from && quick[key].to === period.to,
  );
  return (
    <nav className={styles.periods} aria-label={m.statement_choose_period({}, said)}>
      <ul className={styles.quick}>
        {(Object.keys(quick) as QuickPeriod[]).map((key) => (
          <li key={key}>
            <Link
              to="/statement"
              search={quick[key]}
              className={styles.quickLink}
              aria-current={key === current ? "page" : undefined}
            >
              {names[key]}
            </Link>
          </li>
        ))}
      </ul>
      <details className={styles.other} open={current === undefined}>
        <summary>
          {m.statement_other_dates({}, said)}
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </summary>
        <DatesForm key={`${period.from}/${period.to}`} period={period} today={today} onChoose={onChoose} />
      </details>
    </nav>
  );
}

/** Any period: two dates, checked by the contract's rules in the client's language before asking. */
function DatesForm({
  period,
  today,
  onChoose,
}: {
  period: Period;
  today: string;
  onChoose: (period: Period) => void;
}) {
  const locale = useLocale();
  const said = { locale };
  const formElement = useRef<HTMLFormElement>(null);
  const form = useAppForm({
    defaultValues: { from: period.from, to: period.to },
    validationLogic: formValidationLogic,
    validators: { onDynamic: schemaInLocale(statementQuery(today), locale) },
    onSubmit: ({ value }) => onChoose({ from: value.from, to: value.to }),
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form ref={formElement} className={styles.dates} noValidate onSubmit={submitWith(form)}>
      <div className={formStyles.grid}>
        <form.AppField name="from">
          {(field) => <field.TextField label={m.statement_from({}, said)} type="date" required max={today} />}
        </form.AppField>
        <form.AppField name="to">
          {(field) => <field.TextField label={m.statement_to({}, said)} type="date" required max={today} />}
        </form.AppField>
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {m.statement_show({}, said)}
      </Button>
    </form>
  );
}

/** The server's statement; without signal, the copy kept on the phone; else loading, or why not. */
function StatementPart({ username, period }: { username: string; period: Period }) {
  const locale = useLocale();
  const said = { locale };
  const online = useOnlineStatus();
  const server = useQuery(statementOptions(username, period));
  const refused = server.error instanceof ApiRequestError;
  // No answer (no signal, or the server not reached): the last statement opened on this phone.
  const unreachable = !server.data && (!online || (server.isError && !refused));
  const kept = useQuery({ ...keptStatementOptions(username), enabled: unreachable });
  // The signal is back: ask again for what could not be fetched without it.
  const wasOnline = useRef(online);
  const { refetch } = server;
  useEffect(() => {
    if (online && !wasOnline.current && unreachable) void refetch();
    wasOnline.current = online;
  }, [online, unreachable, refetch]);

  if (server.data) {
    return <StatementView statement={server.data} actions={<Downloads period={period} />} />;
  }
  if (unreachable && kept.data) {
    return (
      <>
        <Notice role="status">{m.statement_saved_copy({ date: statementDate(kept.data.asOf) }, said)}</Notice>
        <StatementView statement={kept.data} />
      </>
    );
  }
  if (unreachable && !kept.isPending) {
    return <Notice role="status">{m.statement_needs_signal({}, said)}</Notice>;
  }
  if (server.isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        title={m.statement_failed({}, said)}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void server.refetch()}>
            {m.try_again({}, said)}
          </Button>
        }
      >
        <p>{server.error.message}</p>
      </Notice>
    );
  }
  return (
    <p className={styles.loading} role="status">
      <Spinner size={20} />
      {m.statement_loading({}, said)}
    </p>
  );
}

/** Download PDF and CSV: links to the files (what works without the app), fetched and saved by it. */
function Downloads({ period }: { period: Period }) {
  const locale = useLocale();
  const said = { locale };
  const [failed, setFailed] = useState<string>();
  const download = useMutation({
    mutationFn: (format: "pdf" | "csv") => downloadStatement(period, format),
    onMutate: () => setFailed(undefined),
    onError: (error) =>
      setFailed(error instanceof ApiRequestError ? error.message : m.statement_download_failed({}, said)),
  });
  const files = [
    { format: "pdf", label: m.statement_download_pdf({}, said), Icon: Download },
    { format: "csv", label: m.statement_download_csv({}, said), Icon: FileSpreadsheet },
  ] as const;
  return (
    <div className={styles.downloads}>
      <div className={styles.downloadButtons}>
        {files.map(({ format, label, Icon }) => (
          <ButtonAnchor
            key={format}
            href={statementFilePath(period, format)}
            download
            variant="outline"
            size="sm"
            aria-disabled={download.isPending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!download.isPending) download.mutate(format);
            }}
          >
            {download.isPending && download.variables === format ? <Spinner /> : <Icon aria-hidden="true" />}
            {label}
          </ButtonAnchor>
        ))}
      </div>
      {failed ? (
        <p className={formStyles.error} role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}

/** The statement itself: its period, both balances, and the movements with the balance after each. */
export function StatementView({ statement, actions }: { statement: Statement; actions?: ReactNode }) {
  const locale: Locale = useLocale();
  const said = { locale };
  const range = m.statement_period_range(
    { from: statementDate(statement.from), to: statementDate(statement.to) },
    said,
  );
  return (
    <section className={styles.statement} aria-labelledby="statement-period">
      <div className={styles.periodRow}>
        <h2 id="statement-period" className={styles.period}>
          {m.statement_period({}, said)}: {range}
        </h2>
        {actions}
      </div>
      <dl className={styles.balances}>
        <div>
          <dt>{m.statement_opening({}, said)}</dt>
          <dd>{statementAmount(statement.openingCents)}</dd>
        </div>
        <div>
          <dt>{m.statement_closing({}, said)}</dt>
          <dd>{statementAmount(statement.closingCents)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{m.statement_sign_note({ company: company.name }, said)}</p>
      {statement.lines.length === 0 ? (
        <p className={styles.empty}>{m.statement_no_movements({}, said)}</p>
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{`${m.statement_title({}, said)}, ${range}`}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.dateColumn}>
                  {m.statement_date({}, said)}
                </th>
                <th scope="col">{m.statement_description({}, said)}</th>
                <th scope="col" className={styles.figure}>
                  {m.statement_amount({}, said)}
                </th>
                <th scope="col" className={styles.figure}>
                  {m.statement_balance({}, said)}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, index) => (
                <tr key={index}>
                  <td className={styles.dateColumn}>{statementDate(line.onDate)}</td>
                  <td>
                    {/* On a phone the date column gives way: the date shows under the words instead. */}
                    <span className={styles.dateInline}>{statementDate(line.onDate)}</span>
                    <KeepWhole text={line.description} />
                  </td>
                  <td className={styles.figure} data-negative={line.amountCents < 0 || undefined}>
                    {statementAmount(line.amountCents)}
                  </td>
                  <td className={styles.figure}>{statementAmount(line.balanceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

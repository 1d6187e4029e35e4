import { useQueryClient, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import {
  creditDecisionOptions,
  type BrokerDetail,
  type BrokerInvoice,
  type CreditDecisionRecord,
} from "../../../../api/contract/brokers";
import type { InvoiceStatus } from "../../../../api/contract/invoice";
import { statusLabel } from "../../../../api/contract/invoice-workflow";
import {
  focusFirstInvalid,
  formValidationLogic,
  setServerIssues,
  submitWith,
  useAppForm,
} from "../../../components/form/form";
import { BackLink } from "../../../components/ui/back-link";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { LoadMore } from "../../../components/ui/load-more";
import { FailureNotice } from "../../../components/ui/notice";
import { ApiRequestError } from "../../../lib/api";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatCents } from "../../../lib/format-money";
import { sessionEnded } from "../../../lib/session-ended";
import { EditBroker } from "./broker-dialogs";
import { BrokerNotices } from "./broker-notices";
import { checkCreditForm, creditDefaults } from "./broker-form";
import { numbersLine } from "./brokers-screen";
import { DecisionBadge, daysToPayFigure, daysToPayText, decisionLabel, verdictWords } from "./decision-parts";
import { afterBrokerChange, brokerInvoicesOptions, brokerOptions, decideCredit } from "./queries";
import styles from "./brokers.module.css";

const NO_ANSWER = "No answer came (no connection, or the server is down). Send it again as it is.";

/** "Set by dana on May 4, 2026, 3:04 PM." */
const byLine = (record: CreditDecisionRecord) => `${record.by}, ${formatDateTime(record.at)}`;

/** The figures read now: what clients are told, exposure against the limit, days-to-pay. */
function CreditNow({ broker }: { broker: BrokerDetail }) {
  const limit = broker.credit?.decision === "limit" ? broker.credit.limitCents : null;
  const room = limit === null ? null : limit - broker.exposureCents;
  return (
    <section className={styles.panel} aria-labelledby="credit-now-heading">
      <h2 id="credit-now-heading" className={styles.panelTitle}>
        Credit now
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Decision</dt>
          <dd>
            <DecisionBadge decision={broker.credit?.decision ?? null} />
            <span className={styles.muted}>{`Clients read: “${verdictWords(broker.verdict)}”`}</span>
          </dd>
        </div>
        <div>
          <dt>Exposure</dt>
          <dd>
            <span className={styles.figure}>{formatCents(broker.exposureCents)}</span>
            <span className={styles.muted}>Open on funded invoices, every client&apos;s</span>
          </dd>
        </div>
        {limit !== null && room !== null ? (
          <div>
            <dt>Limit</dt>
            <dd>
              <span className={styles.figure}>{formatCents(limit)}</span>
              {room > 0 ? (
                <span className={styles.muted}>{`${formatCents(room)} left before it is reached`}</span>
              ) : (
                <span className={styles.reached}>Reached: clients are told to call first</span>
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Days to pay</dt>
          <dd>
            <span className={broker.daysToPay ? styles.figure : styles.verdict}>
              {daysToPayFigure(broker.daysToPay)}
            </span>
            <span className={styles.muted}>{daysToPayText(broker.daysToPay, broker.paymentsCounted)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The decision in force, the form that records a new one, and every decision, newest first. */
function Credit({ broker }: { broker: BrokerDetail }) {
  const [saved, setSaved] = useState<string>();
  const earlier = broker.creditHistory.slice(1);
  return (
    <section className={styles.panel} aria-labelledby="credit-heading">
      <h2 id="credit-heading" className={styles.panelTitle}>
        Credit decision
      </h2>
      {broker.credit ? (
        <div className={styles.inForce}>
          <p>
            <DecisionBadge decision={broker.credit.decision} />
          </p>
          {broker.credit.limitCents ? (
            <p className={styles.strong}>{`Up to ${formatCents(broker.credit.limitCents)} open`}</p>
          ) : null}
          <p className={styles.reason}>{broker.credit.reason}</p>
          <p className={styles.muted}>{byLine(broker.credit)}</p>
        </div>
      ) : (
        <p className={styles.note}>No decision yet: clients are told to call before they haul for it.</p>
      )}
      {earlier.length > 0 ? (
        <details className={styles.history}>
          <summary
            className={styles.summary}
          >{`Earlier decisions (${earlier.length}), newest first`}</summary>
          <ol className={styles.decisions}>
            {earlier.map((record) => (
              <li key={`${record.at}-${record.decision}`}>
                <p className={styles.strong}>
                  {decisionLabel(record.decision)}
                  {record.limitCents ? ` up to ${formatCents(record.limitCents)}` : ""}
                </p>
                <p className={styles.reason}>{record.reason}</p>
                <p className={styles.muted}>{byLine(record)}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <CreditForm
        broker={broker}
        onSaving={() => setSaved(undefined)}
        onSaved={(after) => setSaved(`Decision recorded: ${decisionLabel(after.credit?.decision ?? null)}.`)}
      />
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </section>
  );
}

/** A new decision: what, the limit of a limit decision (in dollars), and why. */
function CreditForm({
  broker,
  onSaving,
  onSaved,
}: {
  broker: BrokerDetail;
  onSaving: () => void;
  onSaved: (after: BrokerDetail) => void;
}) {
  const queryClient = useQueryClient();
  const formElement = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const form = useAppForm({
    defaultValues: creditDefaults(),
    validationLogic: formValidationLogic,
    validators: {
      onDynamic: ({ value }) => {
        const { errors } = checkCreditForm(value);
        return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      onSaving();
      setFailure(undefined);
      const { decision } = checkCreditForm(value);
      if (!decision) return;
      try {
        const after = await decideCredit(broker.id, decision);
        await afterBrokerChange(queryClient, after);
        formApi.reset(creditDefaults());
        onSaved(after);
      } catch (error) {
        if (sessionEnded(error)) return;
        if (error instanceof ApiRequestError && error.issues) {
          const { limitCents, ...rest } = error.issues;
          setServerIssues(formApi, { ...rest, ...(limitCents ? { limit: limitCents } : {}) });
        }
        setFailure(error instanceof ApiRequestError ? error.message : NO_ANSWER);
        focusFirstInvalid(formElement.current);
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(formElement.current),
  });
  return (
    <form
      ref={formElement}
      className={`${styles.form} ${styles.formSplit}`}
      noValidate
      aria-labelledby="credit-form-heading"
      onSubmit={submitWith(form)}
    >
      <h3 id="credit-form-heading" className={styles.formTitle}>
        Record a new decision
      </h3>
      <div className={styles.formRow}>
        <form.AppField name="decision">
          {(field) => (
            <field.SelectField
              label="Decision"
              required
              options={creditDecisionOptions}
              placeholder="Choose..."
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.decision === "limit"}>
          {(isLimit) =>
            isLimit ? (
              <form.AppField name="limit">
                {(field) => (
                  <field.TextField
                    label="Limit in dollars"
                    required
                    prefix="$"
                    inputMode="decimal"
                    autoComplete="off"
                    hint="Clients are told to call first once this much is open."
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </div>
      <form.AppField name="reason">
        {(field) => (
          <field.TextareaField
            label="Reason"
            required
            rows={3}
            maxLength={1000}
            hint="Kept with the decision; clients never read it."
          />
        )}
      </form.AppField>
      <FailureNotice failure={failure} />
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton variant="secondary" pending="Recording...">
            Record decision
          </form.SubmitButton>
        </form.AppForm>
        <p className={styles.note}>The decision before it stays in the history.</p>
      </div>
    </form>
  );
}

/** The broker's details and names, and the dialog that changes them. */
function Details({ broker }: { broker: BrokerDetail }) {
  const [saved, setSaved] = useState<string>();
  return (
    <section className={styles.panel} aria-labelledby="details-heading">
      <div className={styles.panelBar}>
        <h2 id="details-heading" className={styles.panelTitle}>
          Details
        </h2>
        <span className={styles.panelSummary} />
        <EditBroker broker={broker} onSaved={setSaved} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.factWide}>
          <dt>Legal name</dt>
          <dd>{broker.legalName}</dd>
        </div>
        <div>
          <dt>MC number</dt>
          <dd>{broker.mcNumber ?? "None given"}</dd>
        </div>
        <div>
          <dt>DOT number</dt>
          <dd>{broker.dotNumber ?? "None given"}</dd>
        </div>
        <div>
          <dt>AP e-mail</dt>
          <dd>{broker.apEmail ? <a href={`mailto:${broker.apEmail}`}>{broker.apEmail}</a> : "None given"}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{broker.phone ? <a href={`tel:${broker.phone}`}>{broker.phone}</a> : "None given"}</dd>
        </div>
        <div className={styles.factWide}>
          <dt>Remit address</dt>
          <dd className={styles.address}>{broker.remitAddress || "None given"}</dd>
        </div>
        <div className={styles.factWide}>
          <dt>Other names (aliases)</dt>
          <dd>
            {broker.aliases.length > 0 ? (
              <ul className={styles.aliases} aria-label="Other names">
                {broker.aliases.map((alias) => (
                  <li key={alias.name} title={`Added by ${alias.addedBy}, ${formatDateTime(alias.addedAt)}`}>
                    {alias.name}
                  </li>
                ))}
              </ul>
            ) : (
              "None yet: names are added here, or when staff link an invoice."
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </section>
  );
}

const invoiceColumns: DataColumn<BrokerInvoice>[] = [
  {
    header: "Invoice",
    rowHeader: true,
    cell: (invoice) => (
      <Link
        to="/admin/invoices/$reference"
        params={{ reference: invoice.reference }}
        className={styles.reference}
        data-row-link
      >
        {invoice.reference}
      </Link>
    ),
  },
  {
    header: "Client, and the broker as typed",
    wide: true,
    cell: (invoice) => (
      <>
        <span className={styles.strong}>{invoice.client.companyName}</span>
        <span className={styles.muted}>{invoice.brokerName}</span>
      </>
    ),
  },
  { header: "Status", cell: (invoice) => statusLabel(invoice.status as InvoiceStatus) },
  {
    header: "Total",
    alignEnd: true,
    className: styles.number,
    cell: (invoice) => (
      <>
        <span>{formatCents(invoice.totalCents)}</span>
        {invoice.openCents > 0 ? (
          <span className={styles.muted}>{`${formatCents(invoice.openCents)} open`}</span>
        ) : null}
      </>
    ),
  },
  { header: "Sent", className: styles.nowrap, cell: (invoice) => formatDate(invoice.submittedAt) },
];

/** The broker's invoices, every client's, newest first. */
function Invoices({ broker }: { broker: BrokerDetail }) {
  const list = useSuspenseInfiniteQuery(brokerInvoicesOptions(broker.id));
  const invoices = list.data.pages.flatMap((page) => page.invoices);
  return (
    <section className={styles.panel} aria-labelledby="broker-invoices-heading">
      <div className={styles.panelBar}>
        <h2 id="broker-invoices-heading" className={styles.panelTitle}>
          Invoices
        </h2>
        <p className={styles.panelSummary}>
          {`${broker.invoiceCount} ${broker.invoiceCount === 1 ? "invoice" : "invoices"} linked, newest first`}
        </p>
      </div>
      {invoices.length === 0 ? (
        <p className={styles.empty}>No invoice is linked to this broker yet.</p>
      ) : (
        <DataTable
          label={`Invoices of ${broker.legalName}`}
          caption={`Invoices of ${broker.legalName}, newest first`}
          columns={invoiceColumns}
          rows={invoices}
          rowKey={(invoice) => invoice.reference}
          className={styles.table}
        />
      )}
      <LoadMore list={list} />
    </section>
  );
}

/** One broker for staff: what clients are told, its credit, its details and its invoices. */
export function BrokerScreen({ brokerId }: { brokerId: string }) {
  const { data: broker } = useSuspenseQuery(brokerOptions(brokerId));
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <BackLink to="/admin/brokers">All brokers</BackLink>
        <p className={styles.note}>
          {`${numbersLine(broker)}. Added by ${broker.createdBy} on ${formatDate(broker.createdAt)}.`}
        </p>
      </div>
      <CreditNow broker={broker} />
      <div className={styles.columns}>
        <Credit broker={broker} />
        <Details broker={broker} />
      </div>
      <BrokerNotices broker={broker} />
      <Invoices broker={broker} />
    </div>
  );
}
